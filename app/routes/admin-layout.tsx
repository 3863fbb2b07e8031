import { Outlet, redirect } from 'react-router'
import type { Route } from './+types/admin-layout'

export function loader({ context }: Route.LoaderArgs) {
  if (!context.staff) throw redirect('/admin/login')
  return { username: context.staff.username }
}

export default function AdminLayout() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <h1 className="text-2xl font-bold">Staff Dashboard</h1>
      <Outlet />
    </div>
  )
}
