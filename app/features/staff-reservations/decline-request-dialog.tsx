import { useId, useState } from 'react'
import { Button } from '~/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/components/ui/dialog'
import { Label } from '~/components/ui/label'
import { Textarea } from '~/components/ui/textarea'
import { useStaffMutation } from '~/components/use-staff-mutation'
import { groupRequestKeys } from '~/contracts/group-requests'
import { type ReservationJson, reservationKeys, reservationPaths } from '~/contracts/reservations'
import { apiRequest, errorMessage } from '~/lib/api'
import { plural } from '~/lib/plural'
import { ifMatch } from './requests-query'

/** Decline a request with a message the guest reads (on their page and by e-mail). */
export function DeclineDialog({ request, when, onClose }: { request: ReservationJson | null; when: string; onClose: () => void }) {
  const uid = useId()
  const [message, setMessage] = useState('')
  const [error, setError] = useState<string | null>(null)
  const decline = useStaffMutation({
    mutationFn: ({ r, text }: { r: ReservationJson; text: string }) =>
      apiRequest<ReservationJson>('PATCH', reservationPaths.status(r.id), { status: 'declined', message: text }, undefined, ifMatch(r)),
    invalidates: [groupRequestKeys.all, reservationKeys.all],
    success: (updated) => `${updated.name}'s request is declined; your message is on its way to them.`,
    failure: (failure) => errorMessage(failure, 'The request could not be declined. Please try again.'),
  })
  const messageId = `${uid}-message`
  const errorId = `${uid}-error`
  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Decline {request?.name}&rsquo;s request?</DialogTitle>
          <DialogDescription>
            {request && `${plural(request.guests, 'guest')}, ${when}. `}
            The guest reads your message on their booking page and by e-mail.
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault()
            if (!request) return
            if (message.trim() === '') return setError('Please write the guest a message (up to 1000 characters)')
            decline.mutate({ r: request, text: message }, { onSuccess: onClose })
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor={messageId}>Message to the guest</Label>
            <Textarea
              id={messageId}
              rows={4}
              maxLength={1000}
              value={message}
              onChange={(e) => {
                setMessage(e.target.value)
                setError(null)
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              placeholder="We are fully booked that evening. Could you come on Sunday instead?"
            />
            {error && (
              <p id={errorId} className="text-sm font-medium text-destructive">
                {error}
              </p>
            )}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Keep the request
            </Button>
            <Button type="submit" variant="destructive" disabled={decline.isPending}>
              {decline.isPending ? 'Declining...' : 'Decline request'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
