import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { fieldAria } from '~/components/field-aria'
import { TranslationFields, useFillTranslations } from '~/components/translation-fields'
import { type TranslationFormValues, translationFormValues } from '~/components/translation-form'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { GALLERY_ALT_MAX_LENGTH, type GalleryPhotoJson } from '~/contracts/gallery'
import type { ContentTranslations } from '~/contracts/translations'
import { errorMessage } from '~/lib/api'
import { altTranslationValues, GALLERY_TRANSLATED, parseAltEdit } from './upload-form'
import { useUpdateGalleryAlt } from './gallery-query'

interface AltTranslationForm {
  /** Undefined while the stored ones are not read: then none is sent, and the photo keeps its own. */
  translations?: TranslationFormValues
}

/**
 * The alt text (the caption) of one photo, edited in place with its translations: Enter or 'Save' saves both; it
 * cannot be left empty. `storedTranslations` is undefined while they are read.
 */
export function AltEditor({ photo, position, storedTranslations }: { photo: GalleryPhotoJson; position: number; storedTranslations: ContentTranslations | undefined }) {
  const update = useUpdateGalleryAlt()
  const [alt, setAlt] = useState(photo.alt)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const stored = altTranslationValues(storedTranslations)
  const { register, control, reset, getValues, formState } = useForm<AltTranslationForm>({ defaultValues: { translations: stored } })
  const translations = useWatch({ control, name: 'translations' })
  useFillTranslations((translations) => reset({ translations }), stored)
  const id = `gallery-alt-${photo.id}`
  // A save elsewhere (or a refetch) brings a new alt text: shown unless staff are changing it.
  const [shownAlt, setShownAlt] = useState(photo.alt)
  if (photo.alt !== shownAlt) {
    setShownAlt(photo.alt)
    setAlt(photo.alt)
  }
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const result = parseAltEdit(alt, getValues('translations'))
    if (!result.ok) return setErrors(result.errors)
    setErrors({})
    update.mutate(
      { id: photo.id, input: result.input },
      {
        // What was saved is the new baseline: the Save button waits for the next change.
        onSuccess: () => {
          // What was sent, not what is in the inputs now: anything typed while saving stays unsaved.
          const sent = result.input.translations
          if (sent) reset({ translations: translationFormValues(sent, ['alt']) }, { keepValues: true })
        },
        onError: (e) => setErrors({ alt: errorMessage(e, 'Failed to save the alt text.') }),
      },
    )
  }
  const changed = alt.trim() !== photo.alt || formState.isDirty
  const error = errors.alt
  return (
    <form onSubmit={submit} noValidate className="grid gap-2">
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          Alt text of photo {position}
        </label>
        <div className="flex gap-2">
          <Input
            id={id}
            value={alt}
            maxLength={GALLERY_ALT_MAX_LENGTH}
            onChange={(event) => setAlt(event.target.value)}
            required
            {...fieldAria(id, error)}
          />
          <Button type="submit" variant="secondary" size="sm" className="h-10" disabled={update.isPending || !changed}>
            {update.isPending ? 'Saving...' : 'Save'}
            <span className="sr-only"> alt text of photo {position}</span>
          </Button>
        </div>
        {error && (
          <p id={`${id}-error`} className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
      <TranslationFields
        fields={GALLERY_TRANSLATED}
        register={(path) => register(path as 'translations')}
        errorOf={(path) => errors[path]}
        values={translations}
        loading={translations === undefined}
      />
    </form>
  )
}
