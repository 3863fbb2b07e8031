import { listActiveOffers } from '~/.server/services/offers'
import { PageHeader } from '~/components/page-header'
import { RouteErrorState } from '~/components/route-error'
import { pageMeta } from '~/components/seo'
import { ActiveOffers } from '~/features/offers/active-offers'
import type { Route } from './+types/offers'

// Paints before its scripts are requested (entry.server): nothing on it needs a script to work.
export const handle = { scriptsAfterFirstPaint: true }

/** First render: the same JSON as GET /api/offers/active. */
export async function loader({ context }: Route.LoaderArgs) {
  return listActiveOffers(context.db)
}

export function clientLoader() {
  return null
}

export function meta() {
  return pageMeta('Happy Hour', 'Happy hour every day from 16:00 to 19:00: beers, cocktails and buckets at beach bar prices in Boracay.')
}

export default function OffersScreen({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title="Happy Hour" subtitle="Every day 16:00h - 19:00h" />
      <ActiveOffers initialOffers={loaderData ?? undefined} />
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorState />
}
