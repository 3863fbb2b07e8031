import { adminPageMeta } from '~/components/admin-frame'
import { EventsManagement } from '~/features/events/events-management'
import type { Route } from './+types/admin-events'

export const meta: Route.MetaFunction = () => adminPageMeta('Events Management')

export { staffTimeZoneLoader as loader } from './staff-page.server'

export default function AdminEvents({ loaderData }: Route.ComponentProps) {
  return <EventsManagement timeZone={loaderData.timeZone} />
}
