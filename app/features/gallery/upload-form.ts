/** What an upload must be before it is sent (the server checks again, and the real type), and the caption's edit. */
import { galleryMessages } from '~/contracts/gallery'
import { type GalleryAltInput, galleryAltSchema } from '~/contracts/gallery.schemas'
import { IMAGE_MAX_BYTES, imageMessages } from '~/contracts/images'
import type { ContentTranslations } from '~/contracts/translations'
import { translationErrors, type TranslationFormValues, translationFormValues, translationsInput } from '~/components/translation-form'

/** The file input's accept list: photos of any kind the phone offers, and HEIC by its extension (some browsers know no type for it). */
export const GALLERY_UPLOAD_ACCEPT = 'image/*,.heic,.heif'

/** The first problem of an upload, on its field; null when there is none. */
export function uploadProblem(file: { size: number } | null | undefined, alt: string): { field: 'file' | 'alt'; message: string } | null {
  if (!file) return { field: 'file', message: 'Choose a photo to upload.' }
  if (file.size === 0) return { field: 'file', message: imageMessages.empty }
  if (file.size > IMAGE_MAX_BYTES) return { field: 'file', message: imageMessages.tooLarge }
  if (alt.trim() === '') return { field: 'alt', message: galleryMessages.alt }
  return null
}

/** The caption (alt text) is what staff translate of a photo. */
export const GALLERY_TRANSLATED = [{ name: 'alt', label: 'Alt text' }] as const
const TRANSLATED_NAMES = GALLERY_TRANSLATED.map((field) => field.name)

/** The caption translations' inputs from the stored ones; undefined while they are not read yet. */
export function altTranslationValues(stored: ContentTranslations | undefined): TranslationFormValues | undefined {
  return stored && translationFormValues(stored, TRANSLATED_NAMES)
}

export type AltEditResult = { ok: true; input: GalleryAltInput } | { ok: false; errors: Record<string, string> }

/**
 * A photo's edited caption and its translations as PUT /api/gallery/:id takes them, checked with the API's schema:
 * errors by path ('alt', 'translations.ko.alt'). Translations not read yet are left out (the photo keeps its own).
 */
export function parseAltEdit(alt: string, translations: TranslationFormValues | undefined): AltEditResult {
  if (alt.trim() === '') return { ok: false, errors: { alt: galleryMessages.alt } }
  const parsed = galleryAltSchema.safeParse({ alt: alt.trim(), translations: translations && translationsInput(translations) })
  if (parsed.success) return { ok: true, input: parsed.data }
  const errors = translationErrors(parsed.error.issues)
  for (const issue of parsed.error.issues) if (issue.path[0] === 'alt') errors.alt ??= issue.message
  return { ok: false, errors }
}
