import { adminPageMeta } from '~/components/admin-frame'
import { requireStaffPage } from '~/.server/guard'
import { EmailsManagement } from '~/features/staff-emails/emails-management'
import type { Route } from './+types/admin-emails'

export const meta: Route.MetaFunction = () => adminPageMeta('E-mails')

export function loader({ context, request }: Route.LoaderArgs) {
  requireStaffPage(context, request)
  // Times are the venue's, whatever the browser's time zone.
  return { timeZone: context.config.VENUE_TIMEZONE }
}

export default function AdminEmails({ loaderData }: Route.ComponentProps) {
  return <EmailsManagement timeZone={loaderData.timeZone} />
}
