import { useQuery } from '@tanstack/react-query'
import { useStaffMutation } from '~/components/use-staff-mutation'
import {
  type NewStaffJson,
  type StaffAccountJson,
  type StaffRole,
  type StaffSessionJson,
  staffKeys,
  staffPaths,
} from '~/contracts/staff'
import { apiRequest, errorMessage, getJson } from '~/lib/api'

export function useStaffAccounts() {
  return useQuery({ queryKey: staffKeys.all, queryFn: getJson<StaffAccountJson[]>(staffPaths.list), refetchOnMount: 'always' })
}

export function useAddStaff() {
  return useStaffMutation({
    mutationFn: (input: { username: string; role: StaffRole; password?: string }) => apiRequest<NewStaffJson>('POST', staffPaths.list, input),
    invalidates: [staffKeys.all],
    failure: (error) => errorMessage(error, 'Failed to add the account. Please try again.'),
  })
}

export type StaffChangeInput = { role?: StaffRole; active?: boolean; password?: string }

export function useChangeStaff() {
  return useStaffMutation({
    mutationFn: ({ account, change }: { account: StaffAccountJson; change: StaffChangeInput }) =>
      apiRequest<StaffAccountJson>('PATCH', staffPaths.item(account.id), change),
    invalidates: [staffKeys.all],
    success: (_result, { account, change }) => changeDone(account.username, change),
    failure: (error) => errorMessage(error, 'Failed to change the account. Please try again.'),
  })
}

function changeDone(username: string, change: StaffChangeInput): string {
  if (change.password !== undefined) return `${username}'s password was reset; their sessions were ended.`
  if (change.active === false) return `${username} was deactivated; their sessions were ended.`
  if (change.active === true) return `${username} was reactivated.`
  return `${username} is now ${change.role}; their sessions were ended.`
}

/** The open sessions of one account (owner), or one's own (`id` null). */
export function useSessions(id: number | null) {
  return useQuery({
    queryKey: id === null ? staffKeys.own : staffKeys.sessions(id),
    queryFn: getJson<StaffSessionJson[]>(id === null ? staffPaths.ownSessions : staffPaths.sessions(id)),
    refetchOnMount: 'always',
  })
}

/** Ends one session (`session`) or all (`session` null) of an account (owner), or of one's own (`id` null). */
export function useEndSessions(id: number | null) {
  return useStaffMutation({
    mutationFn: (session: StaffSessionJson | null) => {
      if (session) return apiRequest('DELETE', id === null ? staffPaths.ownSession(session.id) : staffPaths.session(session.id))
      return apiRequest('DELETE', id === null ? staffPaths.ownSessions : staffPaths.sessions(id))
    },
    invalidates: [staffKeys.all, staffKeys.own],
    success: (_result, session) => (session ? `The session on ${session.device} was ended.` : id === null ? 'Your other sessions were ended.' : 'All sessions were ended.'),
    failure: (error) => errorMessage(error, 'Failed to end the session. Please try again.'),
  })
}

export function useChangeOwnPassword() {
  return useStaffMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) => apiRequest<{ message: string }>('POST', staffPaths.ownPassword, input),
    invalidates: [staffKeys.own],
    success: (result) => result.message,
    // The form shows a wrong current password by its field.
    failure: () => null,
  })
}
