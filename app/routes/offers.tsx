import { listActiveOffers } from '~/.server/services/offers'
import { PageHeader } from '~/components/page-header'
import { RouteErrorState } from '~/components/route-error'
import { pageMeta } from '~/components/seo'
import { useVenue, venueOfMatches } from '~/components/venue'
import { ActiveOffers } from '~/features/offers/active-offers'
import { languageOfPath } from '~/lib/languages'
import type { Route } from './+types/offers'
import { formatTimeRange } from '~/lib/time-wording'
import { withQueries } from '~/lib/query-scope'

// Paints before its scripts are requested (entry.server): nothing on it needs a script to work.
export const handle = { scriptsAfterFirstPaint: true }

/** First render: the same JSON as GET /api/offers/active (?lang= of the page's language). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return listActiveOffers(context.db, languageOfPath(new URL(request.url).pathname))
}

export function clientLoader() {
  return null
}

export function meta({ matches }: Route.MetaArgs) {
  const venue = venueOfMatches(matches)
  const { start, end } = venue.happyHour
  return pageMeta('Happy Hour', `Happy hour every day, ${formatTimeRange(start, end)}: beers, cocktails and buckets at beach bar prices.`, venue)
}

export default withQueries(OffersScreen)

function OffersScreen({ loaderData }: Route.ComponentProps) {
  const { happyHour } = useVenue()
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title="Happy Hour" subtitle={`Every day, ${formatTimeRange(happyHour.start, happyHour.end)}`} />
      <ActiveOffers initialOffers={loaderData ?? undefined} />
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorState />
}
