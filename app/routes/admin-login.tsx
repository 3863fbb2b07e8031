import { redirect, useSearchParams } from 'react-router'
import { adminPageMeta } from '~/components/admin-frame'
import { SESSION_EXPIRED_MESSAGE } from '~/components/admin-session'
import { Card, CardContent, CardDescription, CardHeader } from '~/components/ui/card'
import { DASHBOARD_PATH, LoginForm } from '~/features/staff-auth/login-form'
import type { Route } from './+types/admin-login'

export const meta: Route.MetaFunction = () => adminPageMeta('Staff Login')

// Already signed in: straight to the dashboard.
export function loader({ context }: Route.LoaderArgs) {
  if (context.staff) throw redirect(DASHBOARD_PATH)
  return null
}

export default function AdminLogin() {
  const [params] = useSearchParams()
  const notice = params.get('expired') === '1' ? SESSION_EXPIRED_MESSAGE : undefined
  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-10">
      <Card className="w-full max-w-sm">
        <CardHeader>
          <h1 className="text-2xl font-bold">Staff Login</h1>
          <CardDescription>Sign in to manage the menu, offers and reservations.</CardDescription>
        </CardHeader>
        <CardContent>
          <LoginForm notice={notice} />
        </CardContent>
      </Card>
    </main>
  )
}
