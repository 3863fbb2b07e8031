import type { APIRequestContext, Page } from '@playwright/test'
import { createReservation, expect, venueDate } from './admin-fixtures'
import type { ReservationJson } from '~/contracts/reservations'
import type { TableJson } from '~/contracts/tables'

/** The staff reservation JSON of issue 5: the spec's fields plus the booking reference and the table's number. */
export type SeatedReservationJson = ReservationJson & { reference: string | null; tableNumber: number | null }

export interface CoversDayJson {
  date: string
  covers: number
  bookings: number
  tableCovers: number
  barCovers: number
}

function randomInt(min: number, max: number) {
  return min + Math.floor(Math.random() * (max - min + 1))
}

/**
 * A date some days ahead, picked at random in [minDays, maxDays], and a random evening slot: tests that share
 * one server rarely meet at the same table and time.
 */
export function farDate(minDays: number, maxDays: number): string {
  return venueDate(randomInt(minDays, maxDays))
}

/** A table number no other table has (100-998: the demo tables are 1-8), found by trying. */
export async function freeTableNumber(page: Page): Promise<number> {
  const res = await page.request.get('/api/tables')
  expect(res.status()).toBe(200)
  const taken = new Set(((await res.json()) as TableJson[]).map((t) => t.tableNumber))
  for (;;) {
    const n = randomInt(100, 998)
    if (!taken.has(n)) return n
  }
}

/**
 * Adds a table through the API with an unused number (retrying when a parallel test took it first).
 * Any active table adds capacity for every booking on the shared server, so tests retire theirs
 * (`retireTable`) as soon as they are done.
 */
export async function createTable(page: Page, capacity: number): Promise<TableJson> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const tableNumber = await freeTableNumber(page)
    const res = await page.request.post('/api/tables', { data: { tableNumber, capacity } })
    if (res.status() === 409) continue
    expect(res.status(), await res.text()).toBe(201)
    return res.json()
  }
  throw new Error('no free table number')
}

/** Deactivates a test table (moving any booking still on it): it then takes no bookings of other tests. */
export async function retireTable(page: Page, id: number) {
  const res = await page.request.patch(`/api/tables/${id}`, { data: { isActive: false, confirm: true } })
  expect([200, 404], await res.text()).toContain(res.status())
}

export async function getTables(page: Page): Promise<TableJson[]> {
  const res = await page.request.get('/api/tables')
  expect(res.status()).toBe(200)
  return res.json()
}

export async function getReservation(page: Page, id: number): Promise<SeatedReservationJson> {
  const res = await page.request.get('/api/reservations')
  expect(res.status()).toBe(200)
  const found = ((await res.json()) as SeatedReservationJson[]).find((r) => r.id === id)
  expect(found, `reservation ${id}`).toBeTruthy()
  return found!
}

/** A table booking made as a guest would (the server seats it at the smallest free table). */
export async function bookTable(
  request: APIRequestContext,
  input: { name: string; date: string; time: string; guests: number; phone?: string },
): Promise<SeatedReservationJson> {
  return (await createReservation(request, { ...input, seatingPreference: 'table' })) as SeatedReservationJson
}

/** Staff put a booking at a table (through the API). */
export async function assignTable(page: Page, reservationId: number, tableId: number | null): Promise<SeatedReservationJson> {
  const res = await page.request.patch(`/api/reservations/${reservationId}/table`, { data: { tableId } })
  expect(res.status(), await res.text()).toBe(200)
  return res.json()
}

/** 'November 25, 2026' for '2026-11-25' (as the admin screens write dates). */
export function longDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
}
