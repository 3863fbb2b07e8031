import { useState } from 'react'
import { useVenueTimeZone } from '~/components/use-venue-time-zone'
import { bookingChangeMessages, type GuestBookingJson } from '~/contracts/bookings'
import { toast } from '~/lib/use-toast'
import { CallVenue } from './call-venue'
import { ChangeForm } from './change-booking-form'
import { changedText, changeUntilText } from './change-booking-model'
import { useBookingWords } from './use-booking-words'

/**
 * The guest's own change of their booking (date, time from the day's free times for the new party, party size,
 * seating), shown while it can be changed online; the cut-off's message once it has come (until the start: then
 * the page says the booking can no longer be cancelled). A refused time offers the nearby free ones as one tap each.
 */
export function ChangeBooking({ token, booking }: { token: string; booking: GuestBookingJson }) {
  const timeZone = useVenueTimeZone()
  const words = useBookingWords()
  const held = booking.status === 'pending' || booking.status === 'confirmed'
  const [changed, setChanged] = useState<string | null>(null)
  if (!held) return null
  if (!booking.canChange) {
    if (!booking.canCancel) return null
    return (
      <div className="grid gap-2 border-t border-border pt-4 text-sm text-foreground" data-testid="change-booking-closed">
        <p>{words.error(bookingChangeMessages.tooLate)}</p>
        <CallVenue />
      </div>
    )
  }
  return (
    <section aria-labelledby="change-booking-heading" className="grid gap-3 border-t border-border pt-4" data-testid="change-booking">
      <h2 id="change-booking-heading" className="text-base font-semibold text-foreground">
        {words.t('changeHeading')}
      </h2>
      <p className="text-sm text-muted-foreground">{changeUntilText(booking.changeUntil, timeZone, words)}</p>
      <p role="status" className="text-sm font-medium text-foreground empty:hidden" data-testid="change-booking-done">
        {changed}
      </p>
      <ChangeForm
        token={token}
        booking={booking}
        onChanged={(after) => {
          const text = changedText(after, timeZone, words)
          setChanged(text)
          toast({ title: words.t('changedTitle'), description: text })
        }}
      />
    </section>
  )
}
