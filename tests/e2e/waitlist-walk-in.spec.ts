import type { Locator, Page } from '@playwright/test'
import type { OpeningHoursJson } from '~/contracts/opening-hours'
import type { ReservationJson } from '~/contracts/reservations'
import type { WaitlistEntryJson, WalkInJoinedJson } from '~/contracts/waitlist'
import { PHONE, TABLET, apiGet, expect, expectNoAxeViolations, ownName, signIn, test, venueDate } from './support/admin-fixtures'

// The host stand's waitlist on the tablet, and the guest's live page on a phone (a second browser, not signed in).
// Walk-ins wait today: the e2e servers run on the real clock, so the spec opens today round the clock on the
// waitlist's own server (playwright.config.ts) for a walk-in to be seated whatever the hour.
const TODAY = venueDate(0)

async function openAllDay(page: Page) {
  const hours = (await (await page.request.get('/api/opening-hours')).json()) as OpeningHoursJson
  const exceptions = [...hours.exceptions.filter((e) => e.date !== TODAY), { date: TODAY, closed: false, opens: '00:00', closes: '23:45' }]
  const res = await page.request.put('/api/opening-hours', { data: { weekly: hours.weekly, exceptions } })
  expect(res.status(), await res.text()).toBe(200)
}

const entryRow = (page: Page, name: string) => page.getByTestId('waitlist-entry').filter({ hasText: name })

/** Nothing covers the control: the point at its centre belongs to it. */
async function expectUncovered(control: Locator, what: string) {
  const uncovered = await control.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return top !== null && (top === element || element.contains(top))
  })
  expect(uncovered, `${what} is covered`).toBe(true)
}

test('a host adds a walk-in; the guest follows the place on a phone, sees "table ready" within 5 s of Notify; the host seats them', async ({ page, browser }) => {
  test.setTimeout(60_000)
  await page.setViewportSize(TABLET)
  await signIn(page)
  await openAllDay(page)
  const name = ownName('Wanda')

  await page.goto('/admin/reservations?view=waitlist')
  await page.getByRole('button', { name: 'Add to waitlist' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Name').fill(name)
  await dialog.getByLabel('Guests').fill('2')
  await dialog.getByLabel('Phone (optional)').fill('+63 917 555 0101')
  await dialog.getByRole('button', { name: 'Add to waitlist' }).click()
  const joined = dialog.getByRole('heading', { name: new RegExp(`^${name} is number \\d+ in line$`) })
  await expect(joined).toBeVisible()
  const position = /number (\d+) in line/.exec((await joined.textContent()) ?? '')![1]
  await expect(dialog.getByTestId('waitlist-qr')).toBeVisible()
  const link = new URL((await dialog.getByTestId('waitlist-link').getAttribute('href'))!)
  expect(link.pathname).toMatch(/^\/waitlist\/[\w-]{20,}$/)
  await expectNoAxeViolations(page, 'joined dialog')
  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(entryRow(page, name)).toContainText('Waiting')
  await expect(page.getByTestId('waitlist-count')).toBeVisible()
  // The day's numbers count the parties in line.
  const waitingCount = page.getByLabel('The day in numbers').locator('div').filter({ hasText: 'waiting' }).locator('dd')
  expect(Number(await waitingCount.textContent())).toBeGreaterThanOrEqual(1)

  // The guest's phone: their place, the estimate, the status; the page is private.
  const phone = await browser.newContext({ viewport: PHONE })
  const guest = await phone.newPage()
  await guest.goto(link.href)
  await expect(guest.getByTestId('waitlist-position')).toHaveText(position)
  await expect(guest.getByTestId('waitlist-status')).toHaveText('Waiting')
  await expect(guest.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
  await expect(guest.getByTestId('waitlist-leave')).toBeEnabled()

  // One tap: Notify. The guest's page says it without a reload, within 5 seconds.
  const row = entryRow(page, name)
  await row.getByRole('button', { name: `Notify ${name}` }).click()
  const tapped = Date.now()
  await expect(guest.getByTestId('waitlist-ready')).toContainText('Your table is ready: please come to the host', { timeout: 5_000 })
  expect(Date.now() - tapped).toBeLessThan(5_000)
  await expect(row.getByTestId('waitlist-status')).toHaveText('Told: table ready')

  // One tap on 'Seat', one on the table: a walk-in booking at that table.
  await row.getByRole('button', { name: `Seat ${name}` }).click()
  const seat = page.getByRole('dialog', { name: `Seat ${name}` })
  const table = seat.getByRole('group', { name: 'Tables' }).getByRole('button', { name: /^Table \d+/ }).first()
  const tableNumber = Number(/^Table (\d+)$/.exec((await table.locator('span').first().textContent()) ?? '')![1])
  await table.click()
  await expect(row.getByTestId('waitlist-status')).toHaveText('Seated')
  const entry = (await apiGet<WaitlistEntryJson[]>(page, `/api/waitlist?date=${TODAY}`)).find((e) => e.name === name)!
  expect(entry).toMatchObject({ status: 'seated', position: null })
  const booking = (await apiGet<ReservationJson[]>(page, `/api/reservations?date=${TODAY}`)).find((r) => r.id === entry.reservationId)
  expect(booking).toMatchObject({ name, source: 'walk-in', tableNumber, guests: 2 })

  // The guest's page ends there (and stops asking).
  await expect(guest.getByTestId('waitlist-status')).toHaveText('Seated', { timeout: 5_000 })
  await phone.close()
})

test('six parties fit the tablet with every button uncovered; "Left" takes a second tap', async ({ page }) => {
  await page.setViewportSize(TABLET)
  await signIn(page)
  await openAllDay(page)
  const names = Array.from({ length: 6 }, (_, i) => ownName(`Party ${i + 1}`))
  for (const [i, name] of names.entries()) {
    const res = await page.request.post('/api/waitlist', { data: { name, guests: 2 + (i % 4), seatingPreference: i === 5 ? 'bar' : 'table', note: i === 0 ? 'High chair' : undefined } })
    expect(res.status(), await res.text()).toBe(201)
    const answer = (await res.json()) as WalkInJoinedJson
    expect(answer.statusPath).toMatch(/^\/waitlist\//)
  }

  await page.goto('/admin/reservations?view=waitlist')
  for (const name of names) {
    const row = entryRow(page, name)
    for (const action of ['Notify', 'Seat']) {
      const button = row.getByRole('button', { name: `${action} ${name}` })
      await expect(button).toBeVisible()
      await expectUncovered(button, `${action} ${name}`)
    }
  }
  await expectNoAxeViolations(page, 'waitlist')

  // 'Left' asks for a second tap (there is no way back into the line), then the party is out of line.
  const leaving = entryRow(page, names[2])
  await leaving.getByRole('button', { name: `${names[2]} left` }).click()
  await leaving.getByRole('button', { name: `Confirm ${names[2]} left` }).click()
  await expect(leaving.getByTestId('waitlist-status')).toHaveText('Left')
  const entries = await apiGet<WaitlistEntryJson[]>(page, `/api/waitlist?date=${TODAY}`)
  expect(entries.find((e) => e.name === names[2])).toMatchObject({ status: 'left', position: null })

  // A party waiting for the bar is seated at the bar: its dialog offers no table.
  const barParty = entryRow(page, names[5])
  await barParty.getByRole('button', { name: `Seat ${names[5]}` }).click()
  const seat = page.getByRole('dialog', { name: `Seat ${names[5]}` })
  await expect(seat.getByRole('group', { name: 'Tables' })).toHaveCount(0)
  await seat.getByRole('button', { name: 'Seat at the bar' }).click()
  await expect(barParty.getByTestId('waitlist-status')).toHaveText('Seated')
  const seated = (await apiGet<WaitlistEntryJson[]>(page, `/api/waitlist?date=${TODAY}`)).find((e) => e.name === names[5])!
  const booking = (await apiGet<ReservationJson[]>(page, `/api/reservations?date=${TODAY}`)).find((r) => r.id === seated.reservationId)
  expect(booking).toMatchObject({ seatingPreference: 'bar', source: 'walk-in', tableNumber: null })
})
