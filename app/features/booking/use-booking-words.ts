import { useMemo } from 'react'
import { useI18n } from '~/components/i18n'
import { type BookingWords, bookingWords } from './booking-words'

/** The booking pages' words in the page's language. */
export function useBookingWords(): BookingWords {
  const { lang, t, error } = useI18n()
  return useMemo(() => bookingWords(lang, t, error), [lang, t, error])
}
