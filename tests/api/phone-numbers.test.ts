/**
 * Phone numbers as people type them: separators are removed before the 7-15 length rule, and the
 * number is stored and returned in E.164, for a guest's booking and for one staff record alike.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { reservations } from '~/.server/db/schema'
import type { CreatedReservationJson, ReservationJson, StaffCreatedReservationJson } from '~/contracts/reservations'
import { bookingBody, seedAppCapacity } from '../support/capacity'
import { venueDateFromToday } from '../support/dates'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

async function seed() {
  await seedAppCapacity(t, { tables: [[1, 4], [2, 4], [3, 4]] })
}

function book(body: Record<string, unknown>, cookie?: string) {
  return t.request('POST', '/api/reservations', { body: bookingBody({ date: venueDateFromToday(3), ...body }), cookie })
}

async function storedPhone(id: number): Promise<string | null> {
  const [row] = await t.database.handle.db.select({ phone: reservations.phone }).from(reservations).where(eq(reservations.id, id))
  return row.phone
}

async function get<T>(path: string, cookie: string): Promise<T> {
  const res = await t.request('GET', path, { cookie })
  expect(res.status, await res.clone().text()).toBe(200)
  return (await res.json()) as T
}

describe('phone numbers on POST /api/reservations', () => {
  it("stores and returns a guest's spaced PH mobile number normalised, on every read", async () => {
    await seed()
    const res = await book({ phone: '+63 917 555 0142' })
    expect(res.status, await res.clone().text()).toBe(201)
    const created = (await res.json()) as CreatedReservationJson
    expect(created.phone).toBe('+639175550142')
    expect(await storedPhone(created.id)).toBe('+639175550142')

    const own = await t.request('GET', `/api/bookings/${created.manageToken}`)
    expect(((await own.json()) as { phone: string }).phone).toBe('+639175550142')
    const cookie = await t.signIn()
    const list = await get<ReservationJson[]>('/api/reservations', cookie)
    expect(list.map((r) => r.phone)).toEqual(['+639175550142'])
  })

  it('stores the number staff type for a phone booking normalised too', async () => {
    await seed()
    const cookie = await t.signIn()
    const phoned = await book({ source: 'phone', email: '', phone: '+63 917 555 0142' }, cookie)
    expect(phoned.status, await phoned.clone().text()).toBe(201)
    const phonedJson = (await phoned.json()) as StaffCreatedReservationJson
    expect(phonedJson.phone).toBe('+639175550142')
    expect(await storedPhone(phonedJson.id)).toBe('+639175550142')

    const landline = await book({ source: 'phone', phone: '(036) 288-0000', time: '20:00' }, cookie)
    expect(((await landline.json()) as StaffCreatedReservationJson).phone).toBe('+63362880000')
  })

  it("stores a Philippine number staff type without its country code, and a guest's international one, in E.164", async () => {
    await seed()
    const cookie = await t.signIn()
    const local = (await (await book({ source: 'walk-in', email: '', phone: '0917 100 0001' }, cookie)).json()) as StaffCreatedReservationJson
    expect(local.phone).toBe('+639171000001')
    expect(await storedPhone(local.id)).toBe('+639171000001')
    // The same guest again the same evening: staff record it anyway (the duplicate warning is not this test's subject).
    const bare = (await (await book({ source: 'phone', email: '', phone: '09171000001', time: '20:00', allowDuplicate: true }, cookie)).json()) as StaffCreatedReservationJson
    expect(await storedPhone(bare.id)).toBe('+639171000001')

    for (const [phone, stored, time] of [['+44 7700 900123', '+447700900123', '12:00'], ['0044 7700 900123', '+447700900123', '15:00']]) {
      const res = await book({ phone, time })
      expect(res.status, await res.clone().text()).toBe(201)
      expect(await storedPhone(((await res.json()) as CreatedReservationJson).id)).toBe(stored)
    }
    // Found whichever way staff type it.
    for (const q of ['0044 7700 900123', '+44 7700 900123', '07700 900123']) {
      expect((await get<ReservationJson[]>(`/api/reservations?q=${encodeURIComponent(q)}`, cookie)).length, q).toBe(2)
    }
  })

  it('refuses numbers that really are too short or too long, and other characters, in words; nothing is stored', async () => {
    await seed()
    const cookie = await t.signIn()
    const refusals: Array<[string, string]> = [
      ['12 34 56', 'Phone number is too short'],
      ['+63 917', 'Phone number is too short'],
      ['1234 5678 9012 3456', 'Phone number is too long'],
      ['+63 917 555 0142 ext 5', 'Phone number may only contain digits, spaces, dashes, dots, parentheses and a + at the start'],
      ['+63 +917 555 0142', 'Phone number may only contain digits, spaces, dashes, dots, parentheses and a + at the start'],
    ]
    for (const [phone, message] of refusals) {
      for (const staff of [undefined, cookie]) {
        const res = await book({ phone, ...(staff ? { source: 'phone' } : {}) }, staff)
        expect(res.status, phone).toBe(400)
        expect(((await res.json()) as { details: unknown[] }).details[0], phone).toEqual({ path: 'phone', message })
      }
    }
    expect(await get<ReservationJson[]>('/api/reservations', cookie)).toEqual([])
  })

  it('takes a phone of separators only as no phone, and a lone + as too short (never a 500)', async () => {
    await seed()
    const res = await book({ phone: ' - ( ) . ' })
    expect(res.status, await res.clone().text()).toBe(201)
    expect(((await res.json()) as CreatedReservationJson).phone).toBeNull()
    const plus = await book({ phone: '+', time: '20:00' })
    expect(plus.status).toBe(400)
    expect(((await plus.json()) as { message: string }).message).toBe('Phone number is too short')
    for (const phone of [42, ['0917'], { number: '0917' }, null]) {
      expect((await book({ phone, time: '20:00' })).status, JSON.stringify(phone)).toBe(400)
    }
  })
})

describe('bookings stored before phone numbers were normalised', () => {
  it('are found by a phone search and matched to the guest as the new ones are', async () => {
    await seed()
    const cookie = await t.signIn()
    const staffBook = async (date: string, phone: string) =>
      (await (await book({ date, source: 'phone', email: '', phone }, cookie)).json()) as StaffCreatedReservationJson
    const old = await staffBook(venueDateFromToday(3), '09171234567')
    // What a booking made before this change holds: the number as it was typed.
    await t.database.handle.db.update(reservations).set({ phone: '0917 123-4567' }).where(eq(reservations.id, old.id))
    await t.request('PATCH', `/api/reservations/${old.id}/status`, { cookie, body: { status: 'completed' } })
    const current = await staffBook(venueDateFromToday(5), '+63 917 123 4567')
    expect(current.phone).toBe('+639171234567')

    for (const q of ['+63 917 123 4567', '0917-123-4567', '09171234567', '123 4567']) {
      const found = await get<ReservationJson[]>(`/api/reservations?q=${encodeURIComponent(q)}`, cookie)
      expect(found.map((r) => r.id).sort(), q).toEqual([old.id, current.id].sort())
    }
    expect(await get(`/api/reservations/${current.id}/guest`, cookie)).toMatchObject({ visits: 1, noShows: 0 })
  })
})
