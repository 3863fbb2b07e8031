import { inArray } from 'drizzle-orm'
import type { ImageJson, ImageVariantJson, ImageVariantType } from '~/contracts/images'
import type { Database } from '../db/client'
import { images, imageVariants } from '../db/schema'

type VariantFormat = (typeof imageVariants.$inferSelect)['format']

const VARIANT_TYPE: Record<VariantFormat, ImageVariantType> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' }
const VARIANT_EXTENSION: Record<VariantFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' }

/** Where a variant is served: the fingerprint makes the URL name these bytes only (cached a year, immutable). */
export function variantUrl(variant: { imageId: number; width: number; format: VariantFormat; fingerprint: string }): string {
  return `/images/${variant.imageId}/${variant.width}-${variant.fingerprint}.${VARIANT_EXTENSION[variant.format]}`
}

type VariantMeta = Pick<typeof imageVariants.$inferSelect, 'imageId' | 'width' | 'format' | 'fingerprint'>

/** The JSON of an image from its row and its variants' metadata (widths ascending; the JPEG fallback is `url`). */
export function toImageJson(image: typeof images.$inferSelect, variants: VariantMeta[]): ImageJson {
  const sorted = [...variants].sort((a, b) => a.width - b.width || a.format.localeCompare(b.format))
  const variantJson: ImageVariantJson[] = sorted.map((v) => ({ url: variantUrl(v), width: v.width, type: VARIANT_TYPE[v.format] }))
  const jpegs = sorted.filter((v) => v.format === 'jpeg')
  // The fallback: the middle width (960) when there is one, else the widest the upload allowed.
  const fallback = jpegs.find((v) => v.width === 960) ?? jpegs.at(-1)
  return { id: image.id, width: image.width, height: image.height, url: fallback ? variantUrl(fallback) : '', variants: variantJson }
}

/** The images with these ids, as JSON, by id (ids that do not exist are absent). Never reads the bytes. */
export async function loadImageJson(db: Database, ids: number[]): Promise<Map<number, ImageJson>> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const [rows, variants] = await Promise.all([
    db.select().from(images).where(inArray(images.id, unique)),
    db
      .select({ imageId: imageVariants.imageId, width: imageVariants.width, format: imageVariants.format, fingerprint: imageVariants.fingerprint })
      .from(imageVariants)
      .where(inArray(imageVariants.imageId, unique)),
  ])
  return new Map(rows.map((row) => [row.id, toImageJson(row, variants.filter((v) => v.imageId === row.id))]))
}
