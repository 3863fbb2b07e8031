import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useStaffMutation } from '~/components/use-staff-mutation'
import { type EmailJson, type EmailListJson, type EmailPreviewJson, type EmailSummaryJson, emailKeys, emailPaths } from '~/contracts/emails'
import { apiRequest, getJson } from '~/lib/api'
import { dismissFailure, dismissSuccess, resendFailure, resendSuccess } from './email-format'

/** The outbox is read again this often while a screen shows it: staff see queued messages go out. */
export const EMAIL_REFETCH_MS = 30_000

const refreshed = { refetchOnMount: 'always', refetchInterval: EMAIL_REFETCH_MS } as const

/** The outbox, newest first, and whether a mail server is set. Refetched on every opening and every 30 seconds. */
export function useEmails() {
  return useQuery({
    queryKey: emailKeys.list(),
    queryFn: getJson<EmailListJson>(emailPaths.list),
    ...refreshed,
  })
}

/** What the dashboard warns about (messages failing for more than an hour); refreshed like the outbox. */
export function useEmailSummary() {
  return useQuery({
    queryKey: emailKeys.summary(),
    queryFn: getJson<EmailSummaryJson>(emailPaths.summary),
    ...refreshed,
  })
}

/** One message as it is (or was) sent, read when its preview opens (null: none open). */
export function useEmailPreview(id: number | null) {
  return useQuery({
    queryKey: emailKeys.detail(id ?? 0),
    queryFn: getJson<EmailPreviewJson>(emailPaths.detail(id ?? 0)),
    enabled: id !== null,
    refetchOnMount: 'always',
  })
}

/**
 * A staff action on a failed message (POST to `path(id)`): resend it, or dismiss it. A refusal (409: it is no longer
 * failed, someone acted on it meanwhile) says so, and the outbox is read again either way.
 */
function useFailedEmailAction(path: (id: number) => string, success: (email: EmailJson) => string, failure: (error: unknown) => string) {
  const queryClient = useQueryClient()
  return useStaffMutation({
    mutationFn: (email: EmailJson) => apiRequest<EmailJson>('POST', path(email.id)),
    invalidates: [emailKeys.all],
    success: (_result, email) => success(email),
    failure,
    onFailure: () => void queryClient.invalidateQueries({ queryKey: emailKeys.all }),
  })
}

/** POST /api/emails/:id/resend: a failed message is queued again. */
export const useResendEmail = () => useFailedEmailAction(emailPaths.resend, resendSuccess, resendFailure)

/** POST /api/emails/:id/dismiss: staff give up on a failed message (the dashboard stops warning of it). */
export const useDismissEmail = () => useFailedEmailAction(emailPaths.dismiss, dismissSuccess, dismissFailure)
