import { isRouteErrorResponse, Outlet, type ShouldRevalidateFunctionArgs } from 'react-router'
import { AdminFrame, AdminPageError, adminPageMeta, AdminPageRefusal } from '~/components/admin-frame'
import { AdminSessionWatcher } from '~/components/admin-session'
import { type PageRefusal, requireSignedIn } from '~/.server/guard'
import { LogoutButton } from '~/features/staff-auth/logout-button'
import type { Route } from './+types/admin-layout'
import { sendToSecondFactorSetup } from './second-factor-gate.server'
import { QueryScope, withQueries } from '~/lib/query-scope'

// Formats dates with Intl as it hydrates: Intl's locale data is loaded while the head is parsed (root.tsx).
export const handle = { formatsDates: true }

export const meta: Route.MetaFunction = () => adminPageMeta('Staff Dashboard')

// Checked on the server before anything admin reaches the browser. Every child page checks again in its
// own loader, with its role (React Router runs child loaders in parallel with this one): a page the role may not
// open throws its 403, which this layout's boundary shows inside the frame.
export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = requireSignedIn(context, request)
  await sendToSecondFactorSetup(context, request, staff)
  return { username: staff.username, role: staff.role }
}

// A change of the query alone (the menu page's Food | Drinks switch) keeps the same page and the same staff member.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate
}

export default withQueries(AdminLayout)

function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminFrame username={loaderData.username} role={loaderData.role} actions={<LogoutButton />}>
      <AdminSessionWatcher />
      <Outlet />
    </AdminFrame>
  )
}

/**
 * A loader or render error on any admin page (none of them has a boundary of its own): the frame and the navigation
 * stay, with the error in the page's place and a way to load it again; a page the role may not open (403) says so
 * and links to where the role's work is. The staff member's name shows when this layout's own data arrived (a
 * request that failed as a whole brings none); Logout works either way.
 */
export function ErrorBoundary({ loaderData, error }: Route.ErrorBoundaryProps) {
  const refusal = isRouteErrorResponse(error) && error.status === 403 ? (error.data as PageRefusal) : null
  return (
    <QueryScope>
      <AdminFrame username={loaderData?.username} role={loaderData?.role} actions={<LogoutButton />}>
        {refusal ? <AdminPageRefusal message={refusal.message} landing={refusal.landing} /> : <AdminPageError />}
      </AdminFrame>
    </QueryScope>
  )
}
