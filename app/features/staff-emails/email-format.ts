import type { EmailJson, EmailStatus } from '~/contracts/emails'
import { errorMessage } from '~/lib/api'

/** 'Nov 25, 7:04 PM': an instant as the venue's clock showed it (whatever the browser's own time zone). */
export function emailTimeFormat(timeZone: string): (iso: string) => string {
  const wording = new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })
  return (iso) => wording.format(new Date(iso))
}

/** The status badge's colours: light tints with dark text (WCAG AA); the label always says the status in words. */
export const EMAIL_STATUS_BADGE: Record<EmailStatus, string> = {
  queued: 'bg-yellow-100 text-yellow-900 border border-yellow-400',
  sent: 'bg-green-100 text-green-900 border border-green-500',
  failed: 'bg-red-100 text-red-900 border border-red-400',
  cancelled: 'bg-gray-100 text-gray-800 border border-gray-400',
}

/**
 * How a message's delivery stands, in one line: when it went out, when it is due or tried next, or why it waits.
 * Null for a message no longer due (its badge says all).
 */
export function deliveryText(
  email: Pick<EmailJson, 'status' | 'attempts' | 'sendAfter' | 'sentAt'>,
  { formatTime, now, mailServer }: { formatTime: (iso: string) => string; now: Date; mailServer: boolean },
): string | null {
  switch (email.status) {
    case 'sent':
      return email.sentAt ? `Sent ${formatTime(email.sentAt)}` : 'Sent'
    case 'failed':
      return 'No more attempts'
    case 'cancelled':
      return null
    case 'queued':
      if (email.attempts > 0) return `Next attempt ${formatTime(email.sendAfter)}`
      if (new Date(email.sendAfter).getTime() > now.getTime()) return `Due ${formatTime(email.sendAfter)}`
      return mailServer ? 'Being sent' : 'Waiting for a mail server'
  }
}

/** The mail server's last complaint is worth showing while it matters: a failed message, or one waiting for a retry. */
export function shownError(email: Pick<EmailJson, 'status' | 'attempts' | 'lastError'>): string | null {
  if (!email.lastError) return null
  return email.status === 'failed' || (email.status === 'queued' && email.attempts > 0) ? email.lastError : null
}

/** Only a failed message can be sent again or dismissed (the API answers 409 otherwise). */
export const canResend = (email: Pick<EmailJson, 'status'>) => email.status === 'failed'

export const RESEND_FALLBACK = 'Failed to resend the e-mail. Please try again.'

export const resendSuccess = (email: Pick<EmailJson, 'to'>) => `The e-mail to ${email.to} is queued to be sent again.`

/** A refusal's own message (a 409: someone else resent it, or it is no longer failed), else the fallback. */
export const resendFailure = (error: unknown) => errorMessage(error, RESEND_FALLBACK)

export const DISMISS_FALLBACK = 'Failed to dismiss the e-mail. Please try again.'

export const dismissSuccess = (email: Pick<EmailJson, 'to'>) => `The e-mail to ${email.to} is dismissed: the dashboard no longer warns of it.`

export const dismissFailure = (error: unknown) => errorMessage(error, DISMISS_FALLBACK)
