// Loaded lazily by the reservations page only: FullCalendar never ships with any other page.
import { createPlugin } from '@fullcalendar/core'
import { NamedTimeZoneImpl } from '@fullcalendar/core/internal'
import dayGridPlugin from '@fullcalendar/daygrid'
import FullCalendar from '@fullcalendar/react'
import timeGridPlugin from '@fullcalendar/timegrid'
import type { DatesSetArg } from '@fullcalendar/core'
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { CALENDAR_OPTIONS, calendarTimeRange, weekOf } from './calendar-options'
import { closureEvents, toCalendarEvent } from './calendar-events'
import { offsetMinutesAt, wallClockArray } from './venue-time-zone'
import type { ReservationJson } from '~/contracts/reservations'
import type { OpeningHoursJson } from '~/contracts/opening-hours'
import { addDays, daysBetween } from '~/lib/dates'
import { venueToday } from '~/lib/venue-time'

class VenueTimeZone extends NamedTimeZoneImpl {
  offsetForArray(a: number[]): number {
    return offsetMinutesAt(a, this.timeZoneName)
  }
  timestampToArray(ms: number): number[] {
    return wallClockArray(ms, this.timeZoneName)
  }
}

/** Lets FullCalendar run in the venue's named time zone (today, the now-indicator and event times). */
const venueTimeZonePlugin = createPlugin({ name: 'venue-time-zone', namedTimeZonedImpl: VenueTimeZone })
const PLUGINS = [dayGridPlugin, timeGridPlugin, venueTimeZonePlugin]

// FullCalendar's colour variables, set to the theme tokens.
const THEME = {
  '--fc-button-bg-color': 'var(--color-primary)',
  '--fc-button-border-color': 'var(--color-primary)',
  '--fc-button-text-color': 'var(--color-primary-foreground)',
  '--fc-button-hover-bg-color': 'color-mix(in srgb, var(--color-primary) 85%, black)',
  '--fc-button-hover-border-color': 'color-mix(in srgb, var(--color-primary) 85%, black)',
  '--fc-button-active-bg-color': 'color-mix(in srgb, var(--color-primary) 70%, black)',
  '--fc-button-active-border-color': 'color-mix(in srgb, var(--color-primary) 70%, black)',
  '--fc-border-color': 'var(--color-border)',
  '--fc-today-bg-color': 'color-mix(in srgb, var(--color-accent) 10%, transparent)',
  '--fc-now-indicator-color': 'var(--color-destructive)',
} as React.CSSProperties

const NARROW_QUERY = '(max-width: 639px)'
function subscribeToNarrow(onChange: () => void) {
  const query = window.matchMedia(NARROW_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}
/** True on phone-width screens (this component only renders in the browser). */
function useNarrowScreen() {
  return useSyncExternalStore(
    subscribeToNarrow,
    () => window.matchMedia(NARROW_QUERY).matches,
    () => false,
  )
}

/** On a phone, the week's day headers stack 'Sun' over '11/22' so seven columns fit. */
function stackedDayHeader({ text }: { text: string }) {
  const [weekday, ...rest] = text.split(' ')
  return rest.length === 0 ? (
    text
  ) : (
    <span className="flex flex-col leading-tight">
      <span>{weekday}</span>
      <span>{rest.join(' ')}</span>
    </span>
  )
}

/** The dates from `start` up to (not including) `end`, 'yyyy-MM-dd'. */
function datesBetween(start: string, end: string): string[] {
  return Array.from({ length: Math.max(1, daysBetween(start, end)) }, (_, i) => addDays(start, i))
}

export default function ReservationCalendar({
  reservations,
  hours,
  timeZone,
  onSelect,
}: {
  reservations: readonly ReservationJson[]
  /** The opening hours: closed days and special hours are drawn behind the bookings. */
  hours?: OpeningHoursJson
  timeZone: string
  onSelect: (reservationId: number) => void
}) {
  const events = useMemo(
    () => [...reservations.map((r) => toCalendarEvent(r, hours)), ...(hours ? closureEvents(hours) : [])],
    [reservations, hours],
  )
  // The dates in view (the first view is this week): the time grid shows their hours, past midnight when a night runs on.
  const [dates, setDates] = useState(() => weekOf(venueToday(timeZone)))
  const timeRange = useMemo(() => calendarTimeRange(hours, dates, reservations), [hours, dates, reservations])
  const followDates = (info: DatesSetArg) => {
    if (info.view.type === 'dayGridMonth') return
    const shown = datesBetween(info.startStr.slice(0, 10), info.endStr.slice(0, 10))
    if (shown.join() !== dates.join()) setDates(shown)
  }
  const root = useRef<HTMLDivElement>(null)
  const narrow = useNarrowScreen()
  // FullCalendar marks its chevron icons role="img" without a name; the buttons are named by their titles
  // ('Previous week'), so the icons are decoration: hidden from assistive technology, whenever FullCalendar
  // (re)renders its toolbar.
  useEffect(() => {
    const element = root.current
    if (!element) return
    const hideIcons = () =>
      element.querySelectorAll('.fc-icon[role="img"]:not([aria-hidden])').forEach((icon) => icon.setAttribute('aria-hidden', 'true'))
    hideIcons()
    const observer = new MutationObserver(hideIcons)
    observer.observe(element, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [])
  return (
    <div
      ref={root}
      style={THEME}
      className="text-sm max-sm:[&_.fc-col-header-cell-cushion]:px-0 max-sm:[&_.fc-col-header-cell-cushion]:text-xs max-sm:[&_.fc-event]:text-[11px] [&_.fc-toolbar]:flex-wrap [&_.fc-toolbar]:gap-2 [&_.fc-toolbar-title]:text-lg [&_.fc-event]:cursor-pointer sm:[&_.fc-toolbar-title]:text-xl"
    >
      <FullCalendar
        plugins={PLUGINS}
        {...CALENDAR_OPTIONS}
        {...timeRange}
        headerToolbar={{ ...CALENDAR_OPTIONS.headerToolbar }}
        datesSet={followDates}
        timeZone={timeZone}
        eventDisplay="block"
        dayHeaderContent={narrow ? stackedDayHeader : undefined}
        events={events}
        eventClick={(info) => {
          info.jsEvent.preventDefault()
          if (info.event.display === 'background') return
          onSelect(Number(info.event.extendedProps.reservationId))
        }}
      />
    </div>
  )
}
