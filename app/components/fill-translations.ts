import { useEffect, useRef } from 'react'
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form'
import type { TranslationFormValues } from '~/components/translation-form'

/**
 * Fills a form's translation inputs once the stored translations are read (they may arrive after the form showed),
 * whether their inputs are rendered or not: react-hook-form's resetField changes only registered fields, and a closed
 * or loading Translations disclosure has none. Only the translations, and only once: the other fields keep what staff
 * typed meanwhile, and the form stays dirty if it was.
 */
export function useFillFormTranslations<Values extends FieldValues & { translations?: TranslationFormValues }>(
  { reset, control }: Pick<UseFormReturn<Values>, 'reset' | 'control'>,
  stored: TranslationFormValues | undefined,
) {
  const filled = useRef(false)
  useEffect(() => {
    if (filled.current || !stored) return
    filled.current = true
    reset({ ...control._defaultValues, translations: stored } as DefaultValues<Values>, {
      keepDirtyValues: true,
      keepDirty: true,
      keepErrors: true,
      keepTouched: true,
      keepIsSubmitted: true,
      keepSubmitCount: true,
    })
  }, [reset, control, stored])
}
