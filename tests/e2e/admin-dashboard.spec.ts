import { request as playwrightRequest, type Page } from '@playwright/test'
import { DESKTOP, PHONE, VENUE_TZ, apiGet, createReservation, expect, expectNoAxeViolations, expectNoSidewaysScrollAt, laterSlotToday, ownData, ownName, signIn, test, venueDate } from './support/admin-fixtures'
import { formatTime12h } from '../../app/lib/time-slots'
import { formatWeekdayDate } from '../../app/lib/date-wording'
import { venueTimeNow } from '../../app/lib/venue-time'
import { nextArrivals } from '../../app/features/staff-dashboard/dashboard-counts'
import type { ReservationJson, ReservationSummaryJson } from '~/contracts/reservations'
import type { VisitorStats } from '~/contracts/visitor-stats'

const own = ownData('admin-dashboard.spec.ts')

// The next arrivals are still expected: pending or confirmed.
const BADGE_COLOUR: Record<string, string> = {
  pending: 'bg-yellow-100',
  confirmed: 'bg-green-100',
}
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

const statValue = (page: Page, label: string) =>
  page.getByRole('group', { name: label, exact: true }).getByTestId('stat-value')

async function readNumber(page: Page, label: string) {
  return Number(await statValue(page, label).textContent())
}

test('the dashboard numbers are the API numbers', async ({ page, request }) => {
  const [todayDate, laterDate] = own('numbers').dates
  // Today (venue time) when a slot is still open, pending, and one cancelled; another day; then one confirmed.
  const todaySlot = laterSlotToday()
  const todayName = ownName('Dash Today')
  const cancelledName = ownName('Dash Cancelled')
  if (todaySlot) await createReservation(request, { name: todayName, date: todayDate, time: todaySlot, guests: 2 })
  const cancelled = todaySlot ? await createReservation(request, { name: cancelledName, date: todayDate, time: todaySlot, guests: 3 }) : null
  await createReservation(request, { name: ownName('Dash Later'), date: laterDate, time: '13:00', guests: 2 })
  const third = await createReservation(request, { name: ownName('Dash Third'), date: laterDate, time: '14:00', guests: 1 })
  await signIn(page)
  expect((await page.request.patch(`/api/reservations/${third.id}/status`, { data: { status: 'confirmed' } })).status()).toBe(200)
  if (cancelled) {
    expect((await page.request.patch(`/api/reservations/${cancelled.id}/status`, { data: { status: 'cancelled' } })).status()).toBe(200)
  }

  // Other tests book on this server meanwhile: the page is compared with the API answers it was given.
  // It asks for counts and for today's bookings only, never for every booking ever made.
  const answer = <T>(path: string, search = '') =>
    page
      .waitForResponse((r) => new URL(r.url()).pathname === path && new URL(r.url()).search === search && r.request().method() === 'GET')
      .then((r) => r.json() as Promise<T>)
  const today = venueDate(0)
  const reservationRequests: string[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/reservations')) reservationRequests.push(new URL(r.url()).pathname + new URL(r.url()).search)
  })
  const answers = Promise.all([
    answer<Array<{ name: string }>>('/api/menu'),
    answer<Array<{ name: string }>>('/api/drinks'),
    answer<ReservationSummaryJson>('/api/reservations/summary'),
    answer<ReservationJson[]>('/api/reservations', `?date=${today}`),
    answer<VisitorStats>('/api/visitor-stats'),
  ])
  const now = venueTimeNow(VENUE_TZ)
  await page.goto('/admin/dashboard')
  const [menu, drinks, summary, reservations, stats] = await answers
  expect(new Set(reservationRequests)).toEqual(new Set(['/api/reservations/summary', `/api/reservations?date=${today}`]))
  expect(summary.total).toBeGreaterThanOrEqual(4)
  expect(reservations.every((r) => r.date === today)).toBe(true)
  await expect(statValue(page, 'Total Menu Items')).toBeVisible()
  await expect(statValue(page, 'Total Reservations')).toBeVisible()
  await expect(statValue(page, 'Total Unique Visitors')).toBeVisible()
  const shown = {
    menu: await readNumber(page, 'Total Menu Items'),
    total: await readNumber(page, 'Total Reservations'),
    today: await readNumber(page, "Today's bookings"),
    pending: await readNumber(page, 'Pending Reservations'),
    visitors: await readNumber(page, 'Total Unique Visitors'),
    returning: await readNumber(page, 'Returning Visitors'),
    newToday: await readNumber(page, 'New Visitors Today'),
    returningToday: await readNumber(page, 'Returning Visitors Today'),
    arrivals: await page.getByRole('list', { name: 'Next arrivals' }).getByRole('listitem').evaluateAll((items) =>
      items.map((li) => ({
        text: (li as HTMLElement).innerText.replace(/\s+/g, ' ').trim(),
        badgeClass: li.querySelector('span.rounded-full')?.className ?? '',
      })),
    ),
  }
  // Today's bookings still expected from half an hour ago, soonest first (the rule itself has its unit test).
  const expected = nextArrivals(reservations, today, now)
  expect(shown).toEqual({
    menu: [...menu, ...drinks].filter((m) => m.name !== 'EXTRAS_SECTION').length,
    total: summary.total,
    today: summary.today.bookings,
    pending: summary.pending,
    visitors: stats.totalUniqueVisitors,
    returning: stats.returningVisitors,
    newToday: stats.newVisitorsToday,
    returningToday: stats.returningVisitorsToday,
    arrivals: expected.map((r) => ({
      text: expect.stringMatching(new RegExp(`^${escape(formatTime12h(r.time))} ${escape(r.name)} ${r.guests} guests? ${capitalize(r.status)}$`)),
      badgeClass: expect.stringContaining(BADGE_COLOUR[r.status]),
    })),
  })
  // The booking still expected today is among the next arrivals; the cancelled one is not, nor in the covers.
  const arrivalNames = shown.arrivals.map((a) => a.text).join('\n')
  if (todaySlot) expect(arrivalNames).toContain(todayName)
  expect(arrivalNames).not.toContain(cancelledName)
  const todayCard = page.getByTestId('today-card')
  // The day's totals are the host stand's: one rule (app/lib/day-totals.ts), unit-tested and API-tested.
  const { covers, bookings } = summary.today
  await expect(todayCard.getByTestId('today-covers')).toHaveText(
    `${covers} ${covers === 1 ? 'guest' : 'guests'} in ${bookings} ${bookings === 1 ? 'booking' : 'bookings'}`,
  )
})

test.describe('on a browser whose own clock is far from the venue\'s', () => {
  test.use({ timezoneId: 'Etc/GMT+12' })

  test('the traffic cards refresh every 30 seconds', async ({ page, baseURL }) => {
    await page.clock.install()
    await signIn(page)
    await page.goto('/admin/dashboard')
    // Playwright's clock replaces Date, which once made the browser name its own day (here 20 hours behind Manila's) as
    // "today" and fail to hydrate: the card must name the venue's day, and the console guard sees no React error.
    await expect(page.getByTestId('today-card')).toContainText(formatWeekdayDate(venueDate(0)))
    await expect(statValue(page, 'Total Unique Visitors')).toBeVisible()
    const before = await readNumber(page, 'Total Unique Visitors')

    // A guest on a phone opens the public menu, and the page's script sends the visitor cookie back: a new visitor.
    const guest = await playwrightRequest.newContext({
      baseURL,
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    })
    expect((await guest.get('/menu', { headers: { accept: 'text/html' } })).status()).toBe(200)
    expect((await guest.post('/api/visits')).status()).toBe(204)
    await guest.dispose()
    const stats = await apiGet<VisitorStats>(page, '/api/visitor-stats')
    expect(stats.totalUniqueVisitors).toBeGreaterThan(before)

    // Not yet refreshed after 20 s, refreshed at 30 s, without a reload.
    await page.clock.runFor(20_000)
    await expect(statValue(page, 'Total Unique Visitors')).toHaveText(String(before))
    await page.clock.runFor(10_500)
    await expect(statValue(page, 'Total Unique Visitors')).toHaveText(String(stats.totalUniqueVisitors))
  })
})

test('quick actions open the menu and the reservations pages; the Today card opens the host stand', async ({ page }) => {
  await signIn(page)
  await page.goto('/admin/dashboard')
  await page.getByRole('link', { name: 'Open the host stand' }).click()
  await expect(page).toHaveURL(/\/admin\/reservations$/)
  await page.goBack()
  await page.getByRole('link', { name: 'Manage Menu' }).click()
  await expect(page).toHaveURL(/\/admin\/menu$/)
  await page.goBack()
  await expect(page.getByRole('link', { name: 'Manage Reservations' })).toBeEnabled()
  await page.getByRole('link', { name: 'Manage Reservations' }).click()
  await expect(page).toHaveURL(/\/admin\/reservations$/)
})

test("the dashboard passes axe at the owner's desktop size and scrolls sideways on no screen", async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await signIn(page)
  await page.goto('/admin/dashboard')
  await expect(statValue(page, 'Total Unique Visitors')).toBeVisible()
  await expect(statValue(page, 'Total Reservations')).toBeVisible()
  await expectNoAxeViolations(page, 'dashboard')
  await expectNoSidewaysScrollAt(page, [PHONE, { width: 768, height: 1024 }, DESKTOP], 'dashboard')
})

test('a staff page that cannot load keeps the frame and the navigation, and Try again loads it', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 500/)
  await page.setViewportSize(DESKTOP)
  await signIn(page)
  await page.goto('/admin/dashboard')
  await expect(statValue(page, 'Total Reservations')).toBeVisible()
  const failing = '**/admin/venue.data*'
  await page.route(failing, (route) => route.fulfill({ status: 500, body: 'the server fell over' }))
  const nav = page.getByRole('navigation', { name: 'Admin' })
  await nav.getByRole('link', { name: 'Venue' }).click()
  const error = page.getByTestId('admin-page-error')
  await expect(error.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()
  await expect(page.getByText('the server fell over')).toHaveCount(0)
  await expectNoAxeViolations(page, 'admin error page')
  await page.unroute(failing)
  const retry = error.getByRole('link', { name: 'Try again' })
  await expect(retry).toHaveAttribute('href', '/admin/venue')
  await retry.click()
  await expect(page.getByRole('heading', { name: 'Venue Details' })).toBeVisible()
})
