import { PHONE, createReservation, expect, expectNoSidewaysScroll, ownData, ownName, test, testTag, waitForHydration } from './support/public-fixtures'

const own = ownData('public-confirmation-email.spec.ts')

// This server runs without a mail server (SMTP_URL): every confirmation waits in the outbox, queued, and the guest is
// not told one is on its way (mail-delivery.spec.ts, on the server that sends, sees "We sent a confirmation to …").
test("the guest's private page says no confirmation e-mail was sent when the venue sends none", async ({ page, request }) => {
  const email = `on.its.way.${testTag()}@beach-resort-example.com`
  const booking = await createReservation(request, { name: ownName('Mail Guest'), date: own('on its way').date, time: '12:30', email })
  await page.setViewportSize(PHONE)
  expect((await page.goto(booking.managePath))?.status()).toBe(200)
  await waitForHydration(page)

  const line = page.getByTestId('confirmation-email')
  await expect(line).toHaveText('No confirmation e-mail was sent for this booking.')
  // Calm: the page's own text colour, no warning red.
  await expect(line).not.toHaveClass(/destructive|red/)
  await expectNoSidewaysScroll(page, PHONE.width)
})
