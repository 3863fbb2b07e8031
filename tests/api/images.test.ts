import { readFileSync } from 'node:fs'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import type { AppDeps } from '~/.server/app-deps'
import { createApp } from '~/.server/app'
import { followContentChanges } from '~/.server/content-changes'
import { images } from '~/.server/db/schema'
import { createReadCache, READ_CACHE_MAX_BYTES } from '~/.server/read-cache'
import { purgeUnusedImages } from '~/.server/services/image-store'
import type { GalleryPhotoJson } from '~/contracts/gallery'
import { IMAGE_MAX_BYTES, type ImageJson, imageMessages } from '~/contracts/images'
import { multipart, scenePng, upload, uploadScene } from '../support/images'
import { BASE, useTestApp } from '../support/test-app'

const t = useTestApp()

const IMMUTABLE = 'public, max-age=31536000, immutable'

async function errorOf(res: Response) {
  return ((await res.json()) as { message: string }).message
}

async function fetchVariant(url: string, headers: Record<string, string> = {}, app: { request: typeof t.app.request } = t.app) {
  return app.request(`${BASE}${url}`, { headers })
}

describe('POST /api/images: what is accepted', () => {
  it('takes a PNG named .jpg as the PNG it is, and makes AVIF, WebP and JPEG variants no wider than the photo', async () => {
    const cookie = await t.signIn()
    const res = await upload(t, await scenePng(1200, 675), { cookie, name: 'holiday.jpg', type: 'image/jpeg' })
    expect(res.status).toBe(201)
    const image = (await res.json()) as ImageJson
    expect(image.width).toBe(1200)
    expect(image.height).toBe(675)
    expect(image.variants.map((v) => `${v.width} ${v.type}`)).toEqual([
      '480 image/avif',
      '480 image/jpeg',
      '480 image/webp',
      '960 image/avif',
      '960 image/jpeg',
      '960 image/webp',
      '1200 image/avif',
      '1200 image/jpeg',
      '1200 image/webp',
    ])
    expect(image.url).toMatch(new RegExp(`^/images/${image.id}/960-[\\w-]+\\.jpg$`))
    for (const variant of image.variants) {
      const served = await fetchVariant(variant.url)
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe(variant.type)
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
      expect(meta.width).toBe(variant.width)
      expect({ avif: 'image/avif', heif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' }[meta.format as string]).toBe(variant.type)
    }
  })

  it('keeps a large photo to 1600 px and turns a sideways phone photo upright', async () => {
    const cookie = await t.signIn()
    const big = await upload(t, await scenePng(3000, 2000), { cookie, name: 'big.png', type: 'image/png' })
    const bigJson = (await big.json()) as ImageJson
    expect([bigJson.width, bigJson.height]).toEqual([1600, 1067])
    expect([...new Set(bigJson.variants.map((v) => v.width))]).toEqual([480, 960, 1600])
    // EXIF orientation 6: the camera was turned; the pixels are stored 600 x 400, the photo is 400 x 600.
    const sideways = await sharp(await scenePng(600, 400)).jpeg().withMetadata({ orientation: 6 }).toBuffer()
    const upright = (await (await upload(t, sideways, { cookie })).json()) as ImageJson
    expect([upright.width, upright.height]).toEqual([400, 600])
  })

  it('strips every metadata: the GPS position and the camera of the photo are in none of the variants', async () => {
    const cookie = await t.signIn()
    const withGps = await sharp(await scenePng(1000, 750))
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 15', Copyright: 'Guest' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '11/1 57/1 2/1', GPSLongitudeRef: 'E', GPSLongitude: '121/1 55/1 29/1' },
      })
      .toBuffer()
    // The test photo does carry its position.
    const source = await sharp(withGps).metadata()
    expect(source.exif?.toString('latin1')).toContain('PhoneMaker')
    const image = (await (await upload(t, withGps, { cookie })).json()) as ImageJson
    // 480, 960 and its own 1000 px, in three types each.
    expect(image.variants).toHaveLength(9)
    for (const variant of image.variants) {
      const bytes = Buffer.from(await (await fetchVariant(variant.url)).arrayBuffer())
      const meta = await sharp(bytes).metadata()
      expect(meta.exif, variant.url).toBeUndefined()
      expect(meta.xmp, variant.url).toBeUndefined()
      expect(meta.iptc, variant.url).toBeUndefined()
      expect(bytes.toString('latin1')).not.toContain('PhoneMaker')
      expect(bytes.toString('latin1')).not.toContain('GPS')
    }
  })

  it('takes a HEIC photo from a phone', async () => {
    const cookie = await t.signIn()
    const heic = readFileSync(new URL('../fixtures/phone-photo.heic', import.meta.url))
    const res = await upload(t, heic, { cookie, name: 'IMG_0042.HEIC', type: 'image/heic' })
    expect(res.status).toBe(201)
    const image = (await res.json()) as ImageJson
    expect([image.width, image.height]).toEqual([800, 600])
    expect([...new Set(image.variants.map((v) => v.width))]).toEqual([480, 800])
    const jpeg = await sharp(Buffer.from(await (await fetchVariant(image.url)).arrayBuffer())).metadata()
    expect([jpeg.format, jpeg.width, jpeg.height]).toEqual(['jpeg', 800, 600])
  })
})

describe('POST /api/images: what is refused', () => {
  it('refuses a text file named .png (415), whatever the type the browser claims', async () => {
    const cookie = await t.signIn()
    const res = await upload(t, Buffer.from('Just a shopping list: rice, mangoes, calamansi.\n'), { cookie, name: 'notes.png', type: 'image/png' })
    expect(res.status).toBe(415)
    expect(await errorOf(res)).toBe(imageMessages.type)
    // A GIF or an SVG is an image, but not one we take.
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    expect((await upload(t, svg, { cookie, name: 'logo.svg', type: 'image/svg+xml' })).status).toBe(415)
    expect((await upload(t, Buffer.from('GIF89a\x01\x00\x01\x00'), { cookie, name: 'a.gif', type: 'image/gif' })).status).toBe(415)
  })

  it('refuses a 20 MB file (413) and an empty one (400)', async () => {
    const cookie = await t.signIn()
    const huge = Buffer.alloc(20 * 1024 * 1024, 0xff)
    const tooLarge = await upload(t, huge, { cookie })
    expect(tooLarge.status).toBe(413)
    expect(await errorOf(tooLarge)).toBe(imageMessages.tooLarge)
    // Just over the limit, within the multipart allowance: still refused.
    const justOver = await upload(t, Buffer.alloc(IMAGE_MAX_BYTES + 1, 0xff), { cookie })
    expect(justOver.status).toBe(413)
    const empty = await upload(t, Buffer.alloc(0), { cookie })
    expect(empty.status).toBe(400)
    expect(await errorOf(empty)).toBe(imageMessages.empty)
  })

  it('answers 400, never 500, for a damaged photo, a missing field or a body that is not multipart', async () => {
    const cookie = await t.signIn()
    const jpeg = await sharp(await scenePng(800, 600)).jpeg().toBuffer()
    const truncated = await upload(t, jpeg.subarray(0, 400), { cookie })
    expect(truncated.status).toBe(400)
    expect(await errorOf(truncated)).toBe(imageMessages.unreadable)
    const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000, 0x41)])
    expect((await upload(t, garbage, { cookie })).status).toBe(400)
    const fakeHeic = Buffer.concat([Buffer.from('\x00\x00\x00\x18ftypheic\x00\x00\x00\x00mif1heic', 'latin1'), Buffer.alloc(3000, 7)])
    expect((await upload(t, fakeHeic, { cookie, name: 'x.heic' })).status).toBe(400)

    const noFile = new FormData()
    noFile.append('photo', 'not a file')
    const noFileBody = await multipart(noFile)
    const missing = await t.app.request(`${BASE}/api/images`, { method: 'POST', body: noFileBody.body, headers: { ...noFileBody.headers, cookie } })
    expect(missing.status).toBe(400)
    expect(await errorOf(missing)).toBe(imageMessages.file)
    const json = await t.request('POST', '/api/images', { cookie, body: { file: 'x' } })
    expect(json.status).toBe(400)
    const broken = await t.app.request(`${BASE}/api/images`, {
      method: 'POST',
      body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nabc',
      headers: { cookie, 'content-type': 'multipart/form-data; boundary=x' },
    })
    expect(broken.status).toBeGreaterThanOrEqual(400)
    expect(broken.status).toBeLessThan(500)
  })

  it('is for staff only (401), and refuses an upload from another site (403)', async () => {
    const png = await scenePng(600, 400)
    const res = await upload(t, png)
    expect(res.status).toBe(401)
    const cookie = await t.signIn()
    const form = new FormData()
    form.append('file', new File([new Uint8Array(png)], 'a.png'))
    const encoded = await multipart(form)
    const crossSite = await t.app.request(`${BASE}/api/images`, { method: 'POST', body: encoded.body, headers: { ...encoded.headers, cookie, origin: 'https://evil.example' } })
    expect(crossSite.status).toBe(403)
    expect(await t.database.handle.db.select().from(images)).toEqual([])
  })
})

describe('GET /images/:id/:file', () => {
  it('answers immutable, with an ETag and 304, and 404 for a name it does not have', async () => {
    const cookie = await t.signIn()
    const image = await uploadScene(t, cookie)
    for (const variant of image.variants) {
      const res = await fetchVariant(variant.url)
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe(IMMUTABLE)
      expect(res.headers.get('content-type')).toBe(variant.type)
      const etag = res.headers.get('etag')!
      expect(etag).toMatch(/^"[\w-]+"$/)
      const again = await fetchVariant(variant.url, { 'if-none-match': etag })
      expect(again.status).toBe(304)
      expect(await again.text()).toBe('')
    }
    const jpeg = image.url
    expect((await fetchVariant(jpeg.replace(/-[\w-]+\.jpg$/, '-AAAAAAAAAAAAAAAA.jpg'))).status).toBe(404)
    expect((await fetchVariant(jpeg.replace('.jpg', '.png'))).status).toBe(404)
    expect((await fetchVariant(`/images/99999/480-abc.jpg`)).status).toBe(404)
    expect((await fetchVariant(`/images/x/480-abc.jpg`)).status).toBe(404)
    expect((await fetchVariant(`/images/${image.id}/../../etc/passwd`)).status).toBe(404)
  })

  it('never serves a deleted image again, not even from its memory', async () => {
    const cookie = await t.signIn()
    const image = await uploadScene(t, cookie)
    const added = await t.request('POST', '/api/gallery', { cookie, body: { imageId: image.id, alt: 'Sunset over White Beach' } })
    const photo = (await added.json()) as GalleryPhotoJson
    expect((await fetchVariant(image.url)).status).toBe(200)
    expect((await fetchVariant(image.url)).status).toBe(200)
    expect((await t.request('DELETE', `/api/gallery/${photo.id}`, { cookie })).status).toBe(204)
    for (const variant of image.variants) expect((await fetchVariant(variant.url)).status).toBe(404)
  })

  it('two app processes on one database serve the same upload, and both stop once it is deleted', async () => {
    const cookie = await t.signIn()
    const otherDeps: AppDeps = { ...t.deps, reads: createReadCache({ maxBytes: READ_CACHE_MAX_BYTES }) }
    const other = createApp(otherDeps)
    const following = await followContentChanges(t.database.handle, otherDeps.reads)
    try {
      const image = (await (await upload(t, await scenePng(900, 500), { cookie, name: 'a.png', app: other })).json()) as ImageJson
      const fromOther = await fetchVariant(image.url, {}, other)
      const fromThis = await fetchVariant(image.url)
      expect(fromOther.status).toBe(200)
      expect(fromThis.status).toBe(200)
      expect(Buffer.from(await fromThis.arrayBuffer()).equals(Buffer.from(await fromOther.arrayBuffer()))).toBe(true)
      expect(fromThis.headers.get('etag')).toBe(fromOther.headers.get('etag'))

      // Deleted by the other process: this one hears of it and stops serving what it kept.
      const { id } = (await (await other.request(`${BASE}/api/gallery`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ imageId: image.id, alt: 'Two processes' }),
      })).json()) as GalleryPhotoJson
      expect((await fetchVariant(image.url)).status).toBe(200)
      expect((await other.request(`${BASE}/api/gallery/${id}`, { method: 'DELETE', headers: { cookie } })).status).toBe(204)
      await expect.poll(async () => (await fetchVariant(image.url)).status).toBe(404)
      expect((await fetchVariant(image.url, {}, other)).status).toBe(404)
    } finally {
      await following.stop()
    }
  })
})

describe('the purge of unused uploads', () => {
  it('deletes an upload nothing uses after a day, and keeps the ones the gallery shows', async () => {
    const cookie = await t.signIn()
    const unused = await uploadScene(t, cookie, 700, 400)
    const shown = await uploadScene(t, cookie, 700, 400)
    await t.request('POST', '/api/gallery', { cookie, body: { imageId: shown.id, alt: 'Shown' } })
    expect(await purgeUnusedImages(t.database.handle.db)).toBe(0)
    expect(await purgeUnusedImages(t.database.handle.db, new Date(Date.now() + 25 * 60 * 60 * 1000))).toBe(1)
    expect((await t.database.handle.db.select({ id: images.id }).from(images)).map((r) => r.id)).toEqual([shown.id])
    expect((await fetchVariant(unused.url)).status).toBe(404)
  })
})
