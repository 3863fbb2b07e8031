import { bookingPaths } from '~/contracts/bookings'
import type { OnlineJoinedJson } from '~/contracts/waitlist'
import { createReservation, expect, ownData, ownName, PHONE, test, testTag } from './support/admin-fixtures'
import { BAR_SEATS } from './support/booking-form'
import { received } from './support/mail-inbox'

// An online guest waits for a full time; another guest cancels; the first in line gets an e-mail that holds the seats
// for them, and books them through its link. On the mail area's server: the e-mails are read back from the sink.
const own = ownData('mail-waitlist.spec.ts')

test('a guest waiting online gets the e-mail when a cancellation frees seats, and books them through its link', async ({ page, request, baseURL }) => {
  test.setTimeout(90_000)
  const { date } = own('offer by e-mail')
  // The bar full from 7:00 PM but for two seats: a party of three waits.
  const filler = await createReservation(request, { name: 'Bar Filler', date, time: '19:00', guests: BAR_SEATS - 2, seatingPreference: 'bar' })
  const name = ownName('Wendy')
  const email = `waitlist.${testTag()}@example.com`
  const res = await request.post('/api/waitlist', { data: { name, email, date, from: '19:00', to: '20:30', guests: 3, seatingPreference: 'bar' } })
  expect(res.status(), await res.text()).toBe(201)
  const joined = (await res.json()) as OnlineJoinedJson
  expect(joined.position).toBe(1)
  const welcome = await received(request, baseURL, email, 'You are on the waitlist')
  expect(welcome.text).toContain(`${baseURL}${joined.statusPath}`)

  // The filler cancels: the seats are held for Wendy, and the e-mail says so, with her page's link.
  const cancelled = await request.post(bookingPaths.cancel(filler.managePath.split('/').pop()!))
  expect(cancelled.status(), await cancelled.text()).toBe(200)
  const offer = await received(request, baseURL, email, 'A table is held for you')
  expect(offer.text).toContain('A table for 3 guests at')
  expect(offer.text).toMatch(/is held for you until \d{1,2}:\d\d [AP]M/)
  const link = new RegExp(`${baseURL}/waitlist/[\\w-]{43}`).exec(offer.text)?.[0]
  expect(link).toBe(`${baseURL}${joined.statusPath}`)

  // Through the e-mail's link: the held table, booked with one tap; her booking's own page follows.
  await page.setViewportSize(PHONE)
  await page.goto(link!)
  await expect(page.getByTestId('waitlist-offer')).toContainText('A table is held for you at 7:00 PM')
  await page.getByTestId('waitlist-accept').click()
  await expect(page).toHaveURL(/\/booking\/[\w-]{43}$/)
  await expect(page.getByTestId('booking-status')).toBeVisible()
  const confirmation = await received(request, baseURL, email, 'Booking confirmed')
  expect(confirmation.text).toContain('3 guests')
})
