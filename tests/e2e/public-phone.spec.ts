import type { CreatedReservationJson, ReservationJson } from '~/contracts/reservations'
import { apiGet, expect, ownData, ownName, PHONE, signIn, test } from './support/public-fixtures'
import { startBooking, timeSelect } from './support/booking-form'

const own = ownData('public-phone.spec.ts')

// A Philippine mobile number typed the usual way, with spaces, is a phone number.
test('a guest on a phone books with "+63 917 555 0142": accepted, and stored as +639175550142', async ({ page }) => {
  await page.setViewportSize(PHONE)
  const { date } = own('ph mobile')
  const guest = ownName('Tala Reyes')
  await startBooking(page, { name: guest, date, guests: 2 })
  await timeSelect(page).selectOption('19:00')
  const phone = page.getByLabel('Phone (optional)')
  await expect(phone).toHaveAttribute('type', 'tel')
  await expect(phone).toHaveAttribute('autocomplete', 'tel')
  await expect(phone).toHaveAttribute('inputmode', 'tel')

  // Six digits are too short, spaces or not: the browser says so ('Phone number is too short') and sends nothing.
  let posts = 0
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/reservations') posts++
  })
  await phone.fill('12 34 56')
  await page.getByRole('button', { name: 'Book Now' }).click()
  await expect(page.getByText('Phone number is too short')).toBeVisible()
  await expect(phone).toHaveAttribute('aria-invalid', 'true')
  expect(posts).toBe(0)

  await phone.fill('+63 917 555 0142')
  await expect(page.getByText('Phone number is too short')).toBeHidden()
  const answer = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/reservations')
  await page.getByRole('button', { name: 'Book Now' }).click()
  const response = await answer
  // One rule in the browser and on the server: the form sends the number already normalised.
  expect(response.request().postDataJSON()).toMatchObject({ phone: '+639175550142' })
  expect(response.status()).toBe(201)
  const created = (await response.json()) as CreatedReservationJson
  expect(created.phone).toBe('+639175550142')
  await expect(page.getByTestId('booking-confirmation')).toContainText('7:00 PM')
  await expect(page.getByText('Phone number is too long')).toHaveCount(0)

  await signIn(page)
  const stored = (await apiGet<ReservationJson[]>(page, `/api/reservations?date=${date}`)).find((r) => r.name === guest)
  expect(stored).toMatchObject({ id: created.id, phone: '+639175550142', time: '19:00' })
})
