import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { SESSION_EXPIRED_LOGIN_PATH } from '~/contracts/auth'
import { ApiError } from '~/lib/api'

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.'

/** True when an admin API call was refused because the staff session is gone (401). */
export function isSessionExpired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401
}

/**
 * Watches every admin query and mutation: the first 401 sends the person to the login page with
 * SESSION_EXPIRED_MESSAGE, so an expired session never fails silently. Renders nothing.
 */
export function AdminSessionWatcher() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()

  useEffect(() => {
    let redirected = false
    const onError = (error: unknown) => {
      if (redirected || !isSessionExpired(error)) return
      redirected = true
      void navigate(SESSION_EXPIRED_LOGIN_PATH, { replace: true })
    }
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error)
    })
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error)
    })
    return () => {
      unsubscribeQueries()
      unsubscribeMutations()
    }
  }, [queryClient, navigate])

  return null
}
