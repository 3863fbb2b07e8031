import type { Page } from '@playwright/test'
import { BAR_SEATS, takeBarSeatsAtSeven } from './support/booking-form'
import { openLateNights } from './support/late-nights'
import { listEntry } from './support/seating'
import { E2E_ADMIN, PHONE, createReservation, expect, expectNoAxeViolations, longDate, openHydrated, ownData, ownName, signIn, test, weekdayDate } from './support/public-fixtures'
import { addDays } from '~/lib/dates'

// A guest changes their own booking on their phone, with the private link: to a time after midnight on a late night,
// and, when the time they chose is taken meanwhile, to one of the nearby times offered.
test.describe.configure({ mode: 'parallel' })

const own = ownData('public-guest-change.spec.ts')

test.use({ viewport: PHONE })

/** The time the guest's page says the booking is at (its details, not the change form). */
const bookedTime = (page: Page) => page.getByTestId('manage-booking').locator('div:has(> dt:text-is("Time")) > dd')

test('a guest moves their 11:30 PM booking to 12:00 AM (after midnight): the page and the staff list show the new time', async ({ page, request }) => {
  const { date } = own('after midnight')
  const name = ownName('Tala Late')
  const login = await request.post('/api/auth/login', { data: { ...E2E_ADMIN, remember: false } })
  expect(login.status(), await login.text()).toBe(200)
  await openLateNights(request)
  const booking = await createReservation(page.request, { name, date, time: '23:30', guests: 2, seatingPreference: 'table' })
  await openHydrated(page, booking.managePath)
  await expect(bookedTime(page)).toHaveText('11:30 PM')

  const section = page.getByRole('region', { name: 'Change booking' })
  await expect(section).toContainText('You can change the date, time, party size or seating online until 9:30 PM on')
  await section.getByRole('button', { name: 'Change booking' }).click()
  const form = section.getByRole('form', { name: 'Change booking' })
  const time = form.getByLabel('Time', { exact: true })
  // The night's times, in its order: the last start is midnight (two hours before closing).
  await expect(time.locator('option:not([value=""])').last()).toHaveText('12:00 AM')
  await time.selectOption('00:00')
  const answer = page.waitForResponse((r) => r.request().method() === 'PATCH' && new URL(r.url()).pathname === `/api/bookings/${booking.manageToken}`)
  await form.getByRole('button', { name: 'Save changes' }).click()
  expect((await answer).status()).toBe(200)

  // Midnight of this night is the next calendar day.
  await expect(section.getByTestId('change-booking-done')).toHaveText(`Your booking is now for 2 guests at 12:00 AM on ${weekdayDate(addDays(date, 1))}.`)
  await expect(bookedTime(page)).toHaveText('12:00 AM')
  await expect(form).toBeHidden()

  // The page as the server renders it again.
  await page.reload()
  await expect(bookedTime(page)).toHaveText('12:00 AM')

  await signIn(page)
  await page.goto('/admin/reservations?view=calendar')
  await expect(listEntry(page, name)).toContainText(`${longDate(date)} at 12:00 AM`)
})

test('a time taken while the guest chooses is refused, and a nearby time offered is one tap away', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 409/)
  const { date } = own('alternatives')
  const booking = await createReservation(page.request, { name: ownName('Ana Bar'), date, time: '16:00', guests: 2, seatingPreference: 'bar' })
  await openHydrated(page, booking.managePath)
  const section = page.getByRole('region', { name: 'Change booking' })
  await section.getByRole('button', { name: 'Change booking' }).click()
  const time = section.getByLabel('Time', { exact: true })
  await expect(time.locator('option[value="19:00"]')).toBeEnabled()

  // Another party takes every bar seat from 7:00 PM meanwhile.
  await takeBarSeatsAtSeven(page.request, date, BAR_SEATS)
  await time.selectOption('19:00')
  await section.getByRole('button', { name: 'Save changes' }).click()
  const refused = section.getByTestId('change-refused')
  await expect(refused).toContainText(`Sorry, we cannot seat 2 guests at the bar at 7:00 PM on ${longDate(date)}.`)
  await expect(refused.getByRole('button')).toHaveText(['Change to 4:30 PM', 'Change to 5:00 PM', 'Change to 9:00 PM'])
  // The booking is as it was.
  await expect(bookedTime(page)).toHaveText('4:00 PM')
  await expectNoAxeViolations(page, 'the change form with a refused time')

  await refused.getByRole('button', { name: 'Change to 9:00 PM' }).click()
  await expect(section.getByTestId('change-booking-done')).toHaveText(`Your booking is now for 2 guests at 9:00 PM on ${weekdayDate(date)}.`)
  await expect(bookedTime(page)).toHaveText('9:00 PM')
})
