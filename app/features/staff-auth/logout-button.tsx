import { useQueryClient } from '@tanstack/react-query'
import { LogOut } from '~/components/staff-icons'
import { authPaths, LOGIN_PAGE_PATH } from '~/contracts/auth'
import { Button } from '~/components/ui/button'
import { useHydrated } from '~/components/use-hydrated'
import { useStaffMutation } from '~/components/use-staff-mutation'
import { apiRequest } from '~/lib/api'

/**
 * Ends the session on the server and returns to the login page as a new document: no admin query is left to
 * come back 401 (and read as an expired session), and no admin data stays in memory. Disabled until the page's
 * script runs: a tap before would do nothing.
 */
export function LogoutButton() {
  const queryClient = useQueryClient()
  const hydrated = useHydrated()
  const logout = useStaffMutation({
    mutationFn: async () => {
      // Loads still on their way are aborted, not answered 401 once the session is gone.
      await queryClient.cancelQueries()
      await apiRequest('POST', authPaths.logout)
    },
    invalidates: [],
    onSuccess: () => window.location.replace(LOGIN_PAGE_PATH),
    failure: () => 'Could not log out. Please try again.',
  })
  return (
    <Button variant="outline" className="h-11 px-3 max-sm:w-11" onClick={() => logout.mutate()} disabled={!hydrated || logout.isPending}>
      <LogOut aria-hidden="true" />
      {/* An icon on a phone, where the header has one row; the name stays for screen readers. */}
      <span className="max-sm:sr-only">{logout.isPending ? 'Logging out...' : 'Logout'}</span>
    </Button>
  )
}
