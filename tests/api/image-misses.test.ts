import { describe, expect, it } from 'vitest'
import { IMAGE_CACHE_MAX_BYTES, imageFileRoutes } from '~/.server/api/images'
import { createReadCache } from '~/.server/read-cache'
import type { PreparedAnswer } from '~/.server/prepared-answer'
import { readVariant, variantQuery } from '~/.server/services/image-store'
import { uploadScene } from '../support/images'
import { BASE, useTestApp } from '../support/test-app'

const t = useTestApp()

function servedWithCache() {
  const cache = createReadCache<PreparedAnswer>({ maxBytes: IMAGE_CACHE_MAX_BYTES })
  const routes = imageFileRoutes(t.deps, cache)
  return { cache, get: (path: string) => routes.request(`${BASE}${path.replace(/^\/images/, '')}`) }
}

describe('GET /images/:id/:file with a wrong fingerprint', () => {
  it('answers 404 and keeps nothing in memory, however many made-up names come', async () => {
    const image = await uploadScene(t, await t.signIn())
    const { cache, get } = servedWithCache()
    const [width] = /\/(\d+)-/.exec(image.url)!.slice(1)
    for (let i = 0; i < 200; i++) {
      const res = await get(`/images/${image.id}/${width}-madeup${i}.jpg`)
      expect(res.status).toBe(404)
    }
    expect(cache.size()).toEqual({ entries: 0, bytes: 0 })
    // The right name is served, and kept.
    const hit = await get(image.url)
    expect(hit.status).toBe(200)
    expect(cache.size().entries).toBe(1)
    expect((await get(`/images/${image.id}/${width}-wrong.jpg`)).status).toBe(404)
    expect(cache.size().entries).toBe(1)
  })

  it('is decided by the database from the fingerprint: the query matches no row, so no bytes are read', async () => {
    const image = await uploadScene(t, await t.signIn())
    const [, width, fingerprint] = /\/(\d+)-([\w-]+)\.jpg$/.exec(image.url)!
    const db = t.database.handle.db
    const query = variantQuery(db, image.id, { width: Number(width), fingerprint: 'wrong', format: 'jpeg' }).toSQL()
    expect(query.sql).toMatch(/where .*"image_variants"\."fingerprint" = \$\d/)
    expect(query.params).toContain('wrong')
    expect(await variantQuery(db, image.id, { width: Number(width), fingerprint: 'wrong', format: 'jpeg' })).toEqual([])
    expect(await readVariant(db, image.id, `${width}-wrong.jpg`)).toBeNull()
    expect((await readVariant(db, image.id, `${width}-${fingerprint}.jpg`))?.bytes.length).toBeGreaterThan(0)
  })
})
