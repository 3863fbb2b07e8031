import { cn } from '~/lib/cn'
import { plural } from '~/lib/plural'
import { statusBadgeClass, statusLabel } from '~/lib/reservation-status'
import { formatTime12h } from '~/lib/time-slots'
import { FOCUS_RING } from './floor-focus-ring'
import type { FloorAsideBooking } from './floor-grid'

interface AsideListProps {
  title: string
  bookings: readonly FloorAsideBooking[]
  onOpenBooking: (id: number) => void
}

/** Bookings that take no cell, still one tap from their details. */
export function AsideList({ title, bookings, onOpenBooking }: AsideListProps) {
  if (bookings.length === 0) return null
  return (
    <div className="grid gap-2">
      <h3 className="text-base font-medium text-muted-foreground">{title}</h3>
      <ul className="flex flex-wrap gap-2">
        {bookings.map((b) => (
          <li key={b.id}>
            <button
              type="button"
              className={cn(
                'min-h-11 rounded-md px-3 py-1 text-left text-base',
                statusBadgeClass(b.status),
                FOCUS_RING,
                'focus-visible:outline-offset-1',
              )}
              onClick={() => onOpenBooking(b.id)}
            >
              {b.name}, {plural(b.guests, 'guest')}, {formatTime12h(b.time)}
              {b.tableNumbers.length > 0 ? `, table ${b.tableNumbers.join('+')}` : b.seatingPreference === 'bar' ? ', bar' : ''} ({statusLabel(b.status)})
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
