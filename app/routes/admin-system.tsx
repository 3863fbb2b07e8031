import { adminPageMeta } from '~/components/admin-frame'
import { SystemStatus } from '~/features/staff-system/system-status'
import type { Route } from './+types/admin-system'

export const meta: Route.MetaFunction = () => adminPageMeta('System')

// Owners only: the API refuses the status and the backups to anyone else (GET /api/system answers 403).
export { staffTimeZoneLoader as loader } from './staff-page.server'

export default function AdminSystem({ loaderData }: Route.ComponentProps) {
  return <SystemStatus timeZone={loaderData.timeZone} />
}
