import { listActiveOffers } from '~/.server/services/offers'
import { PageHeader } from '~/components/page-header'
import { RouteErrorState } from '~/components/route-error'
import { useI18n } from '~/components/i18n'
import { metaText, pageMeta } from '~/components/seo'
import { useVenue, venueOfMatches } from '~/components/venue'
import { ActiveOffers } from '~/features/offers/active-offers'
import { languageOfPath } from '~/lib/languages'
import type { Route } from './+types/offers'
import { localTimeRange } from '~/lib/local-time'
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
  const { lang, t } = metaText(matches)
  return pageMeta(t('pages.offersTitle'), t('pages.offersDescription', { hours: localTimeRange(lang, t, start, end) }), venue)
}

export default withQueries(OffersScreen)

function OffersScreen({ loaderData }: Route.ComponentProps) {
  const { happyHour } = useVenue()
  const { lang, t } = useI18n()
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t('pages.offersTitle')} subtitle={t('pages.offersSubtitle', { hours: localTimeRange(lang, t, happyHour.start, happyHour.end) })} />
      <ActiveOffers initialOffers={loaderData ?? undefined} />
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorState />
}
