import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import type { AffectedBookingJson } from '~/contracts/opening-hours'
import { formatWeekdayDate } from '~/lib/date-wording'
import { plural } from '~/lib/plural'
import { formatTime12h } from '~/lib/time-slots'
import { phoneForReading } from '~/lib/phone-number'

/** After a save: the bookings on days or at times now closed. Nothing was cancelled: staff contact the guests. */
export function AffectedBookings({ bookings }: { bookings: AffectedBookingJson[] }) {
  return (
    <Card role="status" data-testid="affected-bookings">
      <CardHeader>
        <CardTitle>{bookings.length === 0 ? 'No bookings affected' : `Bookings to contact (${plural(bookings.length, 'booking')})`}</CardTitle>
        <CardDescription>
          {bookings.length === 0
            ? 'No existing booking falls on a closed day or outside the new hours.'
            : 'These bookings are on a day or at a time that is now closed. They have not been cancelled: please contact the guests.'}
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
