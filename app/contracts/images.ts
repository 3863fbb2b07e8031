/** Images' contract: POST /api/images (multipart, field `file`) and the variant URLs every image is served from. */

export const IMAGE_MAX_BYTES = 15 * 1024 * 1024
/** The widths variants are made at (never wider than the upload itself). */
export const IMAGE_VARIANT_WIDTHS = [480, 960, 1600] as const
export const IMAGE_VARIANT_TYPES = ['image/avif', 'image/webp', 'image/jpeg'] as const
export type ImageVariantType = (typeof IMAGE_VARIANT_TYPES)[number]

export interface ImageVariantJson {
  /** Fingerprinted: the bytes behind it never change, browsers keep it a year. */
  url: string
  width: number
  type: ImageVariantType
}

export interface ImageJson {
  id: number
  width: number
  height: number
  /** The JPEG fallback every browser shows (the middle width, or the largest the upload allows). */
  url: string
  variants: ImageVariantJson[]
}

export const imageMessages = {
  file: 'Choose a photo to upload (form field "file").',
  empty: 'The file is empty. Choose a photo to upload.',
  tooLarge: 'The photo is too large: 15 MB at most.',
  lengthRequired: 'Send the photo with its size (a Content-Length header).',
  type: 'That file is not a photo we can use. Upload a JPEG, PNG, WebP or HEIC photo.',
  unreadable: 'That photo could not be read. It may be damaged: try another one.',
} as const

/** What a write that names an uploaded image (an event's photo, a gallery photo) answers about it. */
export const imageReferenceMessages = {
  imageId: 'Photo must be an uploaded image id',
  unknownImage: 'That photo does not exist (any more). Upload it again.',
} as const

export const imagePaths = { upload: '/api/images' }
