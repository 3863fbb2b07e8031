import { describe, expect, it } from 'vitest'
import { events } from '~/.server/db/schema'
import { type GalleryPhotoJson, galleryMessages } from '~/contracts/gallery'
import { uploadScene } from '../support/images'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

async function json<T>(res: Response | Promise<Response>): Promise<T> {
  return (await (await res).json()) as T
}

async function addPhotos(cookie: string, alts: string[]) {
  const photos: GalleryPhotoJson[] = []
  for (const alt of alts) {
    const image = await uploadScene(t, cookie, 640, 360)
    const res = await t.request('POST', '/api/gallery', { cookie, body: { imageId: image.id, alt } })
    expect(res.status).toBe(201)
    photos.push(await json<GalleryPhotoJson>(res))
  }
  return photos
}

const alts = async () => (await json<GalleryPhotoJson[]>(t.request('GET', '/api/gallery'))).map((p) => p.alt)

describe('gallery', () => {
  it('is empty to begin with, and lists added photos in order with their image', async () => {
    expect(await json(t.request('GET', '/api/gallery'))).toEqual([])
    const cookie = await t.signIn()
    const image = await uploadScene(t, cookie, 1280, 720)
    const res = await t.request('POST', '/api/gallery', { cookie, body: { imageId: image.id, alt: '  Sunset at the bar  ' } })
    expect(res.status).toBe(201)
    const photo = await json<GalleryPhotoJson>(res)
    expect(photo).toEqual({ id: photo.id, alt: 'Sunset at the bar', url: image.url, width: 1280, height: 720, variants: image.variants })
    await addPhotos(cookie, ['Pool', 'Beach View'])
    const list = await json<GalleryPhotoJson[]>(t.request('GET', '/api/gallery'))
    expect(list.map((p) => p.alt)).toEqual(['Sunset at the bar', 'Pool', 'Beach View'])
    expect(list[0]).toEqual(photo)
    expect(Object.keys(list[0]).sort()).toEqual(['alt', 'height', 'id', 'url', 'variants', 'width'])
  })

  it('changes the alt text, which is required', async () => {
    const cookie = await t.signIn()
    const [photo] = await addPhotos(cookie, ['Bar'])
    const put = await t.request('PUT', `/api/gallery/${photo.id}`, { cookie, body: { alt: 'Bar Area at night' } })
    expect(put.status).toBe(200)
    expect((await json<GalleryPhotoJson>(put)).alt).toBe('Bar Area at night')
    expect(await alts()).toEqual(['Bar Area at night'])
    for (const alt of ['', '   ', undefined, 42]) {
      const bad = await t.request('PUT', `/api/gallery/${photo.id}`, { cookie, body: { alt } })
      expect(bad.status).toBe(400)
      expect(await json(bad)).toMatchObject({ details: [{ path: 'alt', message: galleryMessages.alt }] })
    }
    expect((await t.request('PUT', `/api/gallery/${photo.id}`, { cookie, body: { alt: 'x'.repeat(201) } })).status).toBe(400)
    expect((await t.request('PUT', '/api/gallery/99999', { cookie, body: { alt: 'Gone' } })).status).toBe(404)
    const image = await uploadScene(t, cookie, 640, 360)
    const noAlt = await t.request('POST', '/api/gallery', { cookie, body: { imageId: image.id, alt: '' } })
    expect(noAlt.status).toBe(400)
    expect(await json(noAlt)).toMatchObject({ message: galleryMessages.alt })
  })

  it('refuses an image that does not exist (400) or is in the gallery already (409)', async () => {
    const cookie = await t.signIn()
    const missing = await t.request('POST', '/api/gallery', { cookie, body: { imageId: 99999, alt: 'Ghost' } })
    expect(missing.status).toBe(400)
    expect(await json(missing)).toMatchObject({ message: galleryMessages.unknownImage })
    for (const imageId of [0, -1, 1.5, '3', null]) {
      expect((await t.request('POST', '/api/gallery', { cookie, body: { imageId, alt: 'x' } })).status).toBe(400)
    }
    const [photo] = await addPhotos(cookie, ['Pool'])
    const image = (await json<GalleryPhotoJson[]>(t.request('GET', '/api/gallery')))[0]
    expect(image.id).toBe(photo.id)
    const imageId = Number(/^\/images\/(\d+)\//.exec(photo.url)![1])
    const twice = await t.request('POST', '/api/gallery', { cookie, body: { imageId, alt: 'Pool again' } })
    expect(twice.status).toBe(409)
    expect(await json(twice)).toMatchObject({ message: galleryMessages.imageInUse })
  })

  it('reorders when the list names every photo once, and refuses anything else', async () => {
    const cookie = await t.signIn()
    const [a, b, c] = await addPhotos(cookie, ['A', 'B', 'C'])
    const res = await t.request('PUT', '/api/gallery/order', { cookie, body: [c.id, a.id, b.id] })
    expect(res.status).toBe(200)
    expect((await json<GalleryPhotoJson[]>(res)).map((p) => p.alt)).toEqual(['C', 'A', 'B'])
    expect(await alts()).toEqual(['C', 'A', 'B'])
    for (const body of [[a.id, b.id], [a.id, b.id, c.id, 99999], [a.id, a.id, b.id], [a.id, b.id, 'x'], { ids: [a.id] }, []]) {
      const bad = await t.request('PUT', '/api/gallery/order', { cookie, body })
      expect(bad.status, JSON.stringify(body)).toBe(400)
      expect(await json(bad)).toMatchObject({ message: galleryMessages.order })
    }
    expect(await alts()).toEqual(['C', 'A', 'B'])
    // A photo added after the new order goes last.
    await addPhotos(cookie, ['D'])
    expect(await alts()).toEqual(['C', 'A', 'B', 'D'])
  })

  it('deletes a photo with its image, but keeps an image an event still shows', async () => {
    const cookie = await t.signIn()
    const [pool, beach] = await addPhotos(cookie, ['Pool', 'Beach'])
    expect((await t.request('DELETE', `/api/gallery/${pool.id}`, { cookie })).status).toBe(204)
    expect((await t.request('DELETE', `/api/gallery/${pool.id}`, { cookie })).status).toBe(404)
    expect(await alts()).toEqual(['Beach'])
    expect((await t.app.request(`http://localhost${pool.url}`)).status).toBe(404)

    const beachImageId = Number(/^\/images\/(\d+)\//.exec(beach.url)![1])
    await t.database.handle.db.insert(events).values({ title: 'Beach party', description: 'Music', date: new Date('2030-01-01T12:00:00Z'), imageId: beachImageId })
    expect((await t.request('DELETE', `/api/gallery/${beach.id}`, { cookie })).status).toBe(204)
    expect(await alts()).toEqual([])
    expect((await t.app.request(`http://localhost${beach.url}`)).status).toBe(200)
  })

  it('is public to read, staff-only to change (401)', async () => {
    expect((await t.request('GET', '/api/gallery')).status).toBe(200)
    expect((await t.request('POST', '/api/gallery', { body: { imageId: 1, alt: 'x' } })).status).toBe(401)
    expect((await t.request('PUT', '/api/gallery/order', { body: [] })).status).toBe(401)
    expect((await t.request('PUT', '/api/gallery/1', { body: { alt: 'x' } })).status).toBe(401)
    expect((await t.request('DELETE', '/api/gallery/1')).status).toBe(401)
  })

  it('shows a change on the next public read (the read cache is dropped)', async () => {
    const cookie = await t.signIn()
    const etag = (await t.request('GET', '/api/gallery')).headers.get('etag')!
    const [photo] = await addPhotos(cookie, ['First'])
    const after = await t.request('GET', '/api/gallery', { headers: { 'if-none-match': etag } })
    expect(after.status).toBe(200)
    expect(await alts()).toEqual(['First'])
    await t.request('PUT', `/api/gallery/${photo.id}`, { cookie, body: { alt: 'Renamed' } })
    expect(await alts()).toEqual(['Renamed'])
  })
})
