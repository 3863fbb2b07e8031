import type { ConfirmationEmailState } from '~/contracts/bookings'
import { type BookingWords, ENGLISH_WORDS } from './booking-words'

/**
 * The one line of the guest's private page that says whether the confirmation e-mail went out. A booking without an
 * e-mail address (a phone booking, a walk-in) says nothing: the guest never expected one.
 */
export function confirmationEmailLine(state: ConfirmationEmailState, email: string | null, w: BookingWords = ENGLISH_WORDS): string | null {
  if (!email) return null
  switch (state) {
    case 'sent':
      return w.t('emailSent', { email })
    case 'queued':
      return w.t('emailQueued', { email })
    case 'failed':
      return w.t('emailFailed', { email })
    case 'none':
      return w.t('emailNone')
  }
}
