/** The zod half of the gallery contract (gallery.ts). */
import { z } from 'zod'
import { safeText } from './fields.schemas'
import { GALLERY_ALT_MAX_LENGTH, galleryMessages } from './gallery'
import { translationsSchema } from './translations.schemas'

const id = (message: string) => z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message)

const alt = safeText({ label: 'Alt text', required: galleryMessages.alt, min: 1, max: GALLERY_ALT_MAX_LENGTH })

/** POST /api/gallery: an uploaded image and what it shows. */
export const galleryPhotoInputSchema = z.object({ imageId: id(galleryMessages.imageId), alt, translations: translationsSchema({ alt }) })
export type GalleryPhotoInput = z.infer<typeof galleryPhotoInputSchema>

/** PUT /api/gallery/:id: the caption, and its translations (left out: kept). */
export const galleryAltSchema = z.object({ alt, translations: translationsSchema({ alt }) })
export type GalleryAltInput = z.infer<typeof galleryAltSchema>

/** PUT /api/gallery/order: every photo's id once, in the new order. */
export const galleryOrderSchema = z
  .array(id(galleryMessages.order), { error: galleryMessages.order })
  .max(1000, galleryMessages.order)
  .refine((ids) => new Set(ids).size === ids.length, galleryMessages.order)
