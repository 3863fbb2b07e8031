/** The public gallery: uploaded images with their alt text, in the order staff chose. */
import { asc, eq, max, sql } from 'drizzle-orm'
import { type GalleryPhotoJson, galleryMessages } from '~/contracts/gallery'
import type { GalleryAltInput, GalleryPhotoInput } from '~/contracts/gallery.schemas'
import type { ImageJson } from '~/contracts/images'
import type { Language } from '~/lib/languages'
import { translateFields } from '~/lib/translated-content'
import type { Database } from '../db/client'
import { isUniqueViolation, pgError } from '../db/pg-errors'
import { galleryPhotos } from '../db/schema'
import { ConflictError, InputError, NotFoundError } from './errors'
import { deleteImageIfUnused, imageExists } from './image-store'
import { loadImageJson } from './images'

type GalleryRow = typeof galleryPhotos.$inferSelect

function toGalleryPhotoJson(row: GalleryRow, image: ImageJson): GalleryPhotoJson {
  return { id: row.id, alt: row.alt, url: image.url, width: image.width, height: image.height, variants: image.variants }
}

async function withImages(db: Database, rows: GalleryRow[], lang: Language = 'en'): Promise<GalleryPhotoJson[]> {
  const imagesById = await loadImageJson(
    db,
    rows.map((row) => row.imageId),
  )
  return rows.flatMap((row) => {
    const image = imagesById.get(row.imageId)
    return image ? [translateFields(toGalleryPhotoJson(row, image), row.translations, lang, ['alt'])] : []
  })
}

/** Every gallery photo, in order; in `lang` for guests (captions translated where staff did: translated-content.ts). */
export async function listGallery(db: Database, lang: Language = 'en'): Promise<GalleryPhotoJson[]> {
  const rows = await db.select().from(galleryPhotos).orderBy(asc(galleryPhotos.position), asc(galleryPhotos.id))
  return withImages(db, rows, lang)
}

/** Adds an uploaded image at the end of the gallery. */
export async function addGalleryPhoto(db: Database, input: GalleryPhotoInput): Promise<GalleryPhotoJson> {
  try {
    const row = await db.transaction(async (tx) => {
      if (!(await imageExists(tx, input.imageId))) throw InputError.field('imageId', galleryMessages.unknownImage)
      const [{ last }] = await tx.select({ last: max(galleryPhotos.position) }).from(galleryPhotos)
      const [inserted] = await tx
        .insert(galleryPhotos)
        .values({ imageId: input.imageId, alt: input.alt, position: (last ?? 0) + 1, translations: input.translations })
        .returning()
      return inserted
    })
    const [photo] = await withImages(db, [row])
    if (!photo) throw new NotFoundError(galleryMessages.notFound)
    return photo
  } catch (error) {
    if (isUniqueViolation(error, 'gallery_photos_image_id_unique')) throw new ConflictError(galleryMessages.imageInUse)
    // The image was deleted between the check and the insert (foreign key).
    if (pgError(error)?.code === '23503') throw InputError.field('imageId', galleryMessages.unknownImage)
    throw error
  }
}

export async function updateGalleryAlt(db: Database, id: number, input: GalleryAltInput): Promise<GalleryPhotoJson> {
  const [row] = await db.update(galleryPhotos).set({ alt: input.alt, translations: input.translations }).where(eq(galleryPhotos.id, id)).returning()
  if (!row) throw new NotFoundError(galleryMessages.notFound)
  const [photo] = await withImages(db, [row])
  if (!photo) throw new NotFoundError(galleryMessages.notFound)
  return photo
}

/** Puts the gallery in the order of `ids`, which must name every photo once. */
export async function reorderGallery(db: Database, ids: number[]): Promise<GalleryPhotoJson[]> {
  await db.transaction(async (tx) => {
    // Locked: a photo added or deleted meanwhile waits, so the list checked is the list reordered.
    const rows = await tx.select({ id: galleryPhotos.id }).from(galleryPhotos).for('update')
    const current = new Set(rows.map((row) => row.id))
    if (ids.length !== current.size || !ids.every((id) => current.has(id))) throw new InputError([], galleryMessages.order)
    if (ids.length === 0) return
    const positions = sql.join(
      ids.map((id, index) => sql`(${id}::integer, ${index + 1}::integer)`),
      sql`, `,
    )
    await tx.execute(
      sql`update ${galleryPhotos} set position = v.position from (values ${positions}) as v(id, position) where ${galleryPhotos.id} = v.id`,
    )
  })
  return listGallery(db)
}

/** Deletes a gallery photo, and its image unless an event shows it too. */
export async function deleteGalleryPhoto(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(galleryPhotos).where(eq(galleryPhotos.id, id)).returning({ imageId: galleryPhotos.imageId })
    if (!row) throw new NotFoundError(galleryMessages.notFound)
    await deleteImageIfUnused(tx, row.imageId)
  })
}
