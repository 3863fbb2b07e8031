import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { events, galleryPhotos, images, imageVariants } from '~/.server/db/schema'
import type { EventJson, EventListsJson, UpcomingEventJson } from '~/contracts/events'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

// The venue clock for these tests: 2026-12-01 12:00 in Manila (UTC+8).
const NOON_DEC_1 = new Date('2026-12-01T04:00:00Z')

const body = (overrides: Record<string, unknown> = {}) => ({
  title: 'Fire Dance Night',
  description: 'Fire dancers on the beach',
  date: '2026-12-05',
  time: '20:00',
  ...overrides,
})

/** Fixes the clock at noon on 1 December (venue time) and signs staff in: most tests start so. */
async function staffAtNoonDec1() {
  t.setNow(NOON_DEC_1)
  return t.signIn()
}

async function post(cookie: string, overrides: Record<string, unknown> = {}) {
  const res = await t.request('POST', '/api/events', { cookie, body: body(overrides) })
  expect(res.status).toBe(201)
  return (await res.json()) as EventJson
}

async function upcomingTitles() {
  const res = await t.request('GET', '/api/events')
  expect(res.status).toBe(200)
  return ((await res.json()) as EventJson[]).map((e) => e.title)
}

async function fieldError(res: Response) {
  expect(res.status).toBe(400)
  return ((await res.json()) as { details: Array<{ path: string; message: string }> }).details[0]
}

/** An uploaded image as the upload endpoint stores it: the image row and a few variants (fake bytes). */
async function insertImage(fingerprint: string) {
  const { db } = t.database.handle
  const [image] = await db.insert(images).values({ width: 1600, height: 900 }).returning()
  const bytes = new Uint8Array([1, 2, 3])
  await db.insert(imageVariants).values([
    { imageId: image.id, width: 480, height: 270, format: 'jpeg', fingerprint: `${fingerprint}a`, bytes },
    { imageId: image.id, width: 960, height: 540, format: 'jpeg', fingerprint: `${fingerprint}b`, bytes },
    { imageId: image.id, width: 960, height: 540, format: 'webp', fingerprint: `${fingerprint}c`, bytes },
  ])
  return image.id
}

async function imageExists(id: number) {
  const rows = await t.database.handle.db.select({ id: images.id }).from(images).where(eq(images.id, id))
  return rows.length === 1
}

describe('GET /api/events', () => {
  it('says when the venue is closed on an event’s day or at its start time (no table can be booked for it)', async () => {
    const cookie = await staffAtNoonDec1()
    await post(cookie, { title: 'Open night', date: '2026-12-04', time: '20:00' })
    await post(cookie, { title: 'Closed day', date: '2026-12-05', time: '20:00' })
    await post(cookie, { title: 'Too early', date: '2026-12-06', time: '09:00' })
    const weekly = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, closed: false, opens: '11:00', closes: '00:00' }))
    const saved = await t.request('PUT', '/api/opening-hours', {
      cookie,
      body: { weekly, exceptions: [{ date: '2026-12-05', closed: true, note: 'Staff party' }] },
    })
    expect(saved.status, await saved.clone().text()).toBe(200)
    const res = await t.request('GET', '/api/events')
    const list = (await res.json()) as UpcomingEventJson[]
    expect(list.map((e) => [e.title, e.closedNotice])).toEqual([
      ['Open night', null],
      ['Closed day', 'The venue is closed on this day (Staff party).'],
      ['Too early', 'The venue is not open at this time on this day: open 11:00 AM to midnight.'],
    ])
  })

  it('lists upcoming events soonest first, with id, title, description, date, imageUrl, time, endTime and image', async () => {
    t.setNow(NOON_DEC_1)
    await t.database.handle.db.insert(events).values([
      { title: 'Fire Dance Night', description: 'Fire dancers on the beach', date: new Date('2026-12-05T12:00:00Z') },
      { title: 'Last month', description: 'Over', date: new Date('2026-11-01T12:00:00Z') },
      { title: 'Sunset Acoustic', description: 'Acoustic duo', date: new Date('2026-12-03T09:30:00Z'), imageUrl: 'https://example.com/a.jpg' },
    ])
    const res = await t.request('GET', '/api/events')
    expect(res.status).toBe(200)
    const list = (await res.json()) as EventJson[]
    expect(list.map((e) => e.title)).toEqual(['Sunset Acoustic', 'Fire Dance Night'])
    expect(Object.keys(list[0]).sort()).toEqual(['closedNotice', 'date', 'description', 'endTime', 'id', 'image', 'imageUrl', 'time', 'title'])
    expect(list[0]).toMatchObject({ date: '2026-12-03T09:30:00.000Z', time: '17:30', endTime: null, imageUrl: 'https://example.com/a.jpg', image: null })
    expect(list[1]).toMatchObject({ time: '20:00', imageUrl: null, image: null })
  })

  it('keeps an event until the venue day it ends on is over: an overnight event stays the next morning', async () => {
    const cookie = await staffAtNoonDec1()
    await post(cookie, { title: 'Last night, no end', date: '2026-11-30', time: '19:00' })
    await post(cookie, { title: 'Last night till midnight', date: '2026-11-30', time: '20:00', endTime: '00:00' })
    await post(cookie, { title: 'Overnight party', date: '2026-11-30', time: '22:00', endTime: '02:00' })
    await post(cookie, { title: 'This morning', date: '2026-12-01', time: '09:00' })
    await post(cookie, { title: 'Saturday', date: '2026-12-05', time: '19:00', endTime: '23:00' })

    // Noon on Dec 1: the overnight party ended this morning; this morning's event is still today's.
    expect(await upcomingTitles()).toEqual(['Overnight party', 'This morning', 'Saturday'])

    // 23:59 on Dec 1: nothing changes until the day is over.
    t.setNow(new Date('2026-12-01T15:59:00Z'))
    expect(await upcomingTitles()).toEqual(['Overnight party', 'This morning', 'Saturday'])

    // 00:00 on Dec 2 in Manila (16:00 UTC on Dec 1): both of Dec 1's events drop off by themselves.
    t.setNow(new Date('2026-12-01T16:00:00Z'))
    expect(await upcomingTitles()).toEqual(['Saturday'])
  })
})

describe('event writes', () => {
  it('adds, edits and deletes an event; times are venue time and an end before the start is the next morning', async () => {
    const cookie = await staffAtNoonDec1()
    const created = await post(cookie, { title: ' Full Moon Party ', date: '2026-12-24', time: '22:00', endTime: '02:00' })
    expect(created).toEqual({
      id: created.id,
      title: 'Full Moon Party',
      description: 'Fire dancers on the beach',
      date: '2026-12-24T14:00:00.000Z',
      time: '22:00',
      endTime: '02:00',
      imageUrl: null,
      image: null,
    })
    const [row] = await t.database.handle.db.select().from(events).where(eq(events.id, created.id))
    expect(row.endsAt?.toISOString()).toBe('2026-12-24T18:00:00.000Z')
    expect(await upcomingTitles()).toEqual(['Full Moon Party'])

    const put = await t.request('PUT', `/api/events/${created.id}`, {
      cookie,
      body: body({ title: 'Christmas Eve Party', date: '2026-12-24', time: '19:00', endTime: '' }),
    })
    expect(put.status).toBe(200)
    expect(await put.json()).toMatchObject({ id: created.id, title: 'Christmas Eve Party', date: '2026-12-24T11:00:00.000Z', time: '19:00', endTime: null })
    expect(await upcomingTitles()).toEqual(['Christmas Eve Party'])

    expect((await t.request('DELETE', `/api/events/${created.id}`, { cookie })).status).toBe(204)
    expect(await upcomingTitles()).toEqual([])
    expect((await t.request('DELETE', `/api/events/${created.id}`, { cookie })).status).toBe(404)
    const missing = await t.request('PUT', `/api/events/${created.id}`, { cookie, body: body() })
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ message: 'Event not found' })
    expect((await t.request('PUT', '/api/events/abc', { cookie, body: body() })).status).toBe(404)
  })

  it('lists every event for staff: upcoming soonest first, past most recent first', async () => {
    const cookie = await staffAtNoonDec1()
    await post(cookie, { title: 'Older', date: '2026-11-10', time: '19:00' })
    await post(cookie, { title: 'Later', date: '2026-12-20', time: '19:00' })
    await post(cookie, { title: 'Recent', date: '2026-11-28', time: '19:00' })
    await post(cookie, { title: 'Sooner', date: '2026-12-02', time: '19:00' })
    const res = await t.request('GET', '/api/events/all', { cookie })
    expect(res.status).toBe(200)
    const lists = (await res.json()) as EventListsJson
    expect(lists.upcoming.map((e) => e.title)).toEqual(['Sooner', 'Later'])
    expect(lists.past.map((e) => e.title)).toEqual(['Recent', 'Older'])
  })

  it('refuses bad input with field messages, and nothing is saved', async () => {
    const cookie = await staffAtNoonDec1()
    const send = (overrides: Record<string, unknown>) => t.request('POST', '/api/events', { cookie, body: body(overrides) })
    expect(await fieldError(await send({ title: '  ' }))).toEqual({ path: 'title', message: 'Title is required' })
    expect(await fieldError(await send({ description: undefined }))).toEqual({ path: 'description', message: 'Description is required' })
    expect(await fieldError(await send({ date: '' }))).toEqual({ path: 'date', message: 'Date is required' })
    expect(await fieldError(await send({ date: undefined }))).toEqual({ path: 'date', message: 'Date is required' })
    expect(await fieldError(await send({ date: '2026-02-30' }))).toEqual({ path: 'date', message: 'Date must be a date (yyyy-MM-dd)' })
    expect(await fieldError(await send({ date: '1999-12-31' }))).toEqual({ path: 'date', message: 'Date must be between the years 2000 and 2099' })
    expect(await fieldError(await send({ time: undefined }))).toEqual({ path: 'time', message: 'Start time is required' })
    expect(await fieldError(await send({ time: '24:00' }))).toEqual({ path: 'time', message: 'Start time must be a time (HH:mm)' })
    expect(await fieldError(await send({ endTime: '7pm' }))).toEqual({ path: 'endTime', message: 'End time must be a time (HH:mm)' })
    expect(await fieldError(await send({ endTime: '20:00' }))).toEqual({ path: 'endTime', message: 'End time must differ from the start time' })
    expect(await fieldError(await send({ imageId: '3' }))).toEqual({ path: 'imageId', message: 'Photo must be an uploaded image id' })
    expect(await fieldError(await send({ imageId: 2_147_483_648 }))).toEqual({ path: 'imageId', message: 'Photo must be an uploaded image id' })
    expect(await fieldError(await send({ imageId: 999 }))).toEqual({ path: 'imageId', message: 'That photo does not exist (any more). Upload it again.' })
    expect(await fieldError(await send({ title: 'x'.repeat(121) }))).toEqual({ path: 'title', message: 'Title must be 120 characters or fewer' })
    expect(await fieldError(await send({ title: 'Fire\u202ENight' }))).toEqual({ path: 'title', message: 'Title contains characters that are not allowed' })
    expect((await t.request('POST', '/api/events', { cookie, body: '{"title":' })).status).toBe(400)
    const created = await post(cookie)
    const put = await t.request('PUT', `/api/events/${created.id}`, { cookie, body: body({ time: '' }) })
    expect(await fieldError(put)).toEqual({ path: 'time', message: 'Start time is required' })
    expect(await upcomingTitles()).toEqual(['Fire Dance Night'])
  })

  it('is for staff only (401 without a session)', async () => {
    const [event] = await t.database.handle.db
      .insert(events)
      .values({ title: 'Kept', description: 'Still here', date: new Date('2026-12-05T12:00:00Z') })
      .returning()
    const tries: Array<[string, string, unknown?]> = [
      ['GET', '/api/events/all'],
      ['POST', '/api/events', body()],
      ['PUT', `/api/events/${event.id}`, body()],
      ['DELETE', `/api/events/${event.id}`],
    ]
    for (const [method, path, json] of tries) {
      const res = await t.request(method, path, { body: json })
      expect(res.status, `${method} ${path}`).toBe(401)
      expect(await res.json()).toEqual({ message: 'Please sign in to continue.' })
    }
    expect(await t.database.handle.db.select().from(events)).toHaveLength(1)
  })
})

describe('event photos', () => {
  it('shows an uploaded photo with its variants; replacing or removing it deletes the old image', async () => {
    const cookie = await staffAtNoonDec1()
    const first = await insertImage('f1')
    const created = await post(cookie, { imageId: first })
    expect(created.image).toEqual({
      id: first,
      width: 1600,
      height: 900,
      url: `/images/${first}/960-f1b.jpg`,
      variants: [
        { url: `/images/${first}/480-f1a.jpg`, width: 480, type: 'image/jpeg' },
        { url: `/images/${first}/960-f1b.jpg`, width: 960, type: 'image/jpeg' },
        { url: `/images/${first}/960-f1c.webp`, width: 960, type: 'image/webp' },
      ],
    })
    expect(created.imageUrl).toBe(`/images/${first}/960-f1b.jpg`)
    expect(((await (await t.request('GET', '/api/events')).json()) as EventJson[])[0].image?.id).toBe(first)

    // Edited without `imageId`: the photo stays.
    const kept = await t.request('PUT', `/api/events/${created.id}`, { cookie, body: body({ title: 'Renamed' }) })
    expect(((await kept.json()) as EventJson).image?.id).toBe(first)

    // Replaced: the old image is gone for good.
    const second = await insertImage('s2')
    const replaced = await t.request('PUT', `/api/events/${created.id}`, { cookie, body: body({ imageId: second }) })
    expect(replaced.status).toBe(200)
    expect(((await replaced.json()) as EventJson).imageUrl).toBe(`/images/${second}/960-s2b.jpg`)
    expect(await imageExists(first)).toBe(false)
    const variantsLeft = await t.database.handle.db.select().from(imageVariants).where(eq(imageVariants.imageId, first))
    expect(variantsLeft).toEqual([])

    // Removed.
    const removed = await t.request('PUT', `/api/events/${created.id}`, { cookie, body: body({ imageId: null }) })
    expect(await removed.json()).toMatchObject({ image: null, imageUrl: null })
    expect(await imageExists(second)).toBe(false)
  })

  it('keeps an image that the gallery or another event still shows, and deletes it with the last event', async () => {
    const cookie = await staffAtNoonDec1()
    const shared = await insertImage('sh')
    const inGallery = await insertImage('ga')
    await t.database.handle.db.insert(galleryPhotos).values({ imageId: inGallery, alt: 'The bar at sunset', position: 1 })
    const one = await post(cookie, { title: 'One', imageId: shared })
    const two = await post(cookie, { title: 'Two', imageId: shared })
    const three = await post(cookie, { title: 'Three', imageId: inGallery })

    await t.request('PUT', `/api/events/${one.id}`, { cookie, body: body({ title: 'One', imageId: null }) })
    expect(await imageExists(shared)).toBe(true)
    expect((await t.request('DELETE', `/api/events/${three.id}`, { cookie })).status).toBe(204)
    expect(await imageExists(inGallery)).toBe(true)
    expect((await t.request('DELETE', `/api/events/${two.id}`, { cookie })).status).toBe(204)
    expect(await imageExists(shared)).toBe(false)
  })

  it('replaces a photo URL from before uploads when a photo is set or removed, and keeps it otherwise', async () => {
    const cookie = await staffAtNoonDec1()
    const [legacy] = await t.database.handle.db
      .insert(events)
      .values({ title: 'Legacy', description: 'Old photo', date: new Date('2026-12-05T12:00:00Z'), imageUrl: 'https://example.com/old.jpg' })
      .returning()
    const kept = await t.request('PUT', `/api/events/${legacy.id}`, { cookie, body: body({ title: 'Legacy' }) })
    expect(await kept.json()).toMatchObject({ imageUrl: 'https://example.com/old.jpg', image: null })
    const removed = await t.request('PUT', `/api/events/${legacy.id}`, { cookie, body: body({ title: 'Legacy', imageId: null }) })
    expect(await removed.json()).toMatchObject({ imageUrl: null, image: null })
  })
})
