import { Button } from '~/components/ui/button'
import { type BookingConfirmation as Confirmation, manageToken, seatingLabel } from './booking-confirmation-data'
import { AddToCalendar } from './add-to-calendar'
import { ConfirmationPanel } from './confirmation-panel'
import { useBookingWords } from './use-booking-words'

/** Shown after a successful booking, in place of the form: the reference, what was booked and the private link. */
export function BookingConfirmationPanel({ booking, onBookAnother }: { booking: Confirmation; onBookAnother: () => void }) {
  const w = useBookingWords()
  const { t } = w
  return (
    <ConfirmationPanel
      headingId="booking-confirmation-heading"
      testId="booking-confirmation"
      words={{
        heading: t('confirmedHeading'),
        thanks: t('confirmedThanks', { name: booking.name }),
        referenceLabel: t('referenceLabel'),
        referenceHint: t('referenceHint'),
        linkLabel: t('linkLabel'),
        openLink: t('openLink'),
        keepPrivate: t('keepPrivate'),
      }}
      sent={booking}
      seating={seatingLabel(booking.seatingPreference, w)}
      actions={
        <div className="flex flex-wrap gap-3">
          <AddToCalendar token={manageToken(booking.managePath)} className="w-full sm:w-auto" />
          <Button type="button" variant="outline" size="lg" onClick={onBookAnother} className="w-full sm:w-auto">
            {t('another')}
          </Button>
        </div>
      }
    >
      {booking.emailNotSent && (
        <p role="status" className="rounded-lg border border-border bg-muted px-4 py-3 text-sm text-foreground" data-testid="email-not-sent">
          {t('emailNotSent', { reference: booking.reference })}
        </p>
      )}
    </ConfirmationPanel>
  )
}
