import type { ReservationJson } from '~/contracts/reservations'
import { dayCounts } from './day-counts'

/** The counts at the top of the day: bookings, covers, arrived, still expected, no-shows. */
export function DaySummary({ reservations }: { reservations: readonly ReservationJson[] | undefined }) {
  const counts = reservations ? dayCounts(reservations) : undefined
  const items: Array<[string, number | undefined]> = [
    ['Bookings', counts?.bookings],
    ['Covers', counts?.covers],
    ['Arrived', counts?.arrived],
    ['Still expected', counts?.expected],
    ['No-shows', counts?.noShows],
  ]
  return (
    <div className="grid gap-1">
      <dl className="grid grid-cols-5 gap-1.5 sm:gap-2" aria-label="The day in numbers">
        {items.map(([label, value]) => (
          <div key={label} className="rounded-md border border-border bg-card px-2 py-1.5 sm:px-3 sm:py-2">
            <dt className="text-[11px] leading-tight font-medium text-muted-foreground sm:text-xs">{label}</dt>
            <dd className="text-xl font-bold tabular-nums sm:text-2xl">{value ?? '–'}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-muted-foreground">Cancelled bookings are not counted; no-shows are not in the covers.</p>
    </div>
  )
}
