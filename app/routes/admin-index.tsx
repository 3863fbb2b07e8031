import { redirect } from 'react-router'
import type { Route } from './+types/admin-index'

// /admin: the dashboard when signed in, the login page otherwise (the dashboard's own guard decides).
export function loader(_args: Route.LoaderArgs) {
  throw redirect('/admin/dashboard')
}

export default function AdminIndex() {
  return null
}
