import { useEffect, useId, useRef, useState } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { fieldAria } from '~/components/field-aria'
import { useStaffTranslationsFailed } from '~/components/staff-translations-query'
import { FieldNotes } from '~/components/field-notes'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { Textarea } from '~/components/ui/textarea'
import { languageName, TRANSLATION_LANGUAGES } from '~/contracts/translations'
import { translatedLanguageCount, type TranslationFormValues, translationLabel } from '~/components/translation-form'

/**
 * Fills an open editor's translations once the stored ones are read (they may arrive after the dialog opened), with
 * `fill`: `setValue('translations', stored)` where they are part of the editor's form, what staff typed meanwhile in
 * the English fields staying (remounting the form with new default values would wipe it); `reset({ translations })`
 * of a form of the translations alone, where the form's dirtiness says what to send. Not resetField: it changes
 * only registered fields, and a closed or loading Translations disclosure has none. Only once, so a refetch after a
 * save leaves what is typed.
 */
export function useFillTranslations(fill: (stored: TranslationFormValues) => void, stored: TranslationFormValues | undefined) {
  const filled = useRef(false)
  useEffect(() => {
    if (filled.current || !stored) return
    filled.current = true
    fill(stored)
  }, [fill, stored])
}

export interface TranslatedField {
  /** The English field's name in the API ('name'). */
  name: string
  /** Its label in the form ('Name'). */
  label: string
  multiline?: boolean
}

/**
 * The optional translations of an editor's English fields, folded under one "Translations" disclosure so that the
 * dialog stays short: per language, one input per field, marked with the language (`lang`) so that spelling checkers
 * and screen readers switch. The inputs are the form's own, at `translations.<lang>.<field>`.
 */
export function TranslationFields({
  fields,
  register,
  errorOf,
  values,
  loading = false,
}: {
  fields: readonly TranslatedField[]
  /** The form's register for a path 'translations.ko.name'. */
  register: (path: string) => UseFormRegisterReturn
  errorOf: (path: string) => string | undefined
  /** The current values, for the summary's count. */
  values: Partial<TranslationFormValues> | undefined
  /** The stored translations are not read yet: the inputs wait (a save keeps what is stored). */
  loading?: boolean
}) {
  const prefix = useId()
  const failed = useStaffTranslationsFailed()
  const count = translatedLanguageCount(values)
  const hasError = TRANSLATION_LANGUAGES.some((lang) => fields.some((field) => errorOf(`translations.${lang}.${field.name}`)))
  const [opened, setOpened] = useState(false)
  // Closed, the inputs are not rendered (the form keeps their values): the dialog's own fields stay the only ones
  // named 'Name' or 'Description'.
  const open = opened || hasError
  return (
    <details className="group rounded-md border px-3 py-2" open={open} onToggle={(event) => setOpened(event.currentTarget.open)}>
      <summary className="cursor-pointer text-sm font-medium">
        Translations{' '}
        <span className="font-normal text-muted-foreground">
          ({loading ? (failed ? 'not read' : 'loading…') : `${count} of ${TRANSLATION_LANGUAGES.length} languages`})
        </span>
      </summary>
      {!open ? null : loading && failed ? (
        <p role="alert" className="mt-2 text-sm text-destructive">
          The translations could not be read. Reload the page to edit them; saving now keeps the stored ones.
        </p>
      ) : loading ? (
        <p className="mt-2 text-sm text-muted-foreground">Loading the translations…</p>
      ) : (
        <div className="mt-3 grid max-h-[40vh] gap-3 overflow-y-auto pr-1">
          {TRANSLATION_LANGUAGES.map((lang) => (
            <fieldset key={lang} className="grid gap-2">
              <legend className="mb-1 text-xs font-semibold text-muted-foreground" lang={lang}>
                {languageName(lang)}
              </legend>
              {fields.map((field) => {
                const path = `translations.${lang}.${field.name}`
                const id = `${prefix}-${lang}-${field.name}`
                const error = errorOf(path)
                const props = { id, lang, autoComplete: 'off', ...fieldAria(id, error), ...register(path) }
                return (
                  <div key={field.name} className="grid gap-1">
                    <Label htmlFor={id} className="text-xs">
                      {translationLabel(field.label, lang)}
                    </Label>
                    {field.multiline ? <Textarea rows={2} {...props} /> : <Input {...props} />}
                    <FieldNotes id={id} error={error} />
                  </div>
                )
              })}
            </fieldset>
          ))}
        </div>
      )}
    </details>
  )
}
