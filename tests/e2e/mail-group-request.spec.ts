import type { Page } from '@playwright/test'
import { DEFAULT_VENUE } from '~/contracts/venue'
import { DESKTOP, expect, expectNoAxeViolations, expectToast, ownData, ownName, signIn, TABLET, test, testTag, weekdayDate } from './support/admin-fixtures'
import { pickDate } from './support/booking-form'
import { received } from './support/mail-inbox'

// A group of 30 asks for a table from /book; staff seat it at joined tables on the host stand and confirm it; the
// guest's private page then shows the booking. On the mail area's server: its e-mails are read back from the sink,
// and the joined tables that seat 30 (which raise what every party can book online) meet no other area's specs.
const own = ownData('mail-group-request.spec.ts')

/** Opens /book and waits until its fields take input (they are disabled until the page's script runs). */
async function openBookingForm(page: Page) {
  await page.goto('/book')
  await expect(page.getByLabel('Number of guests')).toBeEnabled()
}

test('a group of 30 sends a request from /book; staff seat and confirm it on the host stand; the guest sees the booking', async ({
  page,
  request,
  baseURL,
  tables,
}) => {
  test.setTimeout(90_000)
  const { date, tableNumbers } = own('group of 30')
  const name = ownName('Group Guest')
  const email = `group.${testTag()}@example.com`

  // The guest: a party of 30 is more than the site books online; the form becomes a group request.
  await page.setViewportSize(DESKTOP)
  await openBookingForm(page)
  await page.getByLabel('Name').fill(name)
  const guests = page.getByLabel('Number of guests')
  await guests.fill('30')
  await expect(page.getByTestId('group-booking')).toContainText('For 30 guests, send us a group request and we will reply by e-mail.')
  await expect(guests).toBeFocused()
  await expect(page.getByRole('button', { name: 'Book Now' })).toHaveCount(0)
  await pickDate(page, date)
  // Any quarter hour the venue is open: 7:15 PM is no booking time, but a group may ask for it.
  await page.getByLabel('Time').selectOption({ label: '7:15 PM' })
  // What was typed before the party crossed the limit is still there.
  await expect(page.getByLabel('Name')).toHaveValue(name)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Phone', { exact: true }).fill('0917 555 0142')
  await page.getByLabel('Special requests (optional)').fill('Company dinner, one long table if you can')
  await expectNoAxeViolations(page, 'group request form')
  const sent = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/group-requests'))
  await page.getByRole('button', { name: 'Send a group request' }).click()
  expect((await sent).status()).toBe(201)

  const panel = page.getByTestId('group-request-confirmation')
  await expect(panel.getByRole('heading', { name: 'Request sent' })).toBeFocused()
  const reference = (await panel.getByTestId('booking-reference').textContent())!.trim()
  expect(reference).toMatch(/^BB-/)
  for (const text of [weekdayDate(date), '7:15 PM', '30 guests']) await expect(panel).toContainText(text)
  const link = (await panel.getByTestId('private-link').textContent())!.trim()
  expect(link).toMatch(new RegExp(`^${baseURL}/booking/[A-Za-z0-9_-]{43}$`))

  // The private page: received, nothing booked yet.
  await panel.getByRole('link', { name: 'Open my request' }).click()
  await expect(page.getByTestId('booking-status')).toHaveText('Requested')
  await expect(page.getByTestId('manage-booking')).toContainText('Request received: we will reply by e-mail.')
  await expect(page.getByTestId('confirmation-email')).toHaveCount(0)

  // The e-mails: the guest's receipt with the same link, the venue's notice.
  const receipt = await received(request, baseURL, email, 'Group request received')
  expect(receipt.text).toContain(`See your request: ${link}`)
  expect(receipt.attachments).toEqual([])
  const notice = await received(request, baseURL, DEFAULT_VENUE.email, `New group request: 30 guests on ${weekdayDate(date)} at 7:15 PM, ${name}`)
  expect(notice.replyTo).toBe(email)
  expect(notice.text).toContain(`Open the requests: ${baseURL}/admin/reservations#requests`)

  // Staff: two tables joined for 30, then the host stand's Requests.
  const [long, round] = [await tables.add(tableNumbers[0], 20), await tables.add(tableNumbers[1], 16)]
  await signIn(page)
  const joined = await page.request.post('/api/table-combinations', { data: { tableNumbers: [long.tableNumber, round.tableNumber], capacity: 36 } })
  expect(joined.status(), await joined.text()).toBe(201)
  const seats = `Tables ${long.tableNumber} + ${round.tableNumber}`
  await page.setViewportSize(TABLET)
  await page.goto('/admin/reservations#requests')
  const requests = page.getByRole('region', { name: 'Requests' })
  const item = requests.getByRole('listitem').filter({ hasText: name })
  await expect(item).toContainText('30 guests')
  await expect(item).toContainText(`${weekdayDate(date)} at 7:15 PM`)
  await expect(item).toContainText('Company dinner, one long table if you can')
  await expect(item.getByRole('link', { name: `Call ${name}, +63 917 555 0142` })).toHaveAttribute('href', 'tel:+639175550142')
  await expect(item.getByRole('button', { name: 'Confirm' })).toBeDisabled()
  await expectNoAxeViolations(page, 'host stand requests')

  // Neither table alone seats 30: only the joined ones are offered.
  await expect(item.getByLabel(`Tables for ${name}`).locator('option:not([value=""])')).toHaveText([`${seats} (36 seats)`])
  await item.getByLabel(`Tables for ${name}`).selectOption({ label: `${seats} (36 seats)` })
  await item.getByRole('button', { name: 'Assign tables' }).click()
  await expectToast(page, { title: 'Success', description: `${seats} assigned to ${name}'s request.` })
  await expect(item).toContainText(`${seats} assigned`)
  await item.getByRole('button', { name: 'Confirm' }).click()
  await expectToast(page, { title: 'Success', description: `${name}'s request is confirmed: ${seats} held for them.` })
  await expect(requests.getByRole('listitem').filter({ hasText: name })).toHaveCount(0)

  // The guest: the confirmation with the calendar file, and the booking on the private page.
  const confirmation = await received(request, baseURL, email, 'Booking confirmed')
  expect(confirmation.subject).toContain(`(${reference})`)
  expect(confirmation.text).toContain(`See or cancel your booking: ${link}`)
  expect(confirmation.attachments[0].content).toContain(`DTSTART;TZID=Asia/Manila:${date.replaceAll('-', '')}T191500\r\n`)
  await page.context().clearCookies()
  await page.goto(link)
  await expect(page.getByTestId('booking-status')).toHaveText('Confirmed')
  await expect(page.getByTestId('manage-booking')).toContainText('Our team has confirmed your booking.')
  await expect(page.getByTestId('manage-booking')).toContainText('30 guests')
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toBeVisible()
})
