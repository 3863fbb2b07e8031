import { ArrowRight } from '~/components/icons'
import { formatDateAtTime } from '~/lib/date-wording'
import { plural } from '~/lib/plural'
import type { AffectedBooking } from '~/contracts/tables'

/** Bookings touched by a table or bar change: name, date and time, guests, reference (and the new table). */
export function AffectedBookingList({
  bookings,
  label,
  showNewTable = false,
}: {
  bookings: readonly AffectedBooking[]
  label: string
  showNewTable?: boolean
}) {
  return (
    <ul aria-label={label} className="grid gap-2 text-sm">
      {bookings.map((booking) => (
        <li
          key={booking.id}
          data-booking-id={booking.id}
          className="grid gap-0.5 rounded-md border border-border bg-background px-3 py-2"
        >
          <span className="font-medium break-words text-foreground">{booking.name}</span>
          <span className="text-muted-foreground">
            {formatDateAtTime(booking.date, booking.time)} · {plural(booking.guests, 'guest')}
            {booking.reference && (
              <>
                {' · Ref '}
                <span className="font-mono">{booking.reference}</span>
              </>
            )}
          </span>
          {showNewTable && booking.tableNumber !== null && (
            <span className="flex items-center gap-1 font-medium text-foreground">
              <ArrowRight className="size-3.5" aria-hidden="true" />
              Moved to Table {booking.tableNumber}
            </span>
          )}
        </li>
      ))}
    </ul>
  )
}
