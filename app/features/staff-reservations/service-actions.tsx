import { useEffect, useRef, useState } from 'react'
import { Button } from '~/components/ui/button'
import { useHydrated } from '~/components/use-hydrated'
import type { ReservationJson } from '~/contracts/reservations'
import type { DayHours } from '~/lib/opening-hours'
import { isReservationStatus, serviceActions } from '~/lib/reservation-status'
import type { ReservationStatus } from '~/lib/constants'
import { bookingStart, type NoShowQuestion, noShowQuestion } from './late'
import { NoShowDialog } from './no-show-dialog'
import { canUndo, type StatusTap } from './pinned-cards'
import { useStatusTap } from './reservations-query'
import { tapMessage, tapRefusal, undoMessage, undoRefusal } from './status-tap-wording'
import { type StatusTaps, useStatusTaps } from './use-status-taps'

/** The venue's clock as the no-show question needs it. */
export interface VenueWait {
  timeZone: string
  graceMinutes: number
  /** The booking's day's hours: an after-midnight time is on the next calendar day. */
  day?: DayHours
}

/**
 * The host's one-tap status changes for a booking ('Arrived', 'No-show' after a question, ...), made on the version
 * shown: a booking another host changed meanwhile is refused and refetched, never overwritten. The answer is said on
 * the booking itself (a live region), with an Undo for a few seconds in place of the other actions, so a second tap
 * on the same spot cannot change it again. Disabled until the page's script runs.
 */
export function ServiceActions({
  reservation,
  className,
  taps: listTaps,
  venue,
}: {
  reservation: ReservationJson
  className?: string
  /** The list's taps (it keeps changed cards in place); a booking shown alone keeps its own. */
  taps?: StatusTaps
  venue?: VenueWait
}) {
  const hydrated = useHydrated()
  const update = useStatusTap()
  const ownTaps = useStatusTaps(0)
  const taps = listTaps ?? ownTaps
  const [question, setQuestion] = useState<NoShowQuestion | null>(null)
  // After a confirmed no-show, focus goes to its Undo once it shows (the No-show button is gone).
  const focusUndo = useRef(false)
  const undoButton = useRef<HTMLButtonElement>(null)
  const noShowButton = useRef<HTMLButtonElement>(null)
  const tap = taps.tapOf(reservation.id)
  const undoable = tap && canUndo(tap, taps.now) ? tap : null

  useEffect(() => {
    if (focusUndo.current && undoButton.current) {
      undoButton.current.focus()
      focusUndo.current = false
    }
  }, [undoable])

  const send = (status: ReservationStatus, said: (after: ReservationJson) => Pick<StatusTap, 'message' | 'undoTo' | 'tablesBefore'>, refused: (error: unknown) => string) => {
    const answer = (tap: Pick<StatusTap, 'message' | 'undoTo' | 'tablesBefore'>, saving = false) => taps.record({ id: reservation.id, at: Date.now(), saving, ...tap })
    answer({ message: 'Saving...', undoTo: null, tablesBefore: [] }, true)
    update.mutate(
      { id: reservation.id, status, version: reservation.version },
      { onSuccess: (after) => answer(said(after)), onError: (error) => answer({ message: refused(error), undoTo: null, tablesBefore: [] }) },
    )
  }

  const change = (status: ReservationStatus) => {
    const before = reservation
    send(
      status,
      (after) => ({ message: tapMessage(after), undoTo: isReservationStatus(before.status) ? before.status : null, tablesBefore: before.tableNumbers }),
      tapRefusal,
    )
  }

  const undo = (from: StatusTap) => {
    if (!from.undoTo) return
    send(from.undoTo, (after) => ({ message: undoMessage(from.tablesBefore, after), undoTo: null, tablesBefore: after.tableNumbers }), (error) =>
      undoRefusal(from.tablesBefore, error),
    )
  }

  const askNoShow = () => {
    const clock = venue ? { start: bookingStart(reservation, venue.timeZone, venue.day), timeZone: venue.timeZone, graceMinutes: venue.graceMinutes } : null
    setQuestion(noShowQuestion(reservation, new Date(), clock))
  }

  const disabled = !hydrated || update.isPending
  return (
    <div className={className ?? 'flex flex-wrap gap-2'} aria-busy={update.isPending || undefined}>
      {undoable ? (
        <Button ref={undoButton} type="button" variant="outline" className="h-11 min-w-11" disabled={disabled} aria-label={`Undo: ${reservation.name}`} onClick={() => undo(undoable)}>
          Undo
        </Button>
      ) : (
        serviceActions(reservation.status).map((action, index) => (
          <Button
            key={action.status}
            ref={action.status === 'no-show' ? noShowButton : undefined}
            type="button"
            variant={index === 0 ? 'default' : 'outline'}
            className="h-11 min-w-11"
            disabled={disabled}
            aria-label={`${action.label}: ${reservation.name}`}
            onClick={() => (action.status === 'no-show' ? askNoShow() : change(action.status))}
          >
            {action.label}
          </Button>
        ))
      )}
      <p role="status" className={tap ? 'w-full text-sm font-medium' : 'sr-only'}>
        {tap?.message}
      </p>
      <NoShowDialog
        name={reservation.name}
        question={question}
        returnFocus={noShowButton}
        onCancel={() => setQuestion(null)}
        onConfirm={() => {
          setQuestion(null)
          focusUndo.current = true
          change('no-show')
        }}
      />
    </div>
  )
}
