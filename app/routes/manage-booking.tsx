import { data } from 'react-router'
import { NotFoundError } from '~/.server/services/errors'
import { findGuestBooking } from '~/.server/services/guest-bookings'
import { PageHeader } from '~/components/page-header'
import { RouteErrorState } from '~/components/route-error'
import { venueOfMatches } from '~/components/venue'
import { metaBookingWords } from '~/features/booking/booking-meta'
import { BookingNotFound, ManageBooking } from '~/features/booking/manage-booking'
import { useBookingWords } from '~/features/booking/use-booking-words'
import type { Route } from './+types/manage-booking'
import { withQueries } from '~/lib/query-scope'

// Formats dates with Intl as it hydrates: Intl's locale data is loaded while the head is parsed (root.tsx).
export const handle = { formatsDates: true }

/**
 * /booking/<token>: the guest's private page. First render: the same JSON as GET /api/bookings/:token, read
 * through the same service. A token that opens nothing answers 404 with one page for every bad token. Nothing
 * here logs the token or its hash, and the hash never leaves the service.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    return { booking: await findGuestBooking(context.db, context.clock, params.token, Boolean(context.config.SMTP_URL)) }
  } catch (error) {
    if (error instanceof NotFoundError) return data({ booking: null }, { status: 404 })
    throw error
  }
}

/** A private page: never stored by shared caches, never indexed. */
export function headers() {
  return { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' }
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const { t } = metaBookingWords(matches)
  const title = loaderData && !loaderData.booking ? t('notFoundTitle') : t('manageTitle')
  return [
    { title: `${title} | ${venueOfMatches(matches).name}` },
    { name: 'robots', content: 'noindex, nofollow' },
    // The address holds the guest's private token: no link or request from this page may carry it away.
    { name: 'referrer', content: 'no-referrer' },
  ]
}

export default withQueries(ManageBookingScreen)

function ManageBookingScreen({ loaderData, params }: Route.ComponentProps) {
  const { t } = useBookingWords()
  if (!loaderData.booking) return <BookingNotFound />
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={t('manageTitle')} subtitle={t('manageSubtitle')} />
      <ManageBooking key={params.token} token={params.token} initialBooking={loaderData.booking} />
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorState />
}
