import { adminPageMeta } from '~/components/admin-frame'
import { AuditLog } from '~/features/staff-audit/audit-log'
import type { Route } from './+types/admin-audit'

export const meta: Route.MetaFunction = () => adminPageMeta('Audit log')

// Owners only: the API refuses the trail to anyone else (GET /api/audit answers 403).
export { staffTimeZoneLoader as loader } from './staff-page.server'

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  return <AuditLog timeZone={loaderData.timeZone} />
}
