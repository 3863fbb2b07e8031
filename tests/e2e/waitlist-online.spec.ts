import { bookingPaths } from '~/contracts/bookings'
import { BAR_SEATS, guestEmail, slotOption, startBooking, timeSelect } from './support/booking-form'
import { PHONE, createReservation, expect, expectNoAxeViolations, ownData, ownName, test, weekdayDate } from './support/public-fixtures'

// An online guest finds their time full, joins the day's waitlist from the booking form, and books the freed seats
// through their page when another guest cancels. On the waitlist's own server, on a day of its own (own-data.ts).
const own = ownData('waitlist-online.spec.ts')

test('a full time offers "tell me if a table frees up"; a cancellation holds the seats for the guest, who books them', async ({ page, request }) => {
  test.setTimeout(60_000)
  await page.setViewportSize(PHONE)
  const { date } = own('full time')
  // Ten of the bar's twelve seats taken from 7:00 PM: two guests fit, three do not.
  const filler = await createReservation(request, { name: 'Slot Filler', date, time: '19:00', guests: BAR_SEATS - 2, seatingPreference: 'bar' })

  const name = ownName('Olivia')
  await startBooking(page, { name, date, guests: 2, seating: 'Bar' })
  await timeSelect(page).selectOption('19:00')
  await page.getByLabel('Number of guests').fill('3')
  await expect(slotOption(page, '19:00')).toBeDisabled()

  // The offer, then its small form: the booking form's name and e-mail, 7:00 PM to 8:30 PM.
  await page.getByRole('button', { name: 'Tell me if a table frees up' }).click()
  const join = page.getByTestId('notify-me-form')
  await expect(join.getByLabel('Name')).toHaveValue(name)
  await expect(join.getByLabel('E-mail')).toHaveValue(guestEmail(name))
  await expect(join.getByLabel('From')).toHaveValue('19:00')
  await expect(join.getByLabel('To')).toHaveValue('20:30')
  await expectNoAxeViolations(page, 'notify me')
  await join.getByRole('button', { name: 'Join the waitlist' }).click()
  const joined = page.getByTestId('notify-me-joined')
  await expect(joined).toContainText('You are on the waitlist')
  await expect(joined).toContainText('You are number 1 in line')

  // Their page: the line they are in, their place.
  await joined.getByRole('link', { name: 'Follow your place in line' }).click()
  await expect(page).toHaveURL(/\/waitlist\/[\w-]{20,}$/)
  await expect(page.getByTestId('waitlist-page')).toContainText(`Waiting for a table on ${weekdayDate(date)}, 7:00 PM to 8:30 PM`)
  await expect(page.getByTestId('waitlist-position')).toHaveText('1')
  await expect(page.getByTestId('waitlist-status')).toHaveText('Waiting')

  // The filler cancels: the seats are held for the first guest in line, and their page says so without a reload.
  const token = filler.managePath.split('/').pop()!
  const cancelled = await request.post(bookingPaths.cancel(token))
  expect(cancelled.status(), await cancelled.text()).toBe(200)
  const offer = page.getByTestId('waitlist-offer')
  await expect(offer).toContainText('A table is held for you at 7:00 PM', { timeout: 5_000 })
  await expect(page.getByTestId('waitlist-countdown')).toContainText(/Held for \d+:\d\d more/)
  await expectNoAxeViolations(page, 'offer')

  await page.getByTestId('waitlist-accept').click()
  await expect(page).toHaveURL(/\/booking\/[\w-]{20,}$/)
  await expect(page.getByTestId('booking-status')).toBeVisible()
})
