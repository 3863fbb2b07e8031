import { Link, redirect, useSearchParams } from 'react-router'
import { AdminFooter, adminPageMeta } from '~/components/admin-frame'
import { SESSION_EXPIRED_MESSAGE } from '~/components/admin-session'
import { LogoMark } from '~/components/logo'
import { Card, CardContent, CardDescription, CardHeader } from '~/components/ui/card'
import { useVenue } from '~/components/venue'
import { LoginForm } from '~/features/staff-auth/login-form'
import { landingPage } from '~/lib/roles'
import type { Route } from './+types/admin-login'
import { withQueries } from '~/lib/query-scope'

export const meta: Route.MetaFunction = () => adminPageMeta('Staff Login')

// Already signed in: straight to the role's landing page.
export function loader({ context }: Route.LoaderArgs) {
  if (context.staff) throw redirect(landingPage(context.staff.role))
  return null
}

export default withQueries(AdminLogin)

function AdminLogin() {
  const venue = useVenue()
  const [params] = useSearchParams()
  const notice = params.get('expired') === '1' ? SESSION_EXPIRED_MESSAGE : undefined
  return (
    <div className="flex min-h-dvh flex-col">
      <nav aria-label="Site" className="px-4 py-3">
        <Link to="/menu" className="text-sm text-primary underline underline-offset-4">
          ← Back to the website
        </Link>
      </nav>
      <main className="flex flex-1 flex-col items-center justify-center gap-6 px-4 py-10">
        <div className="flex items-center gap-3">
          <LogoMark className="size-12" />
          <p className="text-lg font-semibold">{venue.name}</p>
        </div>
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
      <AdminFooter />
    </div>
  )
}
