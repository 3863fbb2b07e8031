import type { EmailListJson } from '~/contracts/emails'
import { DEFAULT_VENUE } from '~/contracts/venue'
import { DESKTOP, PHONE, apiGet, createReservation, expect, expectToast, ownData, ownName, signIn, test, testTag } from './support/admin-fixtures'
import { received } from './support/mail-inbox'

// The mail area's server sends through a real SMTP server, the sink (support/mail-sink.ts): what a guest and the venue
// receive is read back from it. The sender looks for due e-mails every 5 seconds.
const own = ownData('mail-delivery.spec.ts')
// The demo venue's e-mail: where the notices of new bookings go.
const VENUE_EMAIL = DEFAULT_VENUE.email

test('a guest receives the confirmation with the private link and the calendar file, and the cancellation', async ({ page, request, baseURL }) => {
  await page.setViewportSize(PHONE)
  const email = `mail.${testTag()}@example.com`
  const { date } = own('confirm and cancel')
  const booking = await createReservation(request, { name: ownName('Mail Guest'), date, time: '19:30', guests: 3, email })

  const confirmation = await received(request, baseURL, email, 'Booking confirmed')
  expect(confirmation.to).toEqual([email])
  expect(confirmation.subject).toContain(`(${booking.reference})`)
  expect(confirmation.from).toBe('"Boracay Beach Bar" <bookings@beachbar.example>')
  const link = `${baseURL}${booking.managePath}`
  expect(confirmation.text).toContain(`See or cancel your booking: ${link}`)
  expect(confirmation.html).toContain(`href="${link}"`)
  const [ics] = confirmation.attachments
  expect(ics.filename).toBe(`booking-${booking.reference.toLowerCase()}.ics`)
  expect(ics.contentType).toBe('text/calendar')
  expect(ics.content).toContain(`DTSTART;TZID=Asia/Manila:${date.replaceAll('-', '')}T193000\r\n`)
  // The venue hears of it too, and can reply to the guest.
  const notice = await received(request, baseURL, VENUE_EMAIL, `New booking: ${ownName('Mail Guest')}`)
  expect(notice.replyTo).toBe(email)

  // The link in the e-mail opens the guest's page, which says the confirmation went out.
  const linkInMail = /See or cancel your booking: (\S+)/.exec(confirmation.text)![1]
  await page.goto(linkInMail)
  await expect(page.getByTestId('confirmation-email')).toHaveText(`We sent a confirmation to ${email}.`)
  await expect(page.getByText(booking.reference).first()).toBeVisible()

  await page.getByRole('button', { name: 'Cancel booking' }).click()
  await page.getByRole('button', { name: 'Yes, cancel it' }).click()
  const cancellation = await received(request, baseURL, email, 'Booking cancelled')
  expect(cancellation.text).toContain('Your booking is cancelled, as you asked.')
  expect(cancellation.subject).toContain(`(${booking.reference})`)
})

test('staff move a booking: the guest receives the change with the new time', async ({ page, request, baseURL }) => {
  await page.setViewportSize(DESKTOP)
  const email = `moved.${testTag()}@example.com`
  const booking = await createReservation(request, { name: ownName('Moved Guest'), date: own('staff move').date, time: '18:00', email })
  await received(request, baseURL, email, 'Booking confirmed')
  await signIn(page)
  const moved = await page.request.patch(`/api/reservations/${booking.id}`, { data: { time: '20:30' } })
  expect(moved.status(), await moved.text()).toBe(200)
  const change = await received(request, baseURL, email, 'Booking changed')
  expect(change.text).toContain('The time is now 8:30 PM (was 6:00 PM).')
  expect(change.text).toContain(`${baseURL}${booking.managePath}`)
  expect(change.attachments[0].content).toContain('T203000\r\n')
})

test('an address the mail server refuses shows as failed in the back office, with its error, and Resend tries again', async ({ page, request }) => {
  await page.setViewportSize(DESKTOP)
  const email = `nobody.${testTag()}@refused.example`
  const booking = await createReservation(request, { name: ownName('Refused Guest'), date: own('refused').date, time: '13:00', email })
  await signIn(page)
  const confirmationOf = async () =>
    (await apiGet<EmailListJson>(page, '/api/emails')).emails.find((e) => e.reference === booking.reference && e.kind === 'booking-confirmation')
  await expect.poll(async () => (await confirmationOf())?.status, { timeout: 20_000 }).toBe('failed')
  const failed = (await confirmationOf())!
  expect(failed.attempts).toBe(1)
  expect(failed.lastError).toContain('550')

  await page.goto('/admin/emails')
  await expect(page.getByRole('heading', { name: 'E-mails', level: 2 })).toBeVisible()
  await expect(page.getByTestId('no-mail-server')).toHaveCount(0)
  const shown = page.locator(`[data-email-id="${failed.id}"]:visible`)
  await expect(shown.getByTestId('email-status')).toHaveText('Failed')
  await expect(shown.getByTestId('email-error')).toContainText('550 5.1.1 Mailbox unavailable')

  const resent = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`/api/emails/${failed.id}/resend`))
  await shown.getByRole('button', { name: /^Resend/ }).click()
  expect(await (await resent).json()).toMatchObject({ id: failed.id, status: 'queued', attempts: 0 })
  await expectToast(page, { title: 'Success', description: `The e-mail to ${email} is queued to be sent again.` })
  // The Resend button is gone with the failure: the keyboard stays on the message.
  await expect(shown).toBeFocused()
  // The sender tries again at once, and the mail server refuses again.
  await expect
    .poll(async () => ((e) => `${e?.status} after ${e?.attempts}`)(await confirmationOf()), { timeout: 20_000 })
    .toBe('failed after 1')
  await page.reload()
  const again = page.locator(`[data-email-id="${failed.id}"]:visible`)
  await expect(again.getByTestId('email-status')).toHaveText('Failed')

  // Staff reach the guest another way and dismiss the message: the dashboard no longer counts it.
  await again.getByRole('button', { name: /^Dismiss/ }).click()
  await expectToast(page, { title: 'Success', description: `The e-mail to ${email} is dismissed: the dashboard no longer warns of it.` })
  await expect(again).toBeFocused()
  await expect(again.getByTestId('email-status')).toHaveText('Not sent (no longer due)')
  await expect(again.getByTestId('email-error')).toHaveCount(0)
  expect((await confirmationOf())?.lastError).toMatch(/\(dismissed by e2e-admin\)$/)
})
