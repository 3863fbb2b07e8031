import { Clock, NotebookPen } from '~/components/staff-icons'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { useHydrated } from '~/components/use-hydrated'
import type { OpeningHoursJson } from '~/contracts/opening-hours'
import type { ReservationJson } from '~/contracts/reservations'
import { cn } from '~/lib/cn'
import { formatShortDate } from '~/lib/date-wording'
import { hoursOn } from '~/lib/opening-hours'
import { DEFAULT_SEATING_RULES } from '~/lib/seating-rules'
import { phoneForReading } from '~/lib/phone-number'
import { plural } from '~/lib/plural'
import { isInactive, statusBadgeClass, statusLabel } from '~/lib/reservation-status'
import { formatTime12h } from '~/lib/time-slots'
import { seatLabel } from './day-counts'
import { GuestCallButton, GuestRequestNote } from './guest-contact'
import { bookingStart, lateLabel } from './late'
import { useSeatingRules } from './new-booking-query'
import { ServiceActions, type VenueWait } from './service-actions'
import { useMinuteClock } from '~/components/use-minute-clock'
import type { StatusTaps } from './use-status-taps'

const SOURCE_LABELS: Record<string, string | undefined> = { 'walk-in': 'Walk-in', phone: 'Phone' }

/**
 * The host's list: one card per booking with everything needed at the door (time, name, party, seat, phone to call,
 * the guest's request and staff's note, status, how late a party still expected is) and the one-tap actions, whose
 * answers and Undo are said on the card. `showDate` for search results (any day).
 */
export function ArrivalsList({
  reservations,
  label,
  showDate = false,
  onOpen,
  taps,
  timeZone,
  hours,
}: {
  reservations: readonly ReservationJson[]
  label: string
  showDate?: boolean
  onOpen: (id: number) => void
  /** The list's status taps: the cards it keeps in place (pinned-cards.ts); else each card keeps its own. */
  taps?: StatusTaps
  /** The venue's clock and hours: with both, late parties are flagged and the no-show question says how late. */
  timeZone?: string
  hours?: OpeningHoursJson
}) {
  const hydrated = useHydrated()
  const now = useMinuteClock()
  const graceMinutes = useSeatingRules().data?.noShowGraceMinutes ?? DEFAULT_SEATING_RULES.noShowGraceMinutes
  return (
    <ul className="grid gap-3" aria-label={label}>
      {reservations.map((r) => {
        const inactive = isInactive(r.status)
        const source = SOURCE_LABELS[r.source]
        const venue: VenueWait | undefined = timeZone && hours ? { timeZone, graceMinutes, day: hoursOn(hours, r.date) } : undefined
        const late = venue && now ? lateLabel(r, bookingStart(r, venue.timeZone, venue.day), now) : null
        return (
          <li
            key={r.id}
            data-reservation-id={r.id}
            className={cn(
              'grid grid-cols-[auto_1fr] items-start gap-x-3 gap-y-2 rounded-lg border border-border bg-card p-2 sm:grid-cols-[5.5rem_1fr_auto] sm:p-3',
              inactive && 'bg-muted/60',
              taps?.tapOf(r.id) && 'ring-2 ring-primary',
            )}
          >
            <div className="grid gap-1">
              <p className="text-lg font-bold whitespace-nowrap tabular-nums">{formatTime12h(r.time)}</p>
              {showDate && <p className="text-sm text-muted-foreground">{formatShortDate(r.date)}</p>}
              <Badge className={cn('w-fit', statusBadgeClass(r.status))}>{statusLabel(r.status)}</Badge>
              {late && (
                <p className="flex items-center gap-1 text-base font-semibold whitespace-nowrap text-amber-800">
                  <Clock className="size-4" aria-hidden="true" />
                  {late}
                </p>
              )}
            </div>
            <div className={cn('grid min-w-0 gap-1 text-base', inactive && 'text-muted-foreground')}>
              <p className={cn('text-base font-semibold break-words', inactive && 'line-through')}>
                {r.name}
                {source && (
                  <Badge variant="outline" className="ml-2 align-middle no-underline">
                    {source}
                  </Badge>
                )}
              </p>
              {/* One line: the number is called from the actions (Call); a phone has no room for the number or reference. */}
              <p>
                {plural(r.guests, 'guest')} · {seatLabel(r)}
                {r.phone && <span className="hidden whitespace-nowrap sm:inline"> · {phoneForReading(r.phone)}</span>}
                {r.reference && <span className="hidden font-mono whitespace-nowrap text-muted-foreground sm:inline"> · {r.reference}</span>}
              </p>
              {r.notes && <GuestRequestNote notes={r.notes} />}
              {r.staffNote && (
                <p className="flex gap-1.5 break-words whitespace-pre-line">
                  <NotebookPen className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  <span>
                    <span className="sr-only">Staff note: </span>
                    {r.staffNote}
                  </span>
                </p>
              )}
            </div>
            <div className="col-span-2 flex flex-wrap gap-2 sm:col-span-1 sm:flex-nowrap sm:justify-end">
              <ServiceActions reservation={r} className="contents" taps={taps} venue={venue} />
              {r.phone && <GuestCallButton name={r.name} phone={r.phone} />}
              <Button type="button" variant="ghost" className="h-11 underline underline-offset-4" disabled={!hydrated} onClick={() => onOpen(r.id)}>
                Details<span className="sr-only"> of {r.name}</span>
              </Button>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
