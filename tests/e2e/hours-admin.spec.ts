import type { Page } from '@playwright/test'
import type { OpeningHoursJson } from '~/contracts/opening-hours'
import { DEFAULT_WEEKLY_HOURS, weekdayOf } from '../../app/lib/opening-hours'
import {
  createReservation,
  DESKTOP,
  expect,
  expectAxeCleanAndFits,
  signIn,
  test,
  venueDate,
  weekdayDate,
} from './support/admin-fixtures'
import { openHydrated } from './support/public-fixtures'

// The 'hours' area has a server of its own: closing a day here cannot take a time from the other areas' booking specs.
test.describe.configure({ mode: 'serial' })

/** Next Tuesday after the venue's today (one to seven days ahead). */
function nextTuesday(): string {
  for (let days = 1; days <= 7; days++) {
    const date = venueDate(days)
    if (weekdayOf(date) === 2) return date
  }
  throw new Error('no Tuesday in a week')
}

async function resetHours(page: Page) {
  await signIn(page)
  const res = await page.request.put('/api/opening-hours', { data: { weekly: DEFAULT_WEEKLY_HOURS, exceptions: [] } })
  expect(res.status(), await res.text()).toBe(200)
}

async function openHoursPage(page: Page) {
  await signIn(page)
  await page.goto('/admin/hours')
  await expect(page.getByRole('heading', { name: 'Opening Hours', level: 2 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Save opening hours' })).toBeEnabled()
}

test('staff close next Tuesday: the booking is listed to contact, the booking form disables the day, the calendar shows it', async ({ page }) => {
  await resetHours(page)
  const tuesday = nextTuesday()
  const guest = await createReservation(page.request, { name: 'Tuesday Guest', email: 'guest@example.com', date: tuesday, time: '19:00', phone: '09171234567', guests: 3 })

  await openHoursPage(page)
  const add = page.getByRole('group', { name: 'Add a date' })
  await add.getByLabel('Date').fill(tuesday)
  await add.getByLabel('That day').selectOption('closed')
  await add.getByLabel('Note for guests (optional)').fill('Private event')
  await add.getByRole('button', { name: 'Add date' }).click()
  await expect(page.getByRole('list', { name: 'Closed days and special hours' })).toContainText(`${weekdayDate(tuesday)}: Closed (Private event)`)
  await page.getByRole('button', { name: 'Save opening hours' }).click()
  // Before saving, the owner sees whom the closure affects, and can still save.
  const check = page.getByTestId('hours-check')
  await expect(check.getByTestId('affected-bookings')).toContainText('Tuesday Guest, 3 guests')
  await page.getByRole('button', { name: 'Save anyway' }).click()
  await expect(check).toHaveCount(0)

  const affected = page.getByTestId('affected-bookings')
  await expect(affected).toContainText('Bookings to contact (1 booking)')
  await expect(affected).toContainText('Tuesday Guest, 3 guests')
  await expect(affected).toContainText('7:00 PM')
  await expect(affected.getByRole('link', { name: '+63 917 123 4567' })).toHaveAttribute('href', 'tel:+639171234567')
  await expect(affected.getByRole('link', { name: 'guest@example.com' })).toHaveAttribute('href', 'mailto:guest@example.com')

  // The server refuses the day, whatever a browser sends.
  const refused = await page.request.post('/api/reservations', {
    data: { name: 'Sneaky', email: 'sneaky@example.com', date: tuesday, time: '19:00', guests: 2, seatingPreference: 'table' },
  })
  expect(refused.status()).toBe(400)
  expect(((await refused.json()) as { message: string }).message).toContain('(Private event)')

  // The guest's booking form: the Tuesday is disabled in the date picker, and the note is shown.
  await openHydrated(page, '/book')
  await page.getByRole('button', { name: /^Date/ }).click()
  const calendar = page.getByRole('dialog', { name: 'Choose a date' })
  if (tuesday.slice(0, 7) !== venueDate(0).slice(0, 7)) await calendar.getByRole('button', { name: /Next Month/i }).click()
  const day = calendar.locator('td:not([data-outside]) button').filter({ hasText: new RegExp(`^${Number(tuesday.slice(8))}$`) })
  await expect(day).toBeDisabled()
  await expect(day).toHaveAttribute('aria-label', /closed \(Private event\)/)
  await expect(calendar.getByTestId('calendar-closures')).toContainText('Private event')
  await page.keyboard.press('Escape')

  // Staff see the closure on the reservations calendar (the week view; the next week when Tuesday is in it).
  await page.goto('/admin/reservations?view=calendar')
  const closure = page.locator('.venue-closed').filter({ hasText: 'Closed: Private event' })
  await expect(page.locator('.fc')).toBeVisible()
  if ((await closure.count()) === 0) await page.getByRole('button', { name: /next/i }).first().click()
  await expect(closure).toBeVisible()
  expect(guest.status).toBe('confirmed')
})

test('the dashboard Today card shows the hours and the covers booked today', async ({ page }) => {
  await resetHours(page)
  await page.goto('/admin/dashboard')
  const today = page.getByTestId('today-card')
  await expect(today.getByRole('heading', { name: 'Today' })).toBeVisible()
  await expect(today.getByTestId('today-hours')).toContainText('Open')
  await expect(today.getByTestId('today-hours')).toContainText('11:00 AM to midnight')
  await expect(today.getByTestId('today-covers')).toContainText(/\d+ guests? in \d+ bookings?/)

  // Closed today: the card says so, with the note.
  const res = await page.request.put('/api/opening-hours', {
    data: { weekly: DEFAULT_WEEKLY_HOURS, exceptions: [{ date: venueDate(0), closed: true, note: 'Typhoon warning' }] },
  })
  expect(res.status()).toBe(200)
  await page.reload()
  await expect(today.getByTestId('today-hours')).toContainText('Closed')
  await expect(today.getByTestId('today-hours')).toContainText('(Typhoon warning)')
  await resetHours(page)
})

test("axe: /admin/hours at the owner's desktop size, with an exception and special hours; no sideways scroll on a phone either", async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await resetHours(page)
  const hours: OpeningHoursJson = {
    weekly: DEFAULT_WEEKLY_HOURS.map((w) => (w.weekday === 1 ? { ...w, closed: true } : w.weekday === 6 ? { ...w, opens: '18:00', closes: '02:00' } : w)),
    exceptions: [{ date: nextTuesday(), closed: true, note: 'Private event' }],
  }
  expect((await page.request.put('/api/opening-hours', { data: hours })).status()).toBe(200)
  await openHoursPage(page)
  await expect(page.getByText('closes next day at 2:00 AM')).toBeVisible()
  await page.getByRole('group', { name: 'Add a date' }).getByLabel('That day').selectOption('special')
  await expectAxeCleanAndFits(page, '/admin/hours')
})
