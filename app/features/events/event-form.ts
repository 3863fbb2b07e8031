import type { EventJson } from '~/contracts/events'
import { type EventInput, eventInputSchema } from '~/contracts/events.schemas'
import { imageMessages, IMAGE_MAX_BYTES } from '~/contracts/images'
import { eventWallClock } from '~/lib/event-times'
import type { ContentTranslations } from '~/contracts/translations'
import { translationErrors, type TranslationFormValues, translationFormValues, translationsInput } from '~/components/translation-form'

/** The fields of an event staff translate. */
export const EVENT_TRANSLATED = [
  { name: 'title', label: 'Title' },
  { name: 'description', label: 'Description', multiline: true },
] as const
const TRANSLATED_NAMES = EVENT_TRANSLATED.map((field) => field.name)

/** What staff type in the event dialog: the start as a venue date and time, the end time optional ('' for none). */
export interface EventFormValues {
  title: string
  description: string
  date: string
  time: string
  endTime: string
  /** Undefined while the stored ones are not read: then none is sent, and the event keeps its own. */
  translations?: TranslationFormValues
}

export type EventField = Exclude<keyof EventFormValues, 'translations'> | 'imageId'
/** Messages by field, and by translation input ('translations.ja.title'). */
export type EventFormErrors = Partial<Record<EventField | `translations.${string}`, string>>

/** The photo of the dialog: what it shows, and whether staff changed it (uploaded another one, or removed it). */
export interface EventPhoto {
  /** An uploaded image's id; null for none (or for a photo from before uploads, which has no id). */
  imageId: number | null
  preview: { url: string; width: number; height: number } | null
  changed: boolean
}

export const EMPTY_EVENT_FORM: EventFormValues = {
  title: '',
  description: '',
  date: '',
  time: '',
  endTime: '',
  translations: translationFormValues(undefined, TRANSLATED_NAMES),
}
export const NO_EVENT_PHOTO: EventPhoto = { imageId: null, preview: null, changed: false }

/** The dialog's values of a saved event, in venue time; `translations` undefined while they are not read yet. */
export function eventToFormValues(event: EventJson, timeZone: string, translations?: ContentTranslations): EventFormValues {
  return {
    title: event.title,
    description: event.description,
    date: eventWallClock({ start: new Date(event.date), end: null }, timeZone).date,
    time: event.time,
    endTime: event.endTime ?? '',
    translations: translations && translationFormValues(translations, TRANSLATED_NAMES),
  }
}

/** The photo a saved event shows: its upload, or the URL it had from before uploads (16:9 until it loads). */
export function eventPhoto(event: EventJson): EventPhoto {
  if (event.image) return { imageId: event.image.id, preview: event.image, changed: false }
  if (event.imageUrl) return { imageId: null, preview: { url: event.imageUrl, width: 640, height: 360 }, changed: false }
  return NO_EVENT_PHOTO
}

export type EventFormResult = { ok: true; input: EventInput } | { ok: false; errors: EventFormErrors }

/**
 * Checks the dialog with the API's own schema: the same rules and messages, one per field (a translation's on its
 * input). An unchanged photo is not sent, so that saving other changes keeps it (even a photo from before uploads);
 * translations not read yet are not sent either, so that the event keeps its own.
 */
export function parseEventForm(values: EventFormValues, photo: EventPhoto): EventFormResult {
  const { translations, ...fields } = values
  const parsed = eventInputSchema.safeParse({
    ...fields,
    ...(translations ? { translations: translationsInput(translations) } : {}),
    ...(photo.changed ? { imageId: photo.imageId } : {}),
  })
  if (parsed.success) return { ok: true, input: parsed.data }
  const errors: EventFormErrors = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as EventField | 'translations'
    if (field !== 'translations') errors[field] ??= issue.message
  }
  return { ok: false, errors: { ...errors, ...translationErrors(parsed.error.issues) } }
}

const PHOTO_TYPES = /^image\/(jpeg|png|webp|heic|heif)$/
const PHOTO_NAMES = /\.(jpe?g|png|webp|heic|heif)$/i

/**
 * What is wrong with a file before it is uploaded (too large, empty, clearly not a photo), or null. The server checks
 * the real type again; a phone's HEIC photo often comes without a type, so its name counts here.
 */
export function photoFileProblem(file: { size: number; type: string; name: string }): string | null {
  if (file.size === 0) return imageMessages.empty
  if (file.size > IMAGE_MAX_BYTES) return imageMessages.tooLarge
  if (!PHOTO_TYPES.test(file.type) && !PHOTO_NAMES.test(file.name)) return imageMessages.type
  return null
}
