import type { APIRequestContext, Page, Route } from '@playwright/test'
import { createReservation, expect, venueDate, weekdayDate } from './base'
import { openHydrated } from './public-fixtures'

// The booking form (/book): what the booking specs share.

/** A new venue's bar (demo data); its largest table seats 10, so 12 is the largest party online. */
export const BAR_SEATS = 12

export const bookingForm = (page: Page) => page.getByRole('form', { name: 'Book a table' })
export const toasts = (page: Page) => page.locator('[role="region"][aria-label^="Notifications"] li')
export const openToasts = (page: Page) => page.locator('[role="region"][aria-label^="Notifications"] li[data-state="open"]')
export const timeSelect = (page: Page) => page.getByLabel('Time')
export const slotOption = (page: Page, time: string) => timeSelect(page).locator(`option[value="${time}"]`)

/** The email the form helpers type for a guest: 'maria.santos.3f9a0c1e@example.com'. */
export const guestEmail = (name: string) => `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`

/** Types the guest's name and email, and the party and seating when given. */
export async function fillGuest(page: Page, name: string, party?: { guests: number; seating?: 'Table' | 'Bar' }) {
  await page.getByLabel('Name').fill(name)
  await page.getByLabel('Email').fill(guestEmail(name))
  if (!party) return
  await page.getByLabel('Number of guests').fill(String(party.guests))
  await page.getByRole('radio', { name: party.seating ?? 'Table' }).check()
}

/** Opens the date picker and picks `date` ("yyyy-MM-dd", after today), moving month by month from today's. */
export async function pickDate(page: Page, date: string) {
  await page.getByRole('button', { name: /^Date/ }).click()
  const calendar = page.getByRole('dialog', { name: 'Choose a date' })
  const [ty, tm] = venueDate(0).split('-').map(Number)
  const [y, m, d] = date.split('-').map(Number)
  for (let i = 0; i < (y - ty) * 12 + (m - tm); i++) await calendar.getByRole('button', { name: /Next Month/i }).click()
  await calendar.locator('td:not([data-outside]) button').filter({ hasText: new RegExp(`^${d}$`) }).click()
  await expect(calendar).toBeHidden()
  await expect(page.getByRole('button', { name: /^Date/ })).toHaveText(weekdayDate(date))
}

/** The page's next availability answer for one day, party and seating (GET /api/availability). */
export function availabilityAnswer(page: Page, ask: { date: string; guests?: number; seating?: 'table' | 'bar' }) {
  return page.waitForResponse((r) => {
    const url = new URL(r.url())
    const params = url.searchParams
    return (
      url.pathname === '/api/availability' &&
      params.get('date') === ask.date &&
      (ask.guests === undefined || params.get('guests') === String(ask.guests)) &&
      (ask.seating === undefined || params.get('seating') === ask.seating)
    )
  })
}

/**
 * Opens /book as a guest (name, party, seating), picks `date` and waits for that day's free times to arrive: the
 * time list then shows what the guest chooses from.
 */
export async function startBooking(page: Page, guest: { name: string; date: string; guests: number; seating?: 'Table' | 'Bar' }) {
  await openHydrated(page, '/book')
  await fillGuest(page, guest.name, { guests: guest.guests, seating: guest.seating })
  const answered = availabilityAnswer(page, { date: guest.date, guests: guest.guests, seating: guest.seating === 'Bar' ? 'bar' : 'table' })
  await pickDate(page, guest.date)
  await answered
}

/**
 * Serves the page the availability answers it has had already, however often it asks again, until it sends a
 * booking: the form keeps the picture of free times the guest chose from while someone else books meanwhile.
 * From the booking request on, the server answers again (the form asks anew once the booking is made or refused).
 */
export async function keepAvailabilityUntilBooking(page: Page) {
  const seen = new Map<string, { status: number; headers: Record<string, string>; body: string }>()
  let keeping = true
  await page.route('**/api/availability?*', async (route: Route) => {
    const url = route.request().url()
    const kept = seen.get(url)
    if (keeping && kept) return route.fulfill(kept)
    try {
      const response = await route.fetch()
      const answer = { status: response.status(), headers: response.headers(), body: await response.text() }
      if (keeping) seen.set(url, answer)
      await route.fulfill(answer)
    } catch (error) {
      // The test ended, closing its page, while the form still asked (its answer disposed of): nobody waits for it.
      // Thrown, the error would fail whichever test the worker runs next.
      if (page.isClosed()) return
      throw error
    }
  })
  await page.route('**/api/reservations', async (route: Route) => {
    if (route.request().method() === 'POST') keeping = false
    await route.fallback()
  })
}

/** Someone else takes `seats` of the bar's seats (all of them unless told) from 7:00 PM to 9:00 PM on `date`. */
export async function takeBarSeatsAtSeven(request: APIRequestContext, date: string, seats = BAR_SEATS) {
  await createReservation(request, { name: 'Slot Filler', date, time: '19:00', guests: seats, seatingPreference: 'bar' })
}
