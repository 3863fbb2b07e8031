import { ImageOff } from '~/components/staff-icons'
import { useId, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { AdminDialogForm, type DialogSubmit } from '~/components/admin-form-dialogs'
import { fieldAria, formFields } from '~/components/field-aria'
import { FormField } from '~/components/form-field'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { Textarea } from '~/components/ui/textarea'
import { EVENT_DESCRIPTION_MAX_LENGTH, EVENT_TITLE_MAX_LENGTH } from '~/contracts/events'
import type { EventInput } from '~/contracts/events.schemas'
import { errorMessage } from '~/lib/api'
import { errorAt } from '~/components/translation-form'
import { TranslationFields, useFillTranslations } from '~/components/translation-fields'
import { EVENT_TRANSLATED, type EventFormValues, type EventPhoto, parseEventForm, photoFileProblem } from './event-form'
import { useUploadPhoto } from './staff-events-query'

const FIELDS = ['title', 'description', 'date', 'time', 'endTime'] as const
const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif'
export const PHOTO_UPLOAD_FAILED = 'The photo could not be uploaded. Please try again.'

/**
 * The fields of the add and edit event dialogs: times in venue time, an optional end and an optional photo; in the
 * edit dialog, the title's and description's translations.
 */
export function EventEditor({
  defaultValues,
  defaultPhoto,
  onSave,
  pending,
  pendingLabel,
  submitLabel,
  translatable = false,
}: DialogSubmit & {
  defaultValues: EventFormValues
  defaultPhoto: EventPhoto
  onSave: (input: EventInput) => void
  /** Shows the Translations disclosure (the edit dialog). */
  translatable?: boolean
}) {
  const { register, control, handleSubmit, setError, clearErrors, formState, setValue } = useForm<EventFormValues>({ defaultValues })
  const errors = formState.errors
  const translations = useWatch({ control, name: 'translations' })
  useFillTranslations((stored) => setValue('translations', stored), defaultValues.translations)
  const { id, fieldProps, controlProps } = formFields<keyof EventFormValues>(useId(), (name) => errors[name]?.message)
  const [photo, setPhoto] = useState<EventPhoto>(defaultPhoto)
  const [photoError, setPhotoError] = useState<string | undefined>()
  const fileInput = useRef<HTMLInputElement>(null)
  const upload = useUploadPhoto()

  const onSubmit = handleSubmit((values) => {
    clearErrors()
    if (upload.isPending) return
    const result = parseEventForm(values, photo)
    if (!result.ok) {
      let focus = true
      for (const field of FIELDS) {
        const message = result.errors[field]
        if (!message) continue
        setError(field, { message }, { shouldFocus: focus })
        focus = false
      }
      for (const [path, message] of Object.entries(result.errors)) {
        if (path.startsWith('translations.') && message) setError(path as 'translations', { message })
      }
      if (result.errors.imageId) setPhotoError(result.errors.imageId)
      return
    }
    onSave(result.input)
  })

  const choosePhoto = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    if (!file) return
    const problem = photoFileProblem(file)
    setPhotoError(problem ?? undefined)
    if (problem) {
      event.target.value = ''
      return
    }
    upload.mutate(file, {
      onSuccess: (image) => setPhoto({ imageId: image.id, preview: image, changed: true }),
      onError: (error) => setPhotoError(errorMessage(error, PHOTO_UPLOAD_FAILED)),
      onSettled: () => {
        if (fileInput.current) fileInput.current.value = ''
      },
    })
  }

  const removePhoto = () => {
    setPhoto({ imageId: null, preview: null, changed: true })
    setPhotoError(undefined)
    fileInput.current?.focus()
  }

  return (
    <AdminDialogForm
      onSubmit={onSubmit}
      pending={pending || upload.isPending}
      pendingLabel={upload.isPending ? 'Uploading photo...' : pendingLabel}
      submitLabel={submitLabel}
    >
      <FormField {...fieldProps('title')} label="Title">
        <Input autoComplete="off" maxLength={EVENT_TITLE_MAX_LENGTH} placeholder="e.g. Fire Dance Night" {...controlProps('title')} {...register('title')} />
      </FormField>
      <FormField {...fieldProps('description')} label="Description">
        <Textarea rows={3} maxLength={EVENT_DESCRIPTION_MAX_LENGTH} {...controlProps('description')} {...register('description')} />
      </FormField>
      {translatable && (
        <TranslationFields
          fields={EVENT_TRANSLATED}
          register={(path) => register(path as 'title')}
          errorOf={(path) => errorAt(errors, path)}
          values={translations}
          loading={translations === undefined}
        />
      )}
      <FormField {...fieldProps('date')} label="Date" className="sm:max-w-56">
        <Input type="date" {...controlProps('date')} {...register('date')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField {...fieldProps('time')} label="Start time" className="content-start">
          <Input type="time" {...controlProps('time')} {...register('time')} />
        </FormField>
        <FormField {...fieldProps('endTime')} label="End time (optional)" hint="Before the start time: the next morning." className="content-start">
          <Input type="time" {...controlProps('endTime', true)} {...register('endTime')} />
        </FormField>
      </div>
      <FormField
        id={id('photo')}
        label="Photo (optional)"
        hint="JPEG, PNG, WebP or HEIC, 15 MB at most. Guests see it on the Events page."
        error={photoError}
      >
        {photo.preview ? (
          <img
            src={photo.preview.url}
            width={photo.preview.width}
            height={photo.preview.height}
            alt="The event's photo"
            className="aspect-video w-full max-w-xs rounded-md border border-border object-cover"
            data-testid="event-photo-preview"
          />
        ) : (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <ImageOff className="size-4" aria-hidden="true" />
            No photo: guests see the party picture.
          </p>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <Input
            ref={fileInput}
            id={id('photo')}
            type="file"
            accept={PHOTO_ACCEPT}
            onChange={choosePhoto}
            disabled={upload.isPending}
            className="h-auto max-w-xs py-1.5"
            {...fieldAria(id('photo'), photoError, true)}
          />
          {photo.preview && (
            <Button type="button" variant="outline" size="sm" onClick={removePhoto} disabled={upload.isPending}>
              Remove photo
            </Button>
          )}
        </div>
        {upload.isPending && (
          <p role="status" className="text-sm text-muted-foreground">
            Uploading photo...
          </p>
        )}
      </FormField>
    </AdminDialogForm>
  )
}
