import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import { LogOut } from 'lucide-react'
import { useNavigate } from 'react-router'
import { LOGIN_PATH } from '~/components/admin-session'
import { Button } from '~/components/ui/button'
import { apiRequest } from '~/lib/api'
import { toast } from '~/lib/use-toast'

/**
 * Resolves once no query is loading (or after `timeoutMs`): a load still on its way when the session ends
 * would come back 401 and read as an expired session.
 */
function loadsSettled(queryClient: QueryClient, timeoutMs = 3000): Promise<void> {
  if (queryClient.isFetching() === 0) return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      unsubscribe()
      resolve()
    }
    const timer = setTimeout(done, timeoutMs)
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) done()
    })
  })
}

/** Ends the session on the server, drops cached admin data, and returns to the login page. */
export function LogoutButton() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const logout = useMutation({
    mutationFn: async () => {
      await loadsSettled(queryClient)
      await apiRequest('POST', '/api/auth/logout')
    },
    onSuccess: async () => {
      // Leave the admin pages first (their queries unmount), then drop the data of the ended session.
      await navigate(LOGIN_PATH, { replace: true })
      queryClient.clear()
    },
    onError: () => {
      toast({ title: 'Error', description: 'Could not log out. Please try again.', variant: 'destructive' })
    },
  })
  return (
    <Button variant="outline" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
      <LogOut aria-hidden="true" />
      {logout.isPending ? 'Logging out...' : 'Logout'}
    </Button>
  )
}
