import { Button } from '~/components/ui/button'
import type { StaffReservationInput } from '~/contracts/reservations.schemas'
import { formatTime12h } from '~/lib/time-slots'
import { newBookingFailure, type SeatUntil, seatUntilLabel } from './new-booking-answer'
import type { FieldErrors } from './new-booking-form'

/**
 * A refusal shown beside the fields: the server's message and, when it has them, other times to take, or a table
 * free until a later booking (with the booking as sent, to send again staying until then).
 */
export interface Refusal {
  message: string
  alternatives: string[]
  seatUntil?: { until: SeatUntil; sent: StaffReservationInput }
  /** The guest already holds a booking then: the booking as sent, to record anyway. */
  duplicateOf?: StaffReservationInput
}

/** What the form shows of a failed save of `sent`: field messages, a refusal, both, or null (a toast tells it). */
export function refusalOf(error: unknown, sent: StaffReservationInput): { fieldErrors?: FieldErrors; refusal?: Refusal } | null {
  const failure = newBookingFailure(error)
  if (failure?.kind === 'fields') {
    return {
      fieldErrors: failure.fieldErrors,
      refusal: failure.message ? { message: failure.message, alternatives: [] } : undefined,
    }
  }
  if (failure?.kind === 'conflict') {
    return {
      refusal: {
        message: failure.message,
        alternatives: failure.alternatives,
        seatUntil: failure.seatUntil ? { until: failure.seatUntil, sent } : undefined,
        duplicateOf: failure.duplicate ? sent : undefined,
      },
    }
  }
  return null
}

/**
 * The refusal with its one-tap ways out: seat the party until the next booking, take another time, or record a
 * second booking of the same guest anyway.
 */
export function RefusalNotice({
  refusal,
  pending,
  onSeatUntil,
  onTakeTime,
  onRecordAnyway,
}: {
  refusal: Refusal
  pending: boolean
  onSeatUntil: (seatUntil: NonNullable<Refusal['seatUntil']>) => void
  onTakeTime: (time: string) => void
  onRecordAnyway: (sent: StaffReservationInput) => void
}) {
  const { seatUntil, duplicateOf } = refusal
  return (
    <div role="alert" className="grid gap-3 rounded-md border border-destructive bg-destructive/5 p-3 text-sm">
      <p>{refusal.message}</p>
      {(refusal.alternatives.length > 0 || seatUntil || duplicateOf) && (
        <div className="flex flex-wrap gap-2">
          {duplicateOf && (
            <Button type="button" size="lg" disabled={pending} onClick={() => onRecordAnyway(duplicateOf)}>
              Record it anyway
            </Button>
          )}
          {seatUntil && (
            <Button type="button" size="lg" disabled={pending} onClick={() => onSeatUntil(seatUntil)}>
              {seatUntilLabel(seatUntil.until)}
            </Button>
          )}
          {refusal.alternatives.map((alternative) => (
            <Button key={alternative} type="button" variant="outline" size="lg" onClick={() => onTakeTime(alternative)}>
              Take {formatTime12h(alternative)}
            </Button>
          ))}
        </div>
      )}
    </div>
  )
}
