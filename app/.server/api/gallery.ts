import { Hono } from 'hono'
import { galleryAltSchema, galleryOrderSchema, galleryPhotoInputSchema } from '~/contracts/gallery.schemas'
import { requireStaff } from '../guard'
import { addGalleryPhoto, deleteGalleryPhoto, listGallery, reorderGallery, updateGalleryAlt } from '../services/gallery'
import type { AppDeps, AppEnv } from '../app-deps'
import { sharedReadRoutes } from './shared-read'
import { noContent } from './no-content'
import { idParam, readJson } from './validate'

/** GET /api/gallery: what guests see, in order, answered from the read cache. */
export const galleryReadRoutes = (deps: AppDeps) => sharedReadRoutes(deps, '/', 'api gallery', listGallery)

/** Staff writes: add an uploaded image, reorder, change a photo's alt text, delete. */
export function galleryRoutes(deps: AppDeps) {
  const { db } = deps
  const staffOnly = requireStaff(deps)
  return new Hono<AppEnv>()
    .post('/', staffOnly, async (c) => c.json(await addGalleryPhoto(db, await readJson(c, galleryPhotoInputSchema)), 201))
    .put('/order', staffOnly, async (c) => c.json(await reorderGallery(db, await readJson(c, galleryOrderSchema))))
    .put('/:id', staffOnly, async (c) => c.json(await updateGalleryAlt(db, idParam(c), await readJson(c, galleryAltSchema))))
    .delete('/:id', staffOnly, noContent((c) => deleteGalleryPhoto(db, idParam(c))))
}
