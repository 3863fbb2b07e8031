import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import type { AffectedBookingJson } from '~/contracts/opening-hours'
import { formatWeekdayDate } from '~/lib/date-wording'
import { plural } from '~/lib/plural'
import { formatTime12h } from '~/lib/time-slots'
import { phoneForReading } from '~/lib/phone-number'

/**
 * The bookings on days or at times the new hours close: before a save (`saved` false), what it would affect; after
 * it, who to contact. Nothing is ever cancelled.
 */
export function AffectedBookings({ bookings, saved }: { bookings: AffectedBookingJson[]; saved: boolean }) {
  return (
    <Card role={saved ? 'status' : undefined} data-testid="affected-bookings">
      <CardHeader>
        <CardTitle>{bookings.length === 0 ? 'No bookings affected' : `Bookings to contact (${plural(bookings.length, 'booking')})`}</CardTitle>
        <CardDescription>
          {bookings.length === 0
            ? 'No existing booking falls on a closed day or outside the new hours.'
            : saved
              ? 'These bookings are on a day or at a time that is now closed. They have not been cancelled: please contact the guests.'
              : 'These bookings are on a day or at a time the new hours close. Saving cancels none of them: contact the guests after saving.'}
        </CardDescription>
      </CardHeader>
      {bookings.length > 0 && (
        <CardContent>
          <ul className="divide-y divide-border">
            {bookings.map((b) => (
              <li key={b.id} className="grid gap-1 py-3 text-sm">
                <span className="font-medium">
                  {b.name}, {plural(b.guests, 'guest')}
                  {b.reference ? ` (${b.reference})` : ''}
                </span>
                <span>
                  {formatWeekdayDate(b.date)} at {formatTime12h(b.time)}
                </span>
                <span className="flex flex-wrap gap-x-4">
                  {b.phone && (
                    <a className="text-primary underline underline-offset-4" href={`tel:${b.phone.replace(/[^\d+]/g, '')}`}>
                      {phoneForReading(b.phone)}
                    </a>
                  )}
                  <a className="text-primary underline underline-offset-4" href={`mailto:${b.email}`}>
                    {b.email}
                  </a>
                </span>
              </li>
            ))}
          </ul>
        </CardContent>
      )}
    </Card>
  )
}
