import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { venueSettings } from '~/.server/db/schema'
import { DEFAULT_VENUE, type VenueJson, venueMessages } from '~/contracts/venue'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

const SAVED: VenueJson = {
  name: 'Sunset Shack',
  tagline: 'Grill and cocktails on Station 2',
  phone: '+63 (917) 555-0123',
  email: 'hola@sunsetshack.ph',
  address: 'Station 2, White Beach, Malay, Aklan',
  mapUrl: 'https://maps.example.com/?q=sunset+shack',
  latitude: 11.9612,
  longitude: -121.5,
  social: [
    { label: 'Instagram', url: 'https://instagram.com/sunsetshack' },
    { label: 'Facebook', url: 'https://facebook.com/sunsetshack' },
  ],
  happyHour: { start: '15:30', end: '18:00' },
}

async function details(res: Response) {
  return ((await res.json()) as { details?: Array<{ path: string; message: string }> }).details ?? []
}

describe('venue details', () => {
  it('reads what migration 0007 stored: the defaults', async () => {
    const res = await t.request('GET', '/api/venue')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual(DEFAULT_VENUE)
  })

  it('staff save every field; guests read them back', async () => {
    const cookie = await t.signIn()
    const put = await t.request('PUT', '/api/venue', { cookie, body: { ...SAVED, extra: 'dropped' } })
    expect(put.status).toBe(200)
    expect(await put.json()).toEqual(SAVED)
    expect(await (await t.request('GET', '/api/venue')).json()).toEqual(SAVED)

    // Empty coordinates and map link, no social links: all allowed; text is trimmed.
    const plain = { ...SAVED, name: '  Sunset Shack  ', mapUrl: '', latitude: null, longitude: null, social: [] }
    const again = await t.request('PUT', '/api/venue', { cookie, body: plain })
    expect(again.status).toBe(200)
    expect(await (await t.request('GET', '/api/venue')).json()).toEqual({ ...plain, name: 'Sunset Shack' })
  })

  it('refuses each invalid field with its message, and changes nothing', async () => {
    const cookie = await t.signIn()
    const cases: Array<[Partial<Record<keyof VenueJson, unknown>>, string, string]> = [
      [{ name: '' }, 'name', venueMessages.name],
      [{ name: '   ' }, 'name', venueMessages.name],
      [{ name: 42 }, 'name', venueMessages.name],
      [{ tagline: 'x'.repeat(161) }, 'tagline', venueMessages.tagline],
      [{ phone: '12345' }, 'phone', venueMessages.phone],
      [{ phone: '+63 36 288 0000 ext 5' }, 'phone', venueMessages.phone],
      [{ phone: '1'.repeat(21) }, 'phone', venueMessages.phone],
      [{ phone: '(-) (-) +' }, 'phone', venueMessages.phone],
      [{ email: 'not-an-address' }, 'email', venueMessages.email],
      [{ email: null }, 'email', venueMessages.email],
      [{ address: '' }, 'address', venueMessages.address],
      [{ mapUrl: 'http://maps.example.com' }, 'mapUrl', venueMessages.mapUrl],
      [{ mapUrl: 'javascript:alert(1)' }, 'mapUrl', venueMessages.mapUrl],
      [{ latitude: 91 }, 'latitude', venueMessages.latitude],
      [{ latitude: '11.9' }, 'latitude', venueMessages.latitude],
      [{ longitude: -180.5 }, 'longitude', venueMessages.longitude],
      [{ social: [{ label: '', url: 'https://instagram.com/x' }] }, 'social.0.label', venueMessages.socialLabel],
      [{ social: [{ label: 'Instagram', url: 'instagram.com/x' }] }, 'social.0.url', venueMessages.socialUrl],
      [{ social: Array.from({ length: 9 }, (_, i) => ({ label: `Link ${i}`, url: `https://example.com/${i}` })) }, 'social', venueMessages.socialMax],
      [{ social: 'instagram' }, 'social', venueMessages.socialMax],
      [{ happyHour: { start: '4 PM', end: '19:00' } }, 'happyHour.start', venueMessages.happyHourTime],
      [{ happyHour: { start: '16:00', end: '24:00' } }, 'happyHour.end', venueMessages.happyHourTime],
      [{ happyHour: null }, 'happyHour', venueMessages.happyHourTime],
      [{ happyHour: { start: '16:00', end: '16:00' } }, 'happyHour.end', venueMessages.happyHourSame],
    ]
    for (const [change, path, message] of cases) {
      const res = await t.request('PUT', '/api/venue', { cookie, body: { ...DEFAULT_VENUE, ...change } })
      expect(res.status, JSON.stringify(change)).toBe(400)
      expect(await details(res), JSON.stringify(change)).toEqual([{ path, message }])
    }
    // Each message of the contract is checked above.
    const checked = new Set(cases.map(([, , message]) => message))
    expect(Object.values(venueMessages).filter((m) => !checked.has(m))).toEqual([])

    const missing = await t.request('PUT', '/api/venue', { cookie, body: {} })
    expect(missing.status).toBe(400)
    expect((await details(missing)).map((d) => d.path).sort()).toEqual(Object.keys(DEFAULT_VENUE).sort())
    expect((await t.request('PUT', '/api/venue', { cookie, body: '{not json' })).status).toBe(400)
    expect((await t.request('PUT', '/api/venue', { cookie, body: [] })).status).toBe(400)
    expect(await (await t.request('GET', '/api/venue')).json()).toEqual(DEFAULT_VENUE)
  })

  it('refuses a write without a staff session', async () => {
    const res = await t.request('PUT', '/api/venue', { body: SAVED })
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ message: 'Please sign in to continue.' })
    expect((await t.request('PUT', '/api/venue', { body: SAVED, cookie: 'staff_session=forged-token-value' })).status).toBe(401)
    expect(await (await t.request('GET', '/api/venue')).json()).toEqual(DEFAULT_VENUE)
  })

  it('is a shared read: 304 while nothing changed, the new details at once after a save', async () => {
    const first = await t.request('GET', '/api/venue')
    const etag = first.headers.get('etag') ?? ''
    expect(etag).not.toBe('')
    expect((await t.request('GET', '/api/venue', { headers: { 'if-none-match': etag } })).status).toBe(304)
    const cookie = await t.signIn()
    expect((await t.request('PUT', '/api/venue', { cookie, body: SAVED })).status).toBe(200)
    const after = await t.request('GET', '/api/venue', { headers: { 'if-none-match': etag } })
    expect(after.status).toBe(200)
    expect(await after.json()).toEqual(SAVED)
    // A refused write changes nothing, and the read still answers.
    expect((await t.request('PUT', '/api/venue', { cookie, body: { ...SAVED, phone: '' } })).status).toBe(400)
    expect(await (await t.request('GET', '/api/venue')).json()).toEqual(SAVED)
  })

  it('reads an old or damaged row field by field, with the defaults for what is missing or invalid', async () => {
    const { db } = t.database.handle
    await db
      .update(venueSettings)
      .set({ data: { name: 'Old Name', phone: 'call us', latitude: 'north', social: [{ label: 'X' }], happyHour: { start: '16:00' } } })
      .where(eq(venueSettings.id, 1))
    // Written behind the app's back: PostgreSQL's change notice may arrive after the next read, so drop the cache here.
    t.deps.reads.invalidate()
    expect(await (await t.request('GET', '/api/venue')).json()).toEqual({ ...DEFAULT_VENUE, name: 'Old Name' })

    await db.delete(venueSettings)
    t.deps.reads.invalidate()
    expect(await (await t.request('GET', '/api/venue')).json()).toEqual(DEFAULT_VENUE)
    // Staff can write again once the row is gone.
    const cookie = await t.signIn()
    expect((await t.request('PUT', '/api/venue', { cookie, body: SAVED })).status).toBe(200)
    expect(await (await t.request('GET', '/api/venue')).json()).toEqual(SAVED)
  })
})
