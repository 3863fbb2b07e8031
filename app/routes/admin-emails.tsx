import { adminPageMeta } from '~/components/admin-frame'
import { EmailsManagement } from '~/features/staff-emails/emails-management'
import type { Route } from './+types/admin-emails'

export const meta: Route.MetaFunction = () => adminPageMeta('E-mails')

export { staffTimeZoneLoader as loader } from './staff-page.server'

export default function AdminEmails({ loaderData }: Route.ComponentProps) {
  return <EmailsManagement timeZone={loaderData.timeZone} />
}
