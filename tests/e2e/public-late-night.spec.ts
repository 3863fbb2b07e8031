import type { ReservationJson } from '~/contracts/reservations'
import { E2E_ADMIN, expect, ownData, ownName, PHONE, test } from './support/public-fixtures'
import { bookingForm, slotOption, startBooking, timeSelect } from './support/booking-form'
import { LATE_NIGHT_NOTE, openLateNights } from './support/late-nights'

const own = ownData('public-late-night.spec.ts')

test('a late night (6:00 PM to 2:00 AM): a guest on a phone sees the times run past midnight and books 11:30 PM', async ({ page, playwright, baseURL }) => {
  const { date } = own('late night')
  const staff = await playwright.request.newContext({ baseURL })
  expect((await staff.post('/api/auth/login', { data: { ...E2E_ADMIN, remember: false } })).status()).toBe(200)
  await openLateNights(staff)

  try {
    await page.setViewportSize(PHONE)
    const guest = ownName('Luna Night')
    await startBooking(page, { name: guest, date, guests: 2 })

    // The night's starts, from opening to two hours before closing: the last one is after midnight, and says so.
    const times = await timeSelect(page)
      .locator('option')
      .evaluateAll((options) => options.map((o) => [(o as HTMLOptionElement).value, o.textContent]))
    expect(times[0]).toEqual(['', 'Select a time'])
    expect(times[1]).toEqual(['18:00', '6:00 PM'])
    expect(times.slice(-2)).toEqual([
      ['23:30', '11:30 PM'],
      ['00:00', '12:00 AM (after midnight)'],
    ])
    await expect(slotOption(page, '17:30')).toHaveCount(0)
    await expect(slotOption(page, '00:00')).toBeEnabled()
    const form = bookingForm(page)
    await expect(form.getByText(`Open 6:00 PM to 2:00 AM: ${LATE_NIGHT_NOTE}`, { exact: true })).toBeVisible()
    await expect(form.getByText('Standard reservation duration: 2 hours', { exact: true })).toBeVisible()

    await timeSelect(page).selectOption('23:30')
    const answer = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/reservations')
    await page.getByRole('button', { name: 'Book Now' }).click()
    expect((await answer).status()).toBe(201)
    const confirmation = page.getByTestId('booking-confirmation')
    await expect(confirmation).toContainText('11:30 PM')
    await expect(confirmation).toContainText(guest)

    const stored = ((await (await staff.get(`/api/reservations?date=${date}`)).json()) as ReservationJson[]).find((r) => r.name === guest)
    expect(stored).toMatchObject({ date, time: '23:30', guests: 2, endTime: '01:30' })
  } finally {
    await staff.dispose()
  }
})
