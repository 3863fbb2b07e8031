import { useEffect, useState } from 'react'
import type BookingCalendar from './booking-calendar'

export type BookingCalendarComponent = typeof BookingCalendar

// The calendar (react-day-picker + date-fns) is its own chunk, kept out of the page's first load (decision 003).
let loaded: BookingCalendarComponent | null = null

function loadCalendar(): Promise<BookingCalendarComponent> {
  return import('./booking-calendar').then((module) => (loaded = module.default))
}

/**
 * The booking calendar once its chunk is there, null before: the date field is a native date input until then.
 * The chunk is fetched when the browser is idle after the page has hydrated, so it never competes with the page's own
 * scripts; when it cannot be fetched (offline), the native input stays.
 */
export function useBookingCalendar(): BookingCalendarComponent | null {
  // The server's HTML and the hydration have no calendar; a form mounted later has it at once when it was loaded.
  const [calendar, setCalendar] = useState<BookingCalendarComponent | null>(() => loaded)
  useEffect(() => {
    if (calendar) return
    let live = true
    const load = () =>
      loadCalendar().then(
        (component) => live && setCalendar(() => component),
        () => {},
      )
    const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(load, { timeout: 2000 }) : window.setTimeout(load, 0)
    return () => {
      live = false
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle)
      else window.clearTimeout(idle)
    }
  }, [calendar])
  return calendar
}
