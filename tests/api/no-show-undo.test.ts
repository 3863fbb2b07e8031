/**
 * The host's no-show, asked once and undone (issue 27): the venue's grace period in the seating rules, and an Undo of
 * a no-show that gives the party its table back when still free, re-seats it when taken, or says no table fits.
 */
import { describe, expect, it } from 'vitest'
import type { ReservationJson, StaffCreatedReservationJson } from '~/contracts/reservations'
import { DEFAULT_SEATING_RULES, type SeatingRulesJson, seatingRulesMessages } from '~/contracts/seating-rules'
import { bookingBody, seedAppCapacity } from '../support/capacity'
import { withStaffView } from '../support/staff-view'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

/** 19:10 at the venue on 5 December (Manila, UTC+8). */
const NOW = new Date('2026-12-05T11:10:00Z')
const LATER = '2026-12-10'

async function staffBook(cookie: string, body: Record<string, unknown>): Promise<StaffCreatedReservationJson> {
  const res = await t.request('POST', '/api/reservations', { cookie, body: bookingBody({ date: LATER, source: 'phone', ...body }) })
  expect(res.status, await res.clone().text()).toBe(201)
  return withStaffView(t.database.handle.db, (await res.json()) as StaffCreatedReservationJson)
}

async function setStatus(cookie: string, booking: { id: number; version: number }, status: string) {
  return t.request('PATCH', `/api/reservations/${booking.id}/status`, { cookie, body: { status }, headers: { 'If-Match': String(booking.version) } })
}

async function ok(res: Response): Promise<ReservationJson> {
  expect(res.status, await res.clone().text()).toBe(200)
  return (await res.json()) as ReservationJson
}

const putRules = (cookie: string, body: unknown) => t.request('PUT', '/api/seating-rules', { cookie, body })
const readRules = async () => (await (await t.request('GET', '/api/seating-rules')).json()) as SeatingRulesJson

describe('the no-show grace period (seating rules)', () => {
  it('is 15 minutes by default, is saved with the rules, and is kept by a save that leaves it out', async () => {
    const cookie = await t.signIn()
    expect((await readRules()).noShowGraceMinutes).toBe(15)
    expect((await putRules(cookie, { ...DEFAULT_SEATING_RULES, noShowGraceMinutes: 0 })).status).toBe(200)
    expect((await readRules()).noShowGraceMinutes).toBe(0)
    expect(await (await putRules(cookie, { ...DEFAULT_SEATING_RULES, noShowGraceMinutes: 120 })).json()).toMatchObject({ noShowGraceMinutes: 120 })
    const { noShowGraceMinutes: _left, ...older } = DEFAULT_SEATING_RULES
    expect(await (await putRules(cookie, { ...older, guestChangeCutoffMinutes: 60 })).json()).toMatchObject({ noShowGraceMinutes: 120 })
    expect(await readRules()).toEqual({ ...DEFAULT_SEATING_RULES, guestChangeCutoffMinutes: 60, noShowGraceMinutes: 120 })
  })

  it('refuses a grace period that is not a whole number of minutes from 0 to 120, and saves nothing', async () => {
    const cookie = await t.signIn()
    for (const noShowGraceMinutes of [-1, 121, 7.5, '15', null]) {
      const res = await putRules(cookie, { ...DEFAULT_SEATING_RULES, noShowGraceMinutes })
      expect(res.status).toBe(400)
      expect(((await res.json()) as { details: unknown }).details).toEqual([{ path: 'noShowGraceMinutes', message: seatingRulesMessages.noShowGraceMinutes }])
    }
    expect(await readRules()).toEqual(DEFAULT_SEATING_RULES)
  })
})

describe('undoing a no-show', () => {
  it('gives the party its own table back while it is still free', async () => {
    await seedAppCapacity(t, { tables: [[5, 4], [7, 4]] })
    t.setNow(NOW)
    const cookie = await t.signIn()
    const booking = await staffBook(cookie, { time: '19:00', tableNumber: 5 })
    const noShow = await ok(await setStatus(cookie, booking, 'no-show'))
    expect(noShow).toMatchObject({ status: 'no-show', version: booking.version + 1 })

    const undone = await ok(await setStatus(cookie, noShow, 'confirmed'))
    expect(undone).toMatchObject({ status: 'confirmed', tableNumbers: [5] })
  })

  it('re-seats the party at the smallest table that fits when theirs was taken meanwhile', async () => {
    await seedAppCapacity(t, { tables: [[5, 4], [7, 6], [8, 4]] })
    t.setNow(NOW)
    const cookie = await t.signIn()
    const booking = await staffBook(cookie, { time: '19:00', tableNumber: 5, guests: 2 })
    const noShow = await ok(await setStatus(cookie, booking, 'no-show'))
    const walkIn = await staffBook(cookie, { time: '19:00', tableNumber: 5, guests: 2 })
    expect(walkIn.tableNumbers).toEqual([5])

    const undone = await ok(await setStatus(cookie, noShow, 'confirmed'))
    expect(undone).toMatchObject({ status: 'confirmed', tableNumbers: [8] })
  })

  it('is refused (409, nothing changes) when the table was taken and no other fits', async () => {
    await seedAppCapacity(t, { tables: [[5, 4]] })
    t.setNow(NOW)
    const cookie = await t.signIn()
    const booking = await staffBook(cookie, { time: '19:00', tableNumber: 5 })
    const noShow = await ok(await setStatus(cookie, booking, 'no-show'))
    await staffBook(cookie, { time: '19:00', tableNumber: 5 })

    const refused = await setStatus(cookie, noShow, 'confirmed')
    expect(refused.status).toBe(409)
    expect(((await refused.json()) as { message: string }).message).toMatch(/^No table for 2 guests is free at 7:00 PM on .* any more/)
    const [after] = (await (await t.request('GET', `/api/reservations?date=${LATER}`, { cookie })).json()) as ReservationJson[]
    expect(after).toMatchObject({ id: booking.id, status: 'no-show', version: noShow.version })
  })
})
