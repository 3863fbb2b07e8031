/** Uploaded images in the database: stored with their variants, served by variant, deleted when nothing uses them. */
import { and, eq, lt, sql } from 'drizzle-orm'
import type { ImageJson } from '~/contracts/images'
import type { Database } from '../db/client'
import type { ProcessedImage, VariantFormat } from '../image-processing'
import { events, galleryPhotos, images, imageVariants } from '../db/schema'
import { toImageJson } from './images'

type Executor = Pick<Database, 'select' | 'insert' | 'delete'>

/** Stores a processed upload and its variants in one transaction (rolled back if `signal` aborts before it commits). */
export async function saveImage(db: Database, processed: ProcessedImage, signal?: AbortSignal): Promise<ImageJson> {
  return db.transaction(async (tx) => {
    signal?.throwIfAborted()
    const [image] = await tx.insert(images).values({ width: processed.width, height: processed.height }).returning()
    const rows = processed.variants.map((v) => ({ imageId: image.id, width: v.width, height: v.height, format: v.format, fingerprint: v.fingerprint, bytes: v.bytes }))
    await tx.insert(imageVariants).values(rows)
    signal?.throwIfAborted()
    return toImageJson(image, rows)
  })
}

export interface VariantFile {
  format: VariantFormat
  fingerprint: string
  bytes: Uint8Array
}

const EXTENSION_FORMAT: Record<string, VariantFormat> = { avif: 'avif', webp: 'webp', jpg: 'jpeg' }

/** `960-<fingerprint>.webp` as its parts, or null for a name no variant can have. */
export function parseVariantFile(file: string): { width: number; fingerprint: string; format: VariantFormat } | null {
  const match = /^([1-9]\d{0,4})-([\w-]{1,64})\.(avif|webp|jpg)$/.exec(file)
  if (!match) return null
  return { width: Number(match[1]), fingerprint: match[2], format: EXTENSION_FORMAT[match[3]] }
}

/** The bytes of one variant, or null when the image (or that variant, or those bytes) does not exist. */
export async function readVariant(db: Database, imageId: number, file: string): Promise<VariantFile | null> {
  const wanted = parseVariantFile(file)
  if (!wanted) return null
  const [row] = await variantQuery(db, imageId, wanted)
  return row ? { format: wanted.format, fingerprint: wanted.fingerprint, bytes: row.bytes } : null
}

/**
 * The query of one variant's bytes. The fingerprint is part of the condition, so a name with a wrong fingerprint
 * (a stranger's made-up URL) matches no row and no bytes are read at all.
 */
export function variantQuery(db: Database, imageId: number, wanted: { width: number; fingerprint: string; format: VariantFormat }) {
  return db
    .select({ bytes: imageVariants.bytes })
    .from(imageVariants)
    .where(
      and(
        eq(imageVariants.imageId, imageId),
        eq(imageVariants.width, wanted.width),
        eq(imageVariants.format, wanted.format),
        eq(imageVariants.fingerprint, wanted.fingerprint),
      ),
    )
}

/** True when an image with this id exists. */
export async function imageExists(db: Executor, imageId: number): Promise<boolean> {
  const [row] = await db.select({ id: images.id }).from(images).where(eq(images.id, imageId))
  return Boolean(row)
}

/** Deletes the image (and its variants) unless a gallery photo or an event still shows it. */
export async function deleteImageIfUnused(db: Executor, imageId: number): Promise<boolean> {
  const rows = await db
    .delete(images)
    .where(
      and(
        eq(images.id, imageId),
        sql`not exists (select 1 from ${galleryPhotos} where ${galleryPhotos.imageId} = ${images.id})`,
        sql`not exists (select 1 from ${events} where ${events.imageId} = ${images.id})`,
      ),
    )
    .returning({ id: images.id })
  return rows.length > 0
}

/** How long an upload may wait to be used (a form staff are filling in) before the purge deletes it. */
export const UNUSED_IMAGE_GRACE_MS = 24 * 60 * 60 * 1000

/** Deletes the images uploaded over a day ago that no gallery photo and no event shows. */
export async function purgeUnusedImages(db: Database, now = new Date()): Promise<number> {
  const rows = await db
    .delete(images)
    .where(
      and(
        lt(images.createdAt, new Date(now.getTime() - UNUSED_IMAGE_GRACE_MS)),
        sql`not exists (select 1 from ${galleryPhotos} where ${galleryPhotos.imageId} = ${images.id})`,
        sql`not exists (select 1 from ${events} where ${events.imageId} = ${images.id})`,
      ),
    )
    .returning({ id: images.id })
  return rows.length
}
