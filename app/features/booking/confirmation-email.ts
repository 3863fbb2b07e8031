import type { ConfirmationEmailState } from '~/contracts/bookings'

/**
 * The one line of the guest's private page that says whether the confirmation e-mail went out. A booking without an
 * e-mail address (a phone booking, a walk-in) says nothing: the guest never expected one.
 */
export function confirmationEmailLine(state: ConfirmationEmailState, email: string | null): string | null {
  if (!email) return null
  switch (state) {
    case 'sent':
      return `We sent a confirmation to ${email}.`
    case 'queued':
      return `Your confirmation e-mail to ${email} is on its way.`
    case 'failed':
      return `We could not e-mail your confirmation to ${email}. Keep this page\u2019s link: it is your confirmation.`
    case 'none':
      return 'No confirmation e-mail was sent for this booking.'
  }
}
