import type { Locator, Page } from '@playwright/test'
import type { EmailJson, EmailListJson, EmailPreviewJson } from '~/contracts/emails'
import type { CreatedReservationJson } from '~/contracts/reservations'
import {
  DESKTOP,
  PHONE,
  apiGet,
  createReservation,
  expect,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  expectToast,
  holdRequests,
  mockApi,
  openThroughAdminNav,
  ownData,
  ownName,
  signIn,
  test,
  testTag,
} from './support/admin-fixtures'

const own = ownData('admin-emails.spec.ts')

const NO_MAIL_SERVER = 'E-mails are not being sent: no mail server is set (SMTP_URL). They wait here, and are sent once a mail server is set.'
const LIST = /\/api\/emails$/
const SUMMARY = /\/api\/emails\/summary$/

/** The card (phone, tablet) or table row (wide screen) of message `id`, whichever the screen shows. */
const messageOf = (page: Page, id: number) => page.locator(`[data-email-id="${id}"]:visible`)

/** Books as a guest with an address of the test's own; the outbox then holds its confirmation and the venue's notice. */
async function bookWithEmail(page: Page, date: string) {
  const email = `outbox.${testTag()}@example.com`
  const booking = await createReservation(page.request, { name: ownName('Outbox'), date, time: '13:00', email })
  await signIn(page)
  const list = await apiGet<EmailListJson>(page, '/api/emails')
  const ours = list.emails.filter((e) => e.reference === booking.reference)
  const confirmation = ours.find((e) => e.kind === 'booking-confirmation')
  const notice = ours.find((e) => e.kind === 'staff-new-booking')
  expect(confirmation, 'the guest confirmation is in the outbox').toBeDefined()
  expect(notice, "the venue's notice is in the outbox").toBeDefined()
  return { booking, email, confirmation: confirmation!, notice: notice!, mailServer: list.mailServer }
}

async function openEmailsPage(page: Page) {
  await page.goto('/admin/emails')
  await expect(page.getByRole('heading', { name: 'E-mails', level: 2 })).toBeVisible()
}

/** The preview dialog of `email` shows its message: To, Subject, attachments, the HTML part and the text part. */
async function expectPreview(dialog: Locator, email: EmailJson, booking: CreatedReservationJson) {
  await expect(dialog.getByTestId('email-text')).toBeVisible()
  await expect(dialog).toContainText(email.to)
  await expect(dialog).toContainText(email.subject)
  await expect(dialog.getByTestId('email-text')).toContainText(booking.reference)
  // The guest's private link, with its token hidden from staff.
  await expect(dialog.getByTestId('email-text')).toContainText('/booking/[private-token]')
  await expect(dialog.getByTestId('email-text')).not.toContainText(booking.managePath!)
  const iframe = dialog.locator('iframe')
  await expect(iframe).toHaveAttribute('sandbox', '')
  const html = iframe.contentFrame()
  await expect(html.locator('body')).toContainText(booking.reference)
  await expect(html.locator('a[href$="/booking/[private-token]"]').first()).toBeVisible()
}

test.describe('outbox and preview', () => {
  test("a booking's confirmation and the venue's notice wait in the outbox, queued, and preview as sent", async ({ page }) => {
    const { booking, email, confirmation, notice, mailServer } = await bookWithEmail(page, own('outbox').date)
    expect(mailServer, 'the e2e servers run without SMTP_URL').toBe(false)

    await openThroughAdminNav(page, 'E-mails', '/admin/emails')
    await expect(page).toHaveTitle('E-mails | Staff')
    await expect(page.getByTestId('no-mail-server')).toHaveText(NO_MAIL_SERVER)

    for (const message of [confirmation, notice]) {
      const shown = messageOf(page, message.id)
      await expect(shown).toContainText(message.kind === 'booking-confirmation' ? 'Booking confirmation' : 'New booking (to the venue)')
      await expect(shown.getByTestId('email-status')).toHaveText('Queued')
      await expect(shown).toContainText(message.to)
      await expect(shown).toContainText(message.subject)
      await expect(shown).toContainText(booking.reference)
      await expect(shown).toContainText('Waiting for a mail server')
      await expect(shown.getByRole('button', { name: /^Preview/ })).toBeVisible()
      await expect(shown.getByRole('button', { name: /^Resend/ })).toHaveCount(0)
    }
    expect(confirmation.to).toBe(email)
    // Newest first (other tests add messages meanwhile: the page is compared with itself).
    const created = await page
      .locator('[data-email-id]:visible time')
      .evaluateAll((times) => times.map((time) => Date.parse(time.getAttribute('datetime') ?? '')))
    expect(created.length).toBeGreaterThanOrEqual(2)
    expect(created).toEqual([...created].sort((a, b) => b - a))

    // The preview: the message as it would be sent, its HTML part framed under the page's own policy.
    await messageOf(page, confirmation.id).getByRole('button', { name: /^Preview/ }).click()
    const dialog = page.getByRole('dialog', { name: confirmation.subject })
    await expectPreview(dialog, confirmation, booking)
    await expect(dialog).toContainText('.ics')
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
  })
})

test.describe('keyboard and axe', () => {
  test('the preview opens and closes with the keyboard, focus back on its button', async ({ page }) => {
    const { booking, confirmation } = await bookWithEmail(page, own('keyboard').date)
    await openEmailsPage(page)
    const preview = messageOf(page, confirmation.id).getByRole('button', { name: /^Preview/ })
    await preview.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: confirmation.subject })
    await expectPreview(dialog, confirmation, booking)
    // Focus stays inside the dialog, and never inside the frame (a key pressed there would not reach the page).
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((d) => d.contains(document.activeElement) && document.activeElement?.tagName !== 'IFRAME')).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(preview).toBeFocused()

    // Space opens it too; the Close button closes it.
    await page.keyboard.press('Space')
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Close' }).focus()
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()
    await expect(preview).toBeFocused()
  })

  for (const [entry, viewport] of [
    ['axe phone', PHONE],
    ['axe desktop', DESKTOP],
  ] as const) {
    test(`passes axe and fits the screen at ${viewport.width}px (list and preview)`, async ({ page }) => {
      await page.setViewportSize(viewport)
      const { booking, confirmation } = await bookWithEmail(page, own(entry).date)
      await openEmailsPage(page)
      await expect(messageOf(page, confirmation.id)).toBeVisible()
      // Phones get cards, wide screens a table.
      await expect(page.getByRole('table')).toHaveCount(viewport === DESKTOP ? 1 : 0)
      await expectNoAxeViolations(page, `e-mails page at ${viewport.width}px`)
      await expectNoSidewaysScroll(page, viewport.width)

      await messageOf(page, confirmation.id).getByRole('button', { name: /^Preview/ }).click()
      const dialog = page.getByRole('dialog', { name: confirmation.subject })
      await expectPreview(dialog, confirmation, booking)
      await expectNoAxeViolations(page, `preview at ${viewport.width}px`)
      await expectNoSidewaysScroll(page, viewport.width)
    })
  }
})

test.describe('answers mocked', () => {
  const failed: EmailJson = {
    id: 900001,
    kind: 'booking-confirmation',
    to: 'bounced@example.com',
    subject: 'Your booking at the beach bar',
    status: 'failed',
    attempts: 5,
    createdAt: '2026-11-20T03:00:00.000Z',
    sendAfter: '2026-11-20T05:36:00.000Z',
    sentAt: null,
    lastError: '550 5.1.1 Mailbox unavailable',
    reference: 'MOCK01',
  }
  const sent: EmailJson = { ...failed, id: 900000, to: 'fine@example.com', status: 'sent', attempts: 1, lastError: null, sentAt: '2026-11-20T03:00:05.000Z' }

  test('a failed message shows its last error and is sent again with Resend; a refusal says why', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 409/)
    await signIn(page)
    let listed: EmailJson[] = [failed, sent]
    let reads = 0
    await page.route(LIST, (route) => {
      reads++
      return route.fulfill({ json: { emails: listed, mailServer: true } satisfies EmailListJson })
    })
    let resendStatus = 200
    await page.route(/\/api\/emails\/\d+\/resend$/, (route) => {
      expect(route.request().method()).toBe('POST')
      if (resendStatus === 200) {
        const queued: EmailJson = { ...failed, status: 'queued', lastError: null }
        listed = [queued, sent]
        return route.fulfill({ json: queued })
      }
      return route.fulfill({ status: 409, json: { message: 'Only a failed e-mail can be sent again.' } })
    })
    await openEmailsPage(page)
    await expect(page.getByTestId('no-mail-server')).toHaveCount(0)
    const shown = messageOf(page, failed.id)
    await expect(shown.getByTestId('email-status')).toHaveText('Failed')
    await expect(shown.getByTestId('email-error')).toHaveText('Last error: 550 5.1.1 Mailbox unavailable')
    await expect(shown).toContainText('No more attempts')
    // Venue time (Manila, UTC+8).
    await expect(shown).toContainText(/Nov 20, 11:00\sAM/)
    await expect(messageOf(page, sent.id)).toContainText(/Sent Nov 20, 11:00\sAM/)
    await expect(messageOf(page, sent.id).getByRole('button', { name: /^Resend/ })).toHaveCount(0)

    const readsBefore = reads
    await shown.getByRole('button', { name: /^Resend/ }).click()
    await expectToast(page, { title: 'Success', description: 'The e-mail to bounced@example.com is queued to be sent again.' })
    await expect(shown.getByTestId('email-status')).toHaveText('Queued')
    await expect(shown.getByRole('button', { name: /^Resend/ })).toHaveCount(0)
    expect(reads).toBeGreaterThan(readsBefore)

    // Someone else resent it meanwhile: the server's refusal, and the list read again.
    listed = [failed, sent]
    await page.reload()
    resendStatus = 409
    await messageOf(page, failed.id).getByRole('button', { name: /^Resend/ }).click()
    await expectToast(page, { title: 'Error', description: 'Only a failed e-mail can be sent again.', destructive: true })
  })

  test('loading, empty and error states', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 500/)
    await signIn(page)
    const held = await holdRequests(page, LIST)
    await openEmailsPage(page)
    await expect(page.getByRole('status').filter({ hasText: 'Loading e-mails...' })).toBeVisible()
    await held.release()
    await expect(page.getByRole('heading', { name: /^Outbox \(\d+\)$/ })).toBeVisible()

    const empty = await mockApi(page, LIST, 200, { emails: [], mailServer: false } satisfies EmailListJson)
    await page.reload()
    await expect(page.getByText('No e-mails yet.', { exact: false })).toBeVisible()
    await expect(page.getByTestId('no-mail-server')).toBeVisible()
    await empty.stop()
    await mockApi(page, LIST, 500, { message: 'Something went wrong' })
    await page.reload()
    await expect(page.getByRole('alert').filter({ hasText: 'The e-mails could not be loaded.' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
  })

  test('the dashboard warns about e-mails failing for more than an hour, and only then', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 500/)
    await signIn(page)
    const warning = page.getByRole('alert').filter({ hasText: 'failing for more than an hour' })
    const failing = await mockApi(page, SUMMARY, 200, { mailServer: true, queued: 2, failed: 3, failingOverAnHour: 3 })
    await page.goto('/admin/dashboard')
    await expect(warning).toContainText('3 e-mails have been failing for more than an hour.')
    await warning.getByRole('link', { name: 'See the e-mails' }).click()
    await expect(page).toHaveURL(/\/admin\/emails$/)
    await failing.stop()

    const none = await mockApi(page, SUMMARY, 200, { mailServer: true, queued: 0, failed: 1, failingOverAnHour: 0 })
    const summaryRead = page.waitForResponse(SUMMARY)
    await page.goto('/admin/dashboard')
    await summaryRead
    await expect(page.getByRole('group', { name: 'Total Reservations', exact: true }).getByTestId('stat-value')).toBeVisible()
    await expect(warning).toHaveCount(0)
    await none.stop()

    // A summary that fails to load leaves the dashboard standing, without a warning.
    await mockApi(page, SUMMARY, 500, { message: 'Something went wrong' })
    const failedRead = page.waitForResponse(SUMMARY)
    await page.goto('/admin/dashboard')
    await failedRead
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 2 })).toBeVisible()
    await expect(page.getByRole('group', { name: 'Total Reservations', exact: true }).getByTestId('stat-value')).toBeVisible()
    await expect(warning).toHaveCount(0)
  })

  test('the preview of a message the server could not find says so', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 404/)
    await signIn(page)
    await mockApi(page, LIST, 200, { emails: [sent], mailServer: true } satisfies EmailListJson)
    await mockApi(page, /\/api\/emails\/900000$/, 404, { message: 'E-mail not found' })
    await openEmailsPage(page)
    await messageOf(page, sent.id).getByRole('button', { name: /^Preview/ }).click()
    const dialog = page.getByRole('dialog', { name: sent.subject })
    await expect(dialog.getByRole('alert')).toContainText('The message could not be loaded.')
  })

  test('a preview frames the HTML part under the page policy without a complaint', async ({ browser }) => {
    // A page of its own, with the real Content-Security-Policy (this group bypasses it for axe).
    const context = await browser.newContext()
    const page = await context.newPage()
    const errors: string[] = []
    page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())))
    await signIn(page)
    const message: EmailPreviewJson = {
      ...sent,
      text: 'Booking MOCK01\nhttps://example.com/booking/abc',
      html: '<!doctype html><html><head><style>p{color:#0f766e}</style></head><body><p style="font-weight:bold">Booking MOCK01</p><a href="https://example.com/booking/abc">Your booking</a><script>parent.document.title="hacked"</script></body></html>',
      attachments: [{ fileName: 'booking-MOCK01.ics', contentType: 'text/calendar' }],
    }
    await mockApi(page, LIST, 200, { emails: [sent], mailServer: true } satisfies EmailListJson)
    await mockApi(page, /\/api\/emails\/900000$/, 200, message)
    await page.goto('/admin/emails')
    await messageOf(page, sent.id).getByRole('button', { name: /^Preview/ }).click()
    const dialog = page.getByRole('dialog', { name: sent.subject })
    const html = dialog.locator('iframe').contentFrame()
    await expect(html.locator('p')).toHaveText('Booking MOCK01')
    await expect(html.locator('p')).toHaveCSS('font-weight', '700')
    await expect(html.locator('p')).toHaveCSS('color', 'rgb(15, 118, 110)')
    await expect(dialog).toContainText('booking-MOCK01.ics')
    await expect(page).toHaveTitle('E-mails | Staff')
    // The sandbox blocks the script (Chromium says so in the console); nothing else complains.
    expect(errors.filter((e) => !/Blocked script execution in 'about:srcdoc'/.test(e))).toEqual([])
    await context.close()
  })
})
