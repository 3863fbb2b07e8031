import { Hono } from 'hono'
import { galleryAltSchema, galleryOrderSchema, galleryPhotoInputSchema } from '~/contracts/gallery.schemas'
import { requireStaff } from '../guard'
import { addGalleryPhoto, deleteGalleryPhoto, listGallery, reorderGallery, updateGalleryAlt } from '../services/gallery'
import type { AppDeps, AppEnv } from '../app-deps'
import { sharedReadRoutes } from './shared-read'
import { noContent } from './no-content'
import { idParam, readJson } from './validate'
import { asStaff } from './staff-write'

/** GET /api/gallery: what guests see, in order, answered from the read cache. */
export const galleryReadRoutes = (deps: AppDeps) => sharedReadRoutes(deps, '/', 'api gallery', listGallery)

/** Staff writes: add an uploaded image, reorder, change a photo's alt text, delete. */
export function galleryRoutes(deps: AppDeps) {
  const { db } = deps
  const staffOnly = requireStaff(deps)
  return new Hono<AppEnv>()
    .post('/', staffOnly, async (c) => {
      const input = await readJson(c, galleryPhotoInputSchema)
      return c.json(await asStaff(c, db, (tx) => addGalleryPhoto(tx, input)), 201)
    })
    .put('/order', staffOnly, async (c) => {
      const order = await readJson(c, galleryOrderSchema)
      return c.json(await asStaff(c, db, (tx) => reorderGallery(tx, order)))
    })
    .put('/:id', staffOnly, async (c) => {
      const id = idParam(c)
      const input = await readJson(c, galleryAltSchema)
      return c.json(await asStaff(c, db, (tx) => updateGalleryAlt(tx, id, input)))
    })
    .delete('/:id', staffOnly, noContent((c) => asStaff(c, db, (tx) => deleteGalleryPhoto(tx, idParam(c)))))
}
