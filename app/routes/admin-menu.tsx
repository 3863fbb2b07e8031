import type { ShouldRevalidateFunctionArgs } from 'react-router'
import { adminPageMeta } from '~/components/admin-frame'
import { MenuManagement } from '~/features/staff-menu/menu-management'
import type { Route } from './+types/admin-menu'

export const meta: Route.MetaFunction = () => adminPageMeta('Menu Management')

export { staffOnlyLoader as loader } from './staff-page.server'

// The Food | Drinks switch only changes the query (?kind=drinks): the page's data comes from the API, so the
// staff check need not run again for it.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate
}

export default function AdminMenu() {
  return <MenuManagement />
}
