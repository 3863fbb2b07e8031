import { Link, redirect, useSearchParams } from 'react-router'
import { adminPageMeta } from '~/components/admin-frame'
import { SESSION_EXPIRED_MESSAGE } from '~/components/admin-session'
import { StaffEntryPage } from '~/components/staff-entry-page'
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
  const [params] = useSearchParams()
  const notice = params.get('expired') === '1' ? SESSION_EXPIRED_MESSAGE : undefined
  return (
    <StaffEntryPage
      title="Staff Login"
      description="Sign in to manage the menu, offers and reservations."
      top={
        <nav aria-label="Site" className="px-4 py-3">
          <Link to="/menu" className="text-sm text-primary underline underline-offset-4">
            ← Back to the website
          </Link>
        </nav>
      }
    >
      <LoginForm notice={notice} />
    </StaffEntryPage>
  )
}
