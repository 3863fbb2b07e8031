import { data } from 'react-router'
import { NotFoundError } from '~/.server/services/errors'
import { entryByToken, statusOfEntry } from '~/.server/services/waitlist-guests'
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
 * /waitlist/<token>: the guest's live place in line. First render: the entry as stored, read through the same service
 * as GET /api/waitlist/status/:token (which the page then asks every 4 s while in line). A token that opens nothing
 * answers 404. Nothing here logs the token.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    return { entry: await statusOfEntry(context.db, context.clock, await entryByToken(context.db, params.token)) }
  } catch (error) {
    if (error instanceof NotFoundError) return data({ entry: null }, { status: 404 })
    throw error
  }
}

/** A private page: never stored by shared caches, never indexed. */
export function headers() {
  return { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' }
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const root = rootDataOf(matches)
  const title = translate(root?.lang ?? DEFAULT_LANGUAGE, root?.messages ?? {}, loaderData && !loaderData.entry ? 'waitlist.notFoundTitle' : 'waitlist.title')
  return [
    { title: `${title} | ${venueOfMatches(matches).name}` },
    { name: 'robots', content: 'noindex, nofollow' },
    // The address holds the guest's private token: no link or request from this page may carry it away.
    { name: 'referrer', content: 'no-referrer' },
  ]
}

export default withQueries(WaitlistScreen)

function WaitlistScreen({ loaderData, params }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-md">
      <WaitlistStatusPage key={params.token} token={params.token} initialEntry={loaderData.entry} />
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorState />
}
