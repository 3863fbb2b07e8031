import { Hono } from 'hono'
import { IMAGE_MAX_BYTES, imageMessages } from '~/contracts/images'
import { requireStaff } from '../guard'
import { ImageRefusedError, processImage } from '../image-processing'
import { type PreparedAnswer, prepareFile, sendPrepared } from '../prepared-answer'
import { createReadCache } from '../read-cache'
import { readVariant, saveImage } from '../services/image-store'
import type { AppDeps, AppEnv } from '../app-deps'
import { apiError } from './errors'
import { sendStored } from './shared-read'
import { ClientAbortError } from './request-body'
import { asStaff } from './staff-write'

/** The one request body larger than 100 kB: a photo of IMAGE_MAX_BYTES and the multipart wrapping around it. */
export const IMAGE_UPLOAD_MAX_BODY_BYTES = IMAGE_MAX_BYTES + 64 * 1024

/** At most this many uploads are read and processed at once per process (each may decode 50 megapixels). */
export const UPLOADS_AT_ONCE = 2

/**
 * POST /api/images (staff, multipart, field `file`) -> 201 ImageJson. Once the request deadline has answered 503, the
 * processing stops and nothing is saved.
 */
export function imageRoutes(deps: AppDeps) {
  const { db } = deps
  const process = deps.processImage ?? processImage
  return new Hono<AppEnv>().post('/', requireStaff(deps), async (c) => {
    const signal = c.get('deadline') ?? new AbortController().signal
    let file: unknown
    try {
      file = (await c.req.parseBody())['file']
    } catch (error) {
      // The body limit's own refusal (a body over the limit), a client gone away and the deadline pass through; a
      // broken multipart body is a 400.
      if ((error as Error)?.name === 'BodyLimitError' || error instanceof ClientAbortError || signal.aborted) throw error
      return apiError(400, imageMessages.file)
    }
    if (!(file instanceof File)) return apiError(400, imageMessages.file)
    if (file.size > IMAGE_MAX_BYTES) return apiError(413, imageMessages.tooLarge)
    try {
      const processed = await process(Buffer.from(await file.arrayBuffer()), { signal })
      return c.json(await asStaff(c, db, (tx) => saveImage(tx, processed, signal)), 201)
    } catch (error) {
      if (error instanceof ImageRefusedError) return apiError(error.status, error.message)
      throw error
    }
  })
}

const CONTENT_TYPE = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' } as const
const FILE_HEADERS = {
  'Cache-Control': 'public, max-age=31536000, immutable',
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Resource-Policy': 'same-origin',
}

/** What the image bytes kept in memory may weigh together (the most read variants of the gallery and events). */
export const IMAGE_CACHE_MAX_BYTES = 24 * 1024 * 1024

/** A variant no image has: answered 404 and never kept in memory (made-up names are endless). */
class MissingVariant extends Error {}

/**
 * GET /images/:id/:file: a variant's bytes under its fingerprinted name, cached by browsers for a year. The bytes
 * most read are kept in memory for as long as the content is unchanged (the read cache's generation): a deleted image
 * is never answered again, by this process or any other. The front door answers the next requests for a kept variant
 * itself, while its generation holds. A miss is read from the database each time, without its bytes, and leaves
 * nothing in memory. `cache` is given by tests only.
 */
export function imageFileRoutes(deps: AppDeps, cache = createReadCache<PreparedAnswer>({ maxBytes: IMAGE_CACHE_MAX_BYTES })) {
  let seen: number | null = null
  const notFound = () => apiError(404, 'Not found')
  return new Hono<AppEnv>().get('/:id/:file', async (c) => {
    const instant = deps.clock.now()
    const rawId = c.req.param('id')
    const file = c.req.param('file')
    if (!/^[1-9]\d{0,9}$/.test(rawId) || Number(rawId) > 2_147_483_647) return notFound()
    // The content changed (an image deleted here or elsewhere), or changes could go unheard: nothing kept is trusted.
    const generation = deps.reads.generation()
    if (generation === null || generation !== seen) {
      cache.invalidate()
      seen = generation
    }
    const key = `${rawId}/${file}`
    // A miss throws, and the read cache stores only what a load returned.
    const load = async (): Promise<PreparedAnswer> => {
      const variant = await readVariant(deps.db, Number(rawId), file)
      if (!variant) throw new MissingVariant()
      const headers = { 'Content-Type': CONTENT_TYPE[variant.format], ...FILE_HEADERS }
      return prepareFile(new Uint8Array(variant.bytes), `"${variant.fingerprint}"`, headers)
    }
    try {
      // While changes could go unheard, every request reads the database.
      if (generation === null) return sendPrepared(c, await load())
      const answer = cache.peek(key) ?? (await cache.read(key, load))
      return sendStored(c, deps, key, answer, instant, { cache, generation })
    } catch (error) {
      if (error instanceof MissingVariant) return notFound()
      throw error
    }
  })
}
