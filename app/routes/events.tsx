import { listUpcomingEvents } from '~/.server/services/events'
import { PageHeader } from '~/components/page-header'
import { RouteErrorState } from '~/components/route-error'
import { useI18n } from '~/components/i18n'
import { translatedPageMeta } from '~/components/seo'
import { useVenueTimeZone } from '~/components/use-venue-time-zone'
import { UpcomingEvents } from '~/features/events/upcoming-events'
import { languageOfPath } from '~/lib/languages'
import type { Route } from './+types/events'
import { withQueries } from '~/lib/query-scope'

// Paints before its scripts are requested (entry.server).
// Formats dates with Intl as it hydrates: Intl's locale data is loaded while the head is parsed (root.tsx).
export const handle = { scriptsAfterFirstPaint: true, formatsDates: true }

/** First render: the same JSON as GET /api/events (?lang= of the page's language). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return listUpcomingEvents(context.db, context.clock, languageOfPath(new URL(request.url).pathname))
}

export function clientLoader() {
  return null
}

export const meta = translatedPageMeta('pages.eventsTitle', 'pages.eventsDescription')

export default withQueries(EventsScreen)

function EventsScreen({ loaderData }: Route.ComponentProps) {
  const timeZone = useVenueTimeZone()
  const { t } = useI18n()
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t('pages.eventsTitle')} />
      <UpcomingEvents initialEvents={loaderData ?? undefined} timeZone={timeZone} />
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorState />
}
