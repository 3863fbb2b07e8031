import { redirect } from 'react-router'
import { PageHeader } from '~/components/page-header'
import { pageMeta } from '~/components/seo'
import { useVenueTimeZone } from '~/components/use-venue-time-zone'
import { BookingForm } from '~/features/booking/booking-form'
import { venueToday } from '~/lib/venue-time'

export function meta() {
  return pageMeta('Book a Table', 'Reserve a table or a seat at the bar at our Boracay beach restaurant, for lunch, sunset or dinner.')
}

// The form sends its request from the browser (POST /api/reservations). Without JavaScript a submit lands here:
// back to the page, which explains that booking online needs JavaScript.
export function action() {
  return redirect('/book')
}

export default function BookScreen() {
  const today = venueToday(useVenueTimeZone())
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title="Book a Table" subtitle="Reserve your spot by the beach" />
      <div className="rounded-xl border border-border bg-card p-4 shadow-sm sm:p-6">
        <BookingForm key={today} today={today} />
      </div>
    </div>
  )
}
