import type { APIRequestContext, Page } from '@playwright/test'
import type { ReservationJson } from '~/contracts/reservations'
import type { TableJson } from '~/contracts/tables'
import { type BookingRequest, createReservation, expect } from './base'

// The staff screens of reservations and tables: what the reservations, seating and tables specs share.

// The reservations page (calendar and list).

export const calendarEvent = (page: Page, name: string) => page.locator('.fc-event').filter({ hasText: name })
export const listEntry = (page: Page, name: string) =>
  page.getByRole('list', { name: 'All reservations' }).getByRole('listitem').filter({ hasText: name })

/** Opens the reservations page's calendar view (signed in) and waits for the calendar and the list. */
export async function openReservationsPage(page: Page) {
  await page.goto('/admin/reservations?view=calendar')
  await expect(page.locator('.fc-timeGridWeek-view')).toBeVisible()
  await expect(page.getByRole('list', { name: 'All reservations' }).or(page.getByText('No reservations yet'))).toBeVisible()
}

/** Moves the week view forward until `date` is shown. */
export async function showDate(page: Page, date: string) {
  const column = page.locator(`.fc-timegrid-col[data-date="${date}"]`)
  for (let i = 0; i < 8 && (await column.count()) === 0; i++) await page.locator('.fc-next-button').click()
  await expect(column).toBeVisible()
}

// Tables and seating.

export const tablesList = (page: Page) => page.getByRole('list', { name: 'Tables', exact: true })
export const tableRow = (page: Page, tableNumber: number) =>
  tablesList(page)
    .getByRole('listitem')
    .filter({ has: page.getByText(`Table ${tableNumber}`, { exact: true }) })

export async function getTables(page: Page): Promise<TableJson[]> {
  const res = await page.request.get('/api/tables')
  expect(res.status()).toBe(200)
  return res.json()
}

export async function getReservation(page: Page, id: number): Promise<ReservationJson> {
  const res = await page.request.get('/api/reservations')
  expect(res.status()).toBe(200)
  const found = ((await res.json()) as ReservationJson[]).find((r) => r.id === id)
  expect(found, `reservation ${id}`).toBeTruthy()
  return found!
}

/**
 * After a table change that moved `booking` off the table `fromTableId`: the booking sits at another table, and the
 * result dialog (titled `title`) lists it, alone, as moved there, with nobody left without a table. Closes the
 * dialog with Done and returns the booking as it is now.
 */
export async function expectMovedToAnotherTable(page: Page, title: string, booking: ReservationJson, fromTableId: number) {
  const result = page.getByRole('dialog', { name: title })
  await expect(result.getByRole('heading', { name: 'Moved to another table (1)' })).toBeVisible()
  const moved = await getReservation(page, booking.id)
  expect(moved.tableId).not.toBe(fromTableId)
  expect(moved.tableNumber).not.toBeNull()
  const listed = result.getByRole('list', { name: 'Moved bookings' }).getByRole('listitem')
  await expect(listed).toHaveCount(1)
  await expect(listed).toContainText(booking.name)
  await expect(listed).toContainText(`Moved to Table ${moved.tableNumber}`)
  await expect(result.getByRole('heading', { name: /Left without a table/ })).toHaveCount(0)
  await result.getByRole('button', { name: 'Done' }).click()
  await expect(result).toBeHidden()
  return moved
}

/** A table booking made as a guest would (the server seats it at the smallest free table). */
export async function bookTable(request: APIRequestContext, input: Omit<BookingRequest, 'seatingPreference'>) {
  return createReservation(request, { ...input, seatingPreference: 'table' })
}

/** Staff put a booking at a table (through the API). */
async function assignTable(page: Page, reservationId: number, tableId: number | null): Promise<ReservationJson> {
  const res = await page.request.patch(`/api/reservations/${reservationId}/table`, { data: { tableId } })
  expect(res.status(), await res.text()).toBe(200)
  return res.json()
}

/** A table booking at the test's date and time, then put at `tableId` by staff. */
export async function bookAtTable(page: Page, request: APIRequestContext, tableId: number, input: Omit<BookingRequest, 'seatingPreference'>) {
  return assignTable(page, (await bookTable(request, input)).id, tableId)
}
