/** What an upload must be before it is sent (the server checks again, and the real type). */
import { galleryMessages } from '~/contracts/gallery'
import { IMAGE_MAX_BYTES, imageMessages } from '~/contracts/images'

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
