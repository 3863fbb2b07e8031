import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query'
import { isSessionExpired } from '~/components/admin-session'
import { apiRequest } from '~/lib/api'
import { toast } from '~/lib/use-toast'

interface StaffMutationOptions<TResult, TVariables> {
  mutationFn: (variables: TVariables) => Promise<TResult>
  /** The contract keys this write changes: each is invalidated (with everything under it) after a success. */
  invalidates: readonly QueryKey[]
  /** The success toast's text, under `successTitle` ('Success' by default); none where the screen answers itself. */
  success?: (result: TResult, variables: TVariables) => string
  successTitle?: string
  /** The failure toast's text; return null for a failure the screen answers itself (e.g. a question). */
  failure: (error: unknown) => string | null
  /** Runs after a success, before the refetch (e.g. put the answer into a cached list at once). */
  onSuccess?: (result: TResult, variables: TVariables) => void
  /** Runs on a failure, before the toast (e.g. refetch what another person changed meanwhile). */
  onFailure?: (error: unknown) => void
}

/**
 * A back-office write: toasts 'Success' or a destructive 'Error' (never both, and a failure never looks like a
 * success), then refetches what it changed. A 401 shows nothing here: the session watcher sends the person to
 * sign in again.
 */
export function useStaffMutation<TResult, TVariables = void>(options: StaffMutationOptions<TResult, TVariables>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: options.mutationFn,
    onSuccess: async (result, variables) => {
      options.onSuccess?.(result, variables)
      if (options.success) toast({ title: options.successTitle ?? 'Success', description: options.success(result, variables) })
      await Promise.all(options.invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
    },
    onError: (error) => {
      if (isSessionExpired(error)) return
      options.onFailure?.(error)
      const description = options.failure(error)
      if (description !== null) toast({ title: 'Error', description, variant: 'destructive' })
    },
  })
}

const DONE = { add: 'added', update: 'updated', delete: 'deleted' } as const

/**
 * The toasts of a write on one `thing` ('menu item'): 'Menu item added successfully.', 'Failed to add menu item.
 * Please try again.'
 */
export function writeToasts(thing: string, write: keyof typeof DONE) {
  return {
    success: `${thing.charAt(0).toUpperCase()}${thing.slice(1)} ${DONE[write]} successfully.`,
    failure: `Failed to ${write} ${thing}. Please try again.`,
  }
}

function useStaffWrite<TResult, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
  invalidates: readonly QueryKey[],
  toasts: { success: string; failure: string },
) {
  return useStaffMutation({ mutationFn, invalidates, success: () => toasts.success, failure: () => toasts.failure })
}

/** Adds one row to a staff list (POST `path` with the input), with the toasts of writeToasts(`thing`, 'add'). */
export function useStaffAdd<TInput, TResult>(path: string, invalidates: readonly QueryKey[], thing: string) {
  const post = (input: TInput) => apiRequest<TResult>('POST', path, input)
  return useStaffWrite(post, invalidates, writeToasts(thing, 'add'))
}

/** Deletes one row of a staff list by id (DELETE `path(id)`), with a toast of `messages.success` or `messages.failure`. */
export function useStaffDelete(path: (id: number) => string, invalidates: readonly QueryKey[], messages: { success: string; failure: string }) {
  return useStaffWrite((id: number) => apiRequest('DELETE', path(id)), invalidates, messages)
}
