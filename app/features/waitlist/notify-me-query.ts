import { useMutation } from '@tanstack/react-query'
import type { OnlineJoinedJson } from '~/contracts/waitlist'
import { apiRequest } from '~/lib/api'
import { DEFAULT_LANGUAGE, type Language } from '~/lib/languages'
import type { NotifyMeInput } from './notify-me-form'

/**
 * POST /api/waitlist (public): an online guest joins the day's line for a window. The page's language goes with it
 * (absent: English), as a booking's does, for the e-mails and the status page's address.
 */
export function useJoinWaitlist(lang: Language) {
  return useMutation({
    mutationFn: (input: NotifyMeInput) => apiRequest<OnlineJoinedJson>('POST', '/api/waitlist', lang === DEFAULT_LANGUAGE ? input : { ...input, language: lang }),
  })
}
