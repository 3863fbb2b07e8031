import { adminPageMeta } from '~/components/admin-frame'
import { requireStaffPage } from '~/.server/guard'
import { readVenue } from '~/.server/services/venue'
import { venueScreenText } from '~/contracts/venue'
import { VenueSettings } from '~/features/venue/venue-settings'
import type { Route } from './+types/admin-venue'

export const meta: Route.MetaFunction = () => adminPageMeta(venueScreenText.title)

/** First render: the form filled in with the stored details (the same JSON as GET /api/venue). */
export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaffPage(context, request)
  return { venue: await readVenue(context.db) }
}

// The form keeps what staff typed: a revalidation after a save must not remount it with other values.
export default function AdminVenue({ loaderData }: Route.ComponentProps) {
  return <VenueSettings venue={loaderData.venue} />
}
