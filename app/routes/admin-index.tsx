import { redirect } from 'react-router'
import { landingPage } from '~/lib/roles'
import type { Route } from './+types/admin-index'

// /admin: the signed-in staff member's landing page (hosts: the host stand), the login page otherwise (the
// dashboard's own guard decides).
export function loader({ context }: Route.LoaderArgs) {
  throw redirect(context.staff ? landingPage(context.staff.role) : '/admin/dashboard')
}

export default function AdminIndex() {
  return null
}
