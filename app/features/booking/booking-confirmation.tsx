import { Button } from '~/components/ui/button'
import { type BookingConfirmation as Confirmation, manageToken, seatingLabel } from './booking-confirmation-data'
import { NEW_BOOKING_TEXT } from './booking-status'
import { AddToCalendar } from './add-to-calendar'
import { ConfirmationPanel } from './confirmation-panel'

export const CONFIRMATION_TEXT = {
  heading: NEW_BOOKING_TEXT.heading,
  referenceLabel: 'Booking reference',
  referenceHint: 'Quote it if you call us about your booking.',
  linkLabel: 'Your private booking link',
  openLink: 'Open my booking',
  another: 'Make another booking',
  keepPrivate:
    'This link is the only way to view or cancel your booking online, and we can show it to you only now. Keep it private: anyone with the link can cancel your booking.',
} as const

/** Said when the address had its e-mails of the day: the booking stands, but nothing was mailed. */
export const emailNotSentText = (reference: string) =>
  `We could not send a confirmation e-mail; your booking reference is ${reference}. Please keep it.`

/** Shown after a successful booking, in place of the form: the reference, what was booked and the private link. */
export function BookingConfirmationPanel({ booking, onBookAnother }: { booking: Confirmation; onBookAnother: () => void }) {
  return (
    <ConfirmationPanel
      headingId="booking-confirmation-heading"
      testId="booking-confirmation"
      words={{ ...CONFIRMATION_TEXT, thanks: NEW_BOOKING_TEXT.thanks(booking.name) }}
      sent={booking}
      seating={seatingLabel(booking.seatingPreference)}
      actions={
        <div className="flex flex-wrap gap-3">
          <AddToCalendar token={manageToken(booking.managePath)} className="w-full sm:w-auto" />
          <Button type="button" variant="outline" size="lg" onClick={onBookAnother} className="w-full sm:w-auto">
            {CONFIRMATION_TEXT.another}
          </Button>
        </div>
      }
    >
      {booking.emailNotSent && (
        <p role="status" className="rounded-lg border border-border bg-muted px-4 py-3 text-sm text-foreground" data-testid="email-not-sent">
          {emailNotSentText(booking.reference)}
        </p>
      )}
    </ConfirmationPanel>
  )
}
