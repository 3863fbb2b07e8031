import type { ReservationJson } from '~/contracts/reservations'
import { dayTotals } from '~/lib/day-totals'

/**
 * The day in one line (one row on a tablet and on a phone): bookings · covers · arrived · expected · no-shows (and
 * waiting, while the waitlist has anyone), the same totals the dashboard shows (app/lib/day-totals.ts). Each number is drawn before its word ("20 bookings").
 */
export function DaySummary({ reservations, waiting }: { reservations: readonly ReservationJson[] | undefined; waiting?: number }) {
  const totals = reservations ? dayTotals(reservations) : undefined
  const items: Array<[string, number | undefined]> = [
    ['bookings', totals?.bookings],
    ['covers', totals?.covers],
    ['arrived', totals?.arrived],
    ['expected', totals?.expected],
    ['no-shows', totals?.noShows],
    // The parties on the waitlist still in line (walk-ins and online guests), while there are any: the line fits a phone.
    ...(waiting ? [['waiting', waiting] as [string, number]] : []),
  ]
  return (
    <dl
      className="flex flex-wrap items-baseline gap-x-1.5 text-[11px] leading-tight sm:gap-x-3 sm:text-sm"
      aria-label="The day in numbers"
      title="Cancelled bookings and group requests are not counted; no-shows are not in the covers."
    >
      {items.map(([label, value]) => (
        <div key={label} className="flex flex-row-reverse items-baseline gap-0.5 whitespace-nowrap sm:gap-1">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-bold tabular-nums">{value ?? '–'}</dd>
        </div>
      ))}
    </dl>
  )
}
