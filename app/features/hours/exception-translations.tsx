import { useForm, useWatch } from 'react-hook-form'
import { TranslationFields, useFillTranslations } from '~/components/translation-fields'
import { type TranslationFormValues, translationFormValues, translationsInput } from '~/components/translation-form'
import type { ContentTranslations } from '~/contracts/translations'
import { EXCEPTION_TRANSLATED, EXCEPTION_TRANSLATED_NAMES } from './hours-form'

/**
 * The translations of a listed exception's note, changed in place (saved with the hours). `stored` is undefined while
 * they are read; `onChange` hears only what staff type, so that merely reading them changes nothing to save.
 */
export function ExceptionTranslations({ stored, onChange }: { stored: ContentTranslations | undefined; onChange: (translations: ContentTranslations) => void }) {
  const initial = stored && translationFormValues(stored, EXCEPTION_TRANSLATED_NAMES)
  const { register, control, reset, getValues } = useForm<{ translations?: TranslationFormValues }>({ defaultValues: { translations: initial } })
  const translations = useWatch({ control, name: 'translations' })
  useFillTranslations((stored) => reset({ translations: stored }), initial)
  return (
    <TranslationFields
      fields={EXCEPTION_TRANSLATED}
      register={(path) => register(path as 'translations', { onChange: () => onChange(translationsInput(getValues('translations'))) })}
      errorOf={() => undefined}
      values={translations}
      loading={translations === undefined}
    />
  )
}
