import type { Page } from '@playwright/test'
import type { ReservationJson, StaffCreatedReservationJson } from '~/contracts/reservations'
import { E2E_ADMIN, PHONE, TABLET, expect, expectNoAxeViolations, expectNoSidewaysScroll, expectToast, ownData, signIn, test } from './support/admin-fixtures'

const own = ownData('host-stand.spec.ts')

interface Evening {
  date: string
  bookings: StaffCreatedReservationJson[]
  /** The phone number of booking `i`, as it was typed. */
  phone: (i: number) => string
}

const NAMES = [
  'Ana Reyes', 'Ben Cruz', 'Carla Santos', 'Dan Lim', 'Ella Tan', 'Finn Ong', 'Gia Roxas', 'Hugo Diaz', 'Ivy Go', 'Jon Uy',
  'Kim Sy', 'Leo Co', 'Mia Yap', 'Nico Chua', 'Olga Lee', 'Pia Ramos', 'Quin Sison', 'Rey Bautista', 'Sara Dela Cruz', 'Tom Garcia',
]

/**
 * A busy evening on the test's own day, booked by phone as staff would: 6:00 PM and 8:00 PM at each of the eight demo
 * tables, and four parties at the bar at 7:00 PM (20 bookings). `line` keeps each test's phone numbers its own.
 */
async function fillEvening(page: Page, date: string, line: number, count = 20): Promise<Evening> {
  const phone = (i: number) => `0917 55${line} ${String(100 + i).padStart(4, '0')}`
  const bookings: StaffCreatedReservationJson[] = []
  for (let i = 0; i < count; i++) {
    const atTable = i < 16
    const body = {
      name: NAMES[i],
      phone: phone(i),
      date,
      time: atTable ? (i < 8 ? '18:00' : '20:00') : '19:00',
      guests: 2,
      seatingPreference: atTable ? 'table' : 'bar',
      tableNumber: atTable ? (i % 8) + 1 : undefined,
      source: 'phone',
    }
    const res = await page.request.post('/api/reservations', { data: body })
    expect(res.status(), await res.text()).toBe(201)
    bookings.push(await res.json())
  }
  return { date, bookings, phone }
}

async function expectCounts(page: Page, expected: { bookings: number; covers: number; arrived: number; expected: number; noShows: number }) {
  const summary = page.getByLabel('The day in numbers')
  await expect(summary.locator('dd')).toHaveText([expected.bookings, expected.covers, expected.arrived, expected.expected, expected.noShows].map(String))
}

const arrivals = (page: Page) => page.getByRole('list', { name: 'Arrivals' })
const card = (page: Page, list: ReturnType<typeof arrivals>, name: string) => list.getByRole('listitem').filter({ hasText: name })

test('a tablet runs the evening: find a guest by phone, seat them, mark a no-show, seat a walk-in from the floor', async ({ page }) => {
  // Twenty bookings and four axe runs.
  test.setTimeout(90_000)
  await page.setViewportSize(TABLET)
  await signIn(page)
  const { date } = own('tablet evening')
  const evening = await fillEvening(page, date, 3)
  const [first, , third] = evening.bookings

  await page.goto(`/admin/reservations?date=${date}`)
  await expect(arrivals(page).getByRole('listitem')).toHaveCount(20)
  await expectCounts(page, { bookings: 20, covers: 40, arrived: 0, expected: 20, noShows: 0 })
  await expectNoAxeViolations(page, 'arrivals')
  await expectNoSidewaysScroll(page, TABLET.width)

  // The guest gives the phone number the way people say it, with the country code.
  const search = page.getByRole('searchbox', { name: /Find a booking/ })
  await search.fill('+63 917 553 0107')
  await search.press('Enter')
  const results = page.getByRole('list', { name: 'Search results' })
  await expect(results.getByRole('listitem')).toHaveCount(1)
  await expect(results).toContainText(evening.bookings[7].name)
  await expectNoAxeViolations(page, 'search results')

  // One tap: arrived.
  await results.getByRole('button', { name: `Arrived: ${evening.bookings[7].name}` }).click()
  await expect(results.getByText('Arrived', { exact: true })).toBeVisible()

  // Back to the evening: the counts follow; a no-show frees table 3 at once.
  await page.getByRole('link', { name: 'Clear' }).click()
  await page.goto(`/admin/reservations?date=${date}`)
  await expectCounts(page, { bookings: 20, covers: 40, arrived: 1, expected: 19, noShows: 0 })
  await card(page, arrivals(page), third.name).getByRole('button', { name: `No-show: ${third.name}` }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Mark no-show' }).click()
  await expect(card(page, arrivals(page), third.name)).toContainText('Table released')
  await expectCounts(page, { bookings: 20, covers: 38, arrived: 1, expected: 18, noShows: 1 })

  // The floor: table 3 is free at 6:00 PM again; table 1 is still Ana's.
  await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'Floor' }).click()
  await expect(page.getByRole('button', { name: new RegExp(`^${first.name}`) })).toBeVisible()
  const freeCell = page.getByRole('button', { name: /^Table 3, 6:00 PM, free/ })
  await expect(freeCell).toBeVisible()
  await expectNoAxeViolations(page, 'floor')

  // A walk-in takes it from the floor.
  await freeCell.click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByLabel('Table', { exact: true })).toHaveValue('3')
  // Another day than today: the dialog offers a phone booking first; the host says it is a walk-in.
  await expect(dialog.getByRole('radio', { name: 'Phone' })).toBeChecked()
  await dialog.getByText('Walk-in', { exact: true }).click()
  await expect(dialog.getByRole('radio', { name: 'Walk-in' })).toBeChecked()
  await dialog.getByLabel('Name').fill('Walk-in Wendy')
  await dialog.getByLabel('Guests').fill('2')
  await expectNoAxeViolations(page, 'new booking dialog')
  await dialog.getByRole('button', { name: 'Save booking' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: /^Walk-in Wendy/ })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Table 3, 6:00 PM, free/ })).toHaveCount(0)

  const day = (await (await page.request.get(`/api/reservations?date=${date}`)).json()) as ReservationJson[]
  expect(day.find((r) => r.name === 'Walk-in Wendy')).toMatchObject({ source: 'walk-in', tableNumber: 3, time: '18:00', status: 'arrived' })
})

// On a phone the host stand shows the same elements, stacked: axe runs on the tablet (above), the phone checks the fit.
test('a phone finds a booking by reference, notes it and seats it; every screen fits', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await signIn(page)
  const { date } = own('phone evening')
  const evening = await fillEvening(page, date, 4, 6)
  const guest = evening.bookings[4]

  await page.goto(`/admin/reservations?date=${date}`)
  await expect(arrivals(page).getByRole('listitem')).toHaveCount(6)
  await expectNoSidewaysScroll(page, PHONE.width, 'arrivals')

  const search = page.getByRole('searchbox', { name: /Find a booking/ })
  await search.fill(guest.reference.toLowerCase())
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  const results = page.getByRole('list', { name: 'Search results' })
  await expect(results.getByRole('listitem')).toHaveCount(1)
  await results.getByRole('button', { name: `Details of ${guest.name}` }).click()

  const dialog = page.getByRole('dialog', { name: guest.name })
  await expect(dialog).toContainText(guest.reference)
  await dialog.getByLabel('Staff note').fill('Window table, birthday')
  await dialog.getByRole('button', { name: 'Save changes' }).click()
  await expectToast(page, { title: 'Success', description: `${guest.name}'s booking has been saved.` })
  await dialog.getByRole('button', { name: `Arrived: ${guest.name}` }).click()
  await expect(dialog.getByLabel('Status', { exact: true })).toHaveValue('arrived')
  const history = dialog.getByRole('region', { name: 'Status history' }).getByRole('listitem')
  await expect(history).toHaveText([`Confirmedbooked by ${E2E_ADMIN.username}`, `Arrivedset by ${E2E_ADMIN.username}`].map((text) => new RegExp(`^${text}`)))
  await expectNoSidewaysScroll(page, PHONE.width, 'details')
  await page.keyboard.press('Escape')

  await expect(results).toContainText('Window table, birthday')
  await page.getByRole('link', { name: 'Clear' }).click()
  await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'Floor' }).click()
  await expect(page.getByRole('button', { name: new RegExp(`^${guest.name}`) })).toBeVisible()
  await expectNoSidewaysScroll(page, PHONE.width, 'floor')
})

test('two hosts: a change made on an older version is refused and shown, never overwritten', async ({ browser, page }) => {
  await signIn(page)
  const { date } = own('two hosts')
  const evening = await fillEvening(page, date, 5, 4)
  const [guest, other] = evening.bookings

  const second = await browser.newPage({ viewport: TABLET })
  await signIn(second)
  await page.goto(`/admin/reservations?date=${date}`)
  await second.goto(`/admin/reservations?date=${date}`)
  await expect(card(second, arrivals(second), guest.name)).toContainText('Confirmed')

  // The first host seats the guest; the second, still looking at the old list, marks them a no-show.
  await card(page, arrivals(page), guest.name).getByRole('button', { name: `Arrived: ${guest.name}` }).click()
  await expect(card(page, arrivals(page), guest.name)).toContainText('Arrived')
  await card(second, arrivals(second), guest.name).getByRole('button', { name: `No-show: ${guest.name}` }).click()
  await second.getByRole('alertdialog').getByRole('button', { name: 'Mark no-show' }).click()
  // Said on the card itself, not in a toast over the next cards.
  await expect(card(second, arrivals(second), guest.name).getByRole('status')).toHaveText(
    'Another host changed this booking a moment ago (it is now Arrived, 2 guests at 6:00 PM). Your change was not saved: check the booking and try again.',
  )
  await expect(card(second, arrivals(second), guest.name)).toContainText('Arrived')
  const history = (await (await page.request.get(`/api/reservations/${guest.id}/history`)).json()) as Array<{ status: string }>
  expect(history.map((h) => h.status)).toEqual(['confirmed', 'arrived'])

  // Without a reload, the second tablet sees the first host's next change within the refresh interval.
  await card(page, arrivals(page), other.name).getByRole('button', { name: `Arrived: ${other.name}` }).click()
  await expect(card(second, arrivals(second), other.name)).toContainText('Arrived', { timeout: 25_000 })
  await second.close()
})

test('"New booking" works from the first tap, before the page script has run', async ({ page }) => {
  await signIn(page)
  const { date } = own('walk-in')
  await page.route('**/assets/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  })
  await page.goto(`/admin/reservations?date=${date}`, { waitUntil: 'commit' })
  await page.getByRole('link', { name: 'New booking' }).click()
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible({ timeout: 20_000 })
  await expect(dialog.getByLabel('Date')).toHaveValue(date)
})
