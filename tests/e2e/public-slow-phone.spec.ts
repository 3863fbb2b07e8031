import type { StaffCreatedReservationJson } from '~/contracts/reservations'
import { bookingDateRange } from '~/features/booking/booking-date'
import { expect, holdRequests, ownData, ownName, PHONE, signIn, test, venueDate, waitForHydration, weekdayDate } from './support/public-fixtures'

const own = ownData('public-slow-phone.spec.ts')

// A slow phone (issue 27): the page's scripts arrive seconds after its HTML. The date field must not wait for them.
const SCRIPTS = /\.js(\?|$)/

test('with no script at all, the date field is a date input from today to a year ahead that takes a date', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await page.route(SCRIPTS, (route) => route.abort())
  const { date } = own('date without scripts')
  await page.goto('/book', { waitUntil: 'commit' })
  const field = page.getByLabel('Date')
  await expect(field).toHaveAttribute('type', 'date')
  await expect(field).toHaveAttribute('name', 'date')
  const { min, max } = bookingDateRange(venueDate(0))
  await expect(field).toHaveAttribute('min', min)
  await expect(field).toHaveAttribute('max', max)
  await expect(field).toBeEnabled()
  await field.fill(date)
  await expect(field).toHaveValue(date)
  await expect(page.getByText('Loading calendar')).toHaveCount(0)
})

test('a date chosen before the scripts run is kept, and the calendar takes over once they have', async ({ page }) => {
  await page.setViewportSize(PHONE)
  const { date } = own('date before hydration')
  const scripts = await holdRequests(page, SCRIPTS)
  await page.goto('/book', { waitUntil: 'commit' })
  const field = page.getByLabel('Date')
  await field.fill(date)
  await expect(field).toHaveValue(date)

  await scripts.release()
  await waitForHydration(page)
  // The calendar's chunk comes after the page's: then the button shows the date chosen before.
  const button = page.getByRole('button', { name: /^Date/ })
  await expect(button).toHaveText(weekdayDate(date))
  await expect(page.locator('input[type="date"]')).toHaveCount(0)

  // The calendar opens on the chosen date's month, with nothing to wait for: another day of it is one tap away.
  await button.click()
  const calendar = page.getByRole('dialog', { name: 'Choose a date' })
  await expect(page.getByText('Loading calendar')).toHaveCount(0)
  const other = `${date.slice(0, 8)}${date.endsWith('-01') ? '02' : '01'}`
  await calendar.locator('td:not([data-outside]) button').filter({ hasText: new RegExp(`^${Number(other.slice(8))}$`) }).click()
  await expect(calendar).toBeHidden()
  await expect(button).toHaveText(weekdayDate(other))
})

test('the other fields and the button wait, disabled, until the form has hydrated, and work at once after', async ({ page }) => {
  // The form hydrates in a pass of its own after the page (book.tsx): its fields must not come alive before it has.
  await page.setViewportSize(PHONE)
  const scripts = await holdRequests(page, SCRIPTS)
  await page.goto('/book', { waitUntil: 'commit' })
  const name = page.getByLabel('Name')
  const submit = page.getByRole('button', { name: 'Book Now' })
  await expect(name).toBeDisabled()
  await expect(submit).toBeDisabled()

  await scripts.release()
  await waitForHydration(page)
  await expect(name).toBeEnabled()
  await expect(submit).toBeEnabled()
  await name.fill('Ana Reyes')
  await expect(name).toHaveValue('Ana Reyes')
})

test('a number staff type as 0917 555 0142 is stored as +639175550142 and shown grouped on the host stand', async ({ page }) => {
  await signIn(page)
  const { date } = own('staff-typed phone')
  const name = ownName('Rosa Villanueva')
  const res = await page.request.post('/api/reservations', {
    data: { name, phone: '0917 555 0142', date, time: '19:00', guests: 2, seatingPreference: 'bar', source: 'phone' },
  })
  expect(res.status(), await res.text()).toBe(201)
  expect(((await res.json()) as StaffCreatedReservationJson).phone).toBe('+639175550142')

  await page.goto(`/admin/reservations?date=${date}`)
  const card = page.getByRole('list', { name: 'Arrivals' }).getByRole('listitem').filter({ hasText: name })
  await expect(card).toContainText('+63 917 555 0142')
  const call = card.getByRole('link', { name: `Call ${name}, +63 917 555 0142` })
  await expect(call).toHaveAttribute('href', 'tel:+639175550142')
})
