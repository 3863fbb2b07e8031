import { Button } from '~/components/ui/button'
import { useHydrated } from '~/components/use-hydrated'
import type { ReservationJson } from '~/contracts/reservations'
import { serviceActions } from '~/lib/reservation-status'
import { useUpdateReservationStatus } from './reservations-query'

/**
 * The host's one-tap status changes for a booking ('Arrived', 'No-show', ...), made on the version shown: a booking
 * another host changed meanwhile is refused and refetched, never overwritten. Disabled until the page's script runs.
 */
export function ServiceActions({ reservation, className }: { reservation: ReservationJson; className?: string }) {
  const hydrated = useHydrated()
  const update = useUpdateReservationStatus()
  return (
    <div className={className ?? 'flex flex-wrap gap-2'} aria-busy={update.isPending || undefined}>
      {serviceActions(reservation.status).map((action, index) => (
        <Button
          key={action.status}
          type="button"
          variant={index === 0 ? 'default' : 'outline'}
          className="h-11 min-w-11"
          disabled={!hydrated || update.isPending}
          aria-label={`${action.label}: ${reservation.name}`}
          onClick={() => update.mutate({ id: reservation.id, status: action.status, version: reservation.version })}
        >
          {action.label}
        </Button>
      ))}
    </div>
  )
}
