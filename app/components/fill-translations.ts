import { useEffect, useRef } from 'react'
import type { TranslationFormValues } from '~/components/translation-form'

/**
 * Fills a form of the translations alone once the stored ones are read (they may arrive after the form showed). A
 * reset, not resetField: resetField changes only registered fields, and a closed or loading Translations disclosure
 * has none. Staff cannot have typed in them yet (the inputs wait while loading); only once, so a refetch after a save
 * leaves what is typed.
 */
export function useFillTranslationForm(reset: (values: { translations?: TranslationFormValues }) => void, stored: TranslationFormValues | undefined) {
  const filled = useRef(false)
  useEffect(() => {
    if (filled.current || !stored) return
    filled.current = true
    reset({ translations: stored })
  }, [reset, stored])
}
