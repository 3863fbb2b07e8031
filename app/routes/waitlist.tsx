import { RouteErrorState } from '~/components/route-error'
import { rootDataOf, venueOfMatches } from '~/components/venue'
import { WaitlistStatusPage } from '~/features/waitlist/waitlist-status'
import { DEFAULT_LANGUAGE } from '~/lib/languages'
import { translate } from '~/lib/messages'
import type { Route } from './+types/waitlist'
import { withQueries } from '~/lib/query-scope'

// Formats dates with Intl as it hydrates: Intl's locale data is loaded while the head is parsed (root.tsx).
export const handle = { formatsDates: true }

/**
 * /waitlist/<token>: the guest's live place in line. The page reads GET /api/waitlist/status/:token in the browser
 * (every 4 s while in line); nothing here logs the token.
 */
export function headers() {
  return { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' }
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataOf(matches)
  const title = translate(root?.lang ?? DEFAULT_LANGUAGE, root?.messages ?? {}, 'waitlist.title')
  return [
    { title: `${title} | ${venueOfMatches(matches).name}` },
    { name: 'robots', content: 'noindex, nofollow' },
    // The address holds the guest's private token: no link or request from this page may carry it away.
    { name: 'referrer', content: 'no-referrer' },
  ]
}

export default withQueries(WaitlistScreen)

function WaitlistScreen({ params }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-md">
      <WaitlistStatusPage key={params.token} token={params.token} />
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorState />
}
