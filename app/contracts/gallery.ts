/** The gallery's contract: GET /api/gallery (public, in order) and the staff writes. */
import { notFoundMessage } from './common'
import { imageReferenceMessages, type ImageVariantJson } from './images'

export interface GalleryPhotoJson {
  id: number
  alt: string
  url: string
  width: number
  height: number
  variants: ImageVariantJson[]
}

export const GALLERY_ALT_MAX_LENGTH = 200

export const galleryMessages = {
  ...imageReferenceMessages,
  imageInUse: 'That photo is in the gallery already.',
  alt: 'Describe the photo for guests who cannot see it (alt text is required)',
  order: 'Order must list every gallery photo id once',
  notFound: notFoundMessage('Photo'),
} as const

export const galleryKeys = { all: ['gallery'] as const }

export const galleryPaths = {
  list: '/api/gallery',
  order: '/api/gallery/order',
  item: (id: number) => `/api/gallery/${id}`,
}
