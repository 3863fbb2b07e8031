import { adminPageMeta } from '~/components/admin-frame'
import { requireStaffPage } from '~/.server/guard'
import { EventsManagement } from '~/features/events/events-management'
import type { Route } from './+types/admin-events'

export const meta: Route.MetaFunction = () => adminPageMeta('Events Management')

export function loader({ context, request }: Route.LoaderArgs) {
  requireStaffPage(context, request)
  return { timeZone: context.config.VENUE_TIMEZONE }
}

export default function AdminEvents({ loaderData }: Route.ComponentProps) {
  return <EventsManagement timeZone={loaderData.timeZone} />
}
