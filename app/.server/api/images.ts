import { type Context, Hono } from 'hono'
import { IMAGE_MAX_BYTES, imageMessages } from '~/contracts/images'
import { requireStaff } from '../guard'
import { ImageRefusedError, processImage } from '../image-processing'
import { createReadCache, type Sized } from '../read-cache'
import { readVariant, saveImage } from '../services/image-store'
import type { AppDeps, AppEnv } from '../app-deps'
import { apiError } from './errors'
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
const IMMUTABLE = 'public, max-age=31536000, immutable'

export interface VariantAnswer extends Sized {
  type: string
  etag: string
  body: Uint8Array<ArrayBuffer>
}

/** What the image bytes kept in memory may weigh together (the most read variants of the gallery and events). */
export const IMAGE_CACHE_MAX_BYTES = 24 * 1024 * 1024

/** A variant no image has: answered 404 and never kept in memory (made-up names are endless). */
class MissingVariant extends Error {}

/**
 * GET /images/:id/:file: a variant's bytes under its fingerprinted name, cached by browsers for a year. The bytes
 * most read are kept in memory for as long as the content is unchanged (the read cache's generation): a deleted image
 * is never answered again, by this process or any other. A miss is read from the database each time, without its
 * bytes, and leaves nothing in memory. `cache` is given by tests only.
 */
export function imageFileRoutes(deps: AppDeps, cache = createReadCache<VariantAnswer>({ maxBytes: IMAGE_CACHE_MAX_BYTES })) {
  let seen: number | null = null
  const notFound = () => apiError(404, 'Not found')
  const send = (c: Context<AppEnv>, answer: VariantAnswer) => {
    c.set('prepared', true)
    const headers = {
      'Content-Type': answer.type,
      'Cache-Control': IMMUTABLE,
      ETag: answer.etag,
      'X-Content-Type-Options': 'nosniff',
      'Cross-Origin-Resource-Policy': 'same-origin',
    }
    const ifNoneMatch = c.req.header('if-none-match')
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === answer.etag || tag.trim() === '*')) {
      return new Response(null, { status: 304, headers })
    }
    return new Response(c.req.method === 'HEAD' ? null : answer.body, { status: 200, headers: { ...headers, 'Content-Length': String(answer.body.length) } })
  }
  return new Hono<AppEnv>().get('/:id/:file', async (c) => {
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
    const load = async (): Promise<VariantAnswer> => {
      const variant = await readVariant(deps.db, Number(rawId), file)
      if (!variant) throw new MissingVariant()
      const body = new Uint8Array(variant.bytes)
      return { type: CONTENT_TYPE[variant.format], etag: `"${variant.fingerprint}"`, body, bytes: body.length + 200 }
    }
    try {
      // While changes could go unheard, every request reads the database.
      return send(c, generation === null ? await load() : (cache.peek(key) ?? (await cache.read(key, load))))
    } catch (error) {
      if (error instanceof MissingVariant) return notFound()
      throw error
    }
  })
}
