// Issue 27: one guest cannot book the same time twice, and staff cancel with a button that asks about the e-mail.
// (In the admin area: the guest's form is the public one, the cancel is the back office's.)
import { TABLET, createReservation, expect, expectNoAxeViolations, expectToast, longDate, ownData, ownName, signIn, test } from './support/admin-fixtures'
import { fillGuest, guestEmail, pickDate } from './support/booking-form'
import { openHydrated } from './support/public-fixtures'
import { calendarEvent, openReservationsPage, showDate } from './support/seating'

const own = ownData('admin-booking-duplicate.spec.ts')

test('a guest booking the same time twice is refused beside the button, told the reference, never the link', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 409/)
  const { date } = own('guest twice')
  const name = ownName('Twice Guest')
  const first = await createReservation(page.request, { name, email: guestEmail(name), date, time: '19:00', seatingPreference: 'bar' })

  await openHydrated(page, '/book')
  await fillGuest(page, name, { guests: 2, seating: 'Bar' })
  await pickDate(page, date)
  await page.getByLabel('Time').selectOption({ label: '7:30 PM' })
  await page.getByRole('button', { name: 'Book Now' }).click()

  const refusal = page.getByRole('form', { name: 'Book a table' }).getByRole('alert')
  await expect(refusal).toHaveText(
    `You already have a booking at 7:00 PM on ${longDate(date)} (reference ${first.reference}). To change or cancel it, use the link in your confirmation e-mail.`,
  )
  await expect(page.locator('body')).not.toContainText(first.manageToken!)
})

test('staff cancel from the details dialog: it asks, says the guest will be e-mailed, and may not (1024x768)', async ({ page }) => {
  await page.setViewportSize(TABLET)
  const { date } = own('staff cancel')
  const name = ownName('Cancel Guest')
  const booking = await createReservation(page.request, { name, date, time: '18:00', seatingPreference: 'table' })
  await signIn(page)
  await openReservationsPage(page)
  await showDate(page, date)
  await calendarEvent(page, name).click()
  const details = page.getByRole('dialog', { name })
  await expect(details.getByLabel('Status', { exact: true }).locator('option[value="cancelled"]')).toHaveCount(0)
  await expect(details.getByLabel('Table', { exact: true })).toBeVisible()

  await details.getByRole('button', { name: 'Cancel booking' }).click()
  const ask = page.getByRole('alertdialog', { name: `Cancel ${name}'s booking?` })
  await expect(ask).toBeVisible()
  const emailChoice = ask.getByRole('checkbox', { name: 'E-mail the guest' })
  await expect(emailChoice).toBeChecked()
  await expect(ask).toContainText(`${name} will be e-mailed at ${booking.email} that the booking is cancelled.`)
  await expectNoAxeViolations(page, 'cancel booking question')
  // Staff will phone the guest themselves: no e-mail.
  await emailChoice.click()
  await expect(ask).toContainText(`No e-mail is sent: tell ${name} yourself.`)
  const sent = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().endsWith(`/api/reservations/${booking.id}/status`))
  await ask.getByRole('button', { name: 'Cancel booking' }).click()
  expect((await sent).postDataJSON()).toEqual({ status: 'cancelled', notifyGuest: false })
  await expectToast(page, { title: 'Status updated', description: 'Reservation status has been updated successfully.' })

  await expect(details.getByLabel('Status', { exact: true })).toHaveValue('cancelled')
  await expect(details.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0)
  // The table is free again: the dialog says so, with no table selector still naming it.
  await expect(details).toContainText('Table released')
  await expect(details.getByLabel('Table', { exact: true })).toHaveCount(0)
  const emails = await (await page.request.get('/api/emails')).json()
  const ours = (emails as { emails: Array<{ reference: string; kind: string }> }).emails.filter((e) => e.reference === booking.reference)
  expect(ours.map((e) => e.kind)).not.toContain('booking-cancellation')
})
