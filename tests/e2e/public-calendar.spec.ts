import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { eventWallClock } from '../../app/lib/event-times'
import {
  createReservation,
  DESKTOP,
  expect,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  apiGet,
  ownData,
  ownName,
  PHONE,
  test,
  VENUE_TZ,
  venueDate,
} from './support/public-fixtures'
import type { EventJson } from '~/contracts/events'

// "Add to calendar" and "Book a table for this event" on /events, and a booking's own calendar file.

const own = ownData('public-calendar.spec.ts')

/** The content lines of an iCalendar file, unfolded. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n')
const compact = (date: string, time: string) => `${date.replace(/-/g, '')}T${time.replace(':', '')}00`

async function expectTouchTarget(page: Page, name: string, card: ReturnType<Page['getByTestId']>) {
  const box = await card.getByRole('link', { name, exact: true }).boundingBox()
  expect(box!.height, name).toBeGreaterThanOrEqual(44)
}

test('event cards offer booking and a calendar file that downloads, on a phone and a desktop', async ({ page }) => {
  // Both sizes in one test (the demo events; nothing changes): twice the work of one.
  test.setTimeout(60_000)
  own('event ics')
  const events = await apiGet<EventJson[]>(page, '/api/events')
  const startOf = (event: EventJson) => eventWallClock({ start: new Date(event.date), end: null }, VENUE_TZ)
  const event = events.find((e) => startOf(e).date >= venueDate(0))!
  expect(event, 'an event from today on').toBeDefined()
  const { date, time } = startOf(event)
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport)
    await page.goto('/events')
    const cards = page.getByTestId('event')
    await expect(cards).toHaveCount(events.length)
    for (const [i, each] of events.entries()) {
      await expect(cards.nth(i).getByRole('link', { name: 'Add to calendar', exact: true })).toHaveAttribute('href', `/api/events/${each.id}/ics`)
    }
    const card = cards.filter({ has: page.getByRole('heading', { name: event.title, exact: true }) })
    await expectTouchTarget(page, 'Book a table for this event', card)
    await expectTouchTarget(page, 'Add to calendar', card)
    await expectNoSidewaysScroll(page, viewport.width)

    const downloading = page.waitForEvent('download')
    await card.getByRole('link', { name: 'Add to calendar', exact: true }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/\.ics$/)
    const lines = unfold(await readFile((await download.path())!, 'utf8'))
    expect(lines).toContain(`SUMMARY:${event.title.replace(/([\\;,])/g, '\\$1')}`)
    expect(lines).toContain(`DTSTART;TZID=${VENUE_TZ}:${compact(date, time)}`)
    // The download did not navigate.
    await expect(page).toHaveURL('/events')
  }
  await page.getByTestId('event').filter({ hasText: event.title }).getByRole('link', { name: 'Book a table for this event', exact: true }).click()
  await expect(page).toHaveURL(`/book?date=${date}`)
})

test('/events passes axe with the card links (phone)', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await page.goto('/events')
  await expect(page.getByRole('link', { name: 'Add to calendar', exact: true }).first()).toBeVisible()
  await expectNoAxeViolations(page)
})

test('the links work without JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  await page.goto('/events')
  const card = page.getByTestId('event').first()
  await expect(card.getByRole('link', { name: 'Add to calendar', exact: true })).toHaveAttribute('href', /^\/api\/events\/\d+\/ics$/)
  await card.getByRole('link', { name: 'Book a table for this event', exact: true }).click()
  await expect(page).toHaveURL(/\/book\?date=\d{4}-\d{2}-\d{2}$/)
  await context.close()
})

test("a booking's calendar file holds its time and its private link, and is kept by no cache", async ({ request, baseURL }) => {
  const { date } = own('booking ics')
  const booking = await createReservation(request, { name: ownName('Calendar Guest'), date, time: '19:30', guests: 3 })
  const res = await request.get(`/api/bookings/${booking.manageToken}/ics`)
  expect(res.status(), await res.text()).toBe(200)
  expect(res.headers()['content-type']).toBe('text/calendar; charset=utf-8')
  expect(res.headers()['cache-control']).toBe('private, no-store')
  expect(res.headers()['content-disposition']).toBe(`attachment; filename="booking-${booking.reference.toLowerCase()}.ics"`)
  const lines = unfold(await res.text())
  expect(lines).toContain(`DTSTART;TZID=${VENUE_TZ}:${compact(date, '19:30')}`)
  expect(lines).toContain(`DTEND;TZID=${VENUE_TZ}:${compact(date, '21:30')}`)
  expect(lines).toContain(`URL:${baseURL}${booking.managePath}`)
  expect(lines.find((line) => line.startsWith('DESCRIPTION:'))).toContain(`${baseURL}${booking.managePath}`)
  expect(lines.find((line) => line.startsWith('SUMMARY:'))).toMatch(/^SUMMARY:Bar seats for 3 at /)
})
