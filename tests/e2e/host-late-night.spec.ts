import type { Locator, Page } from '@playwright/test'
import type { OpeningHoursJson } from '~/contracts/opening-hours'
import type { ReservationJson } from '~/contracts/reservations'
import { TABLET, expect, expectAxeCleanAndFits, expectNoAxeViolations, signIn, test, venueDate } from './support/admin-fixtures'
import { showDate } from './support/seating'

// The night of a date open 18:00 to 2:00 AM (an exception staff set through the API), on the host stand at the
// tablet's size. The e2e servers run on the real clock, so the night is one ahead: a host records there a phone
// booking at 12:30 AM and a walk-in at 1:00 AM, both after midnight.
// Day 40 of the host server: no other host spec books on it (own-data.ts hands out days 3 to 6 there).
const NIGHT = venueDate(40)

/** Sets NIGHT's hours to 18:00-02:00, keeping every other hour and exception as it is. */
async function openLate(page: Page) {
  const hours = (await (await page.request.get('/api/opening-hours')).json()) as OpeningHoursJson
  const exceptions = [...hours.exceptions.filter((e) => e.date !== NIGHT), { date: NIGHT, closed: false, opens: '18:00', closes: '02:00', note: 'Late night' }]
  const res = await page.request.put('/api/opening-hours', { data: { weekly: hours.weekly, exceptions } })
  expect(res.status(), await res.text()).toBe(200)
}

/** Nothing covers the control: the point at its centre belongs to it (a sticky column or a dialog would take it). */
async function expectUncovered(control: Locator, what: string) {
  await control.scrollIntoViewIfNeeded()
  const uncovered = await control.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return top !== null && (top === element || element.contains(top))
  })
  expect(uncovered, `${what} is covered`).toBe(true)
}

const floorHeaders = (page: Page) => page.getByRole('region', { name: /^Floor for/ }).locator('[data-column]')

test('on a night to 2:00 AM a host books 12:30 AM by phone, seats walk-ins at 1:00 AM and until a later booking; floor and calendar run past midnight', async ({ page, consoleGuard }) => {
  test.setTimeout(60_000)
  await page.setViewportSize(TABLET)
  await signIn(page)
  await openLate(page)
  // A server without the seating rules or joined tables yet answers 404 there: the screens use the first rules then.
  for (const setup of ['/api/seating-rules', '/api/table-combinations']) {
    if ((await page.request.get(setup)).status() === 404) consoleGuard.allow(/status of 404 \(Not Found\)/)
  }

  await page.goto(`/admin/reservations?date=${NIGHT}&view=floor`)
  // Columns from 6:00 PM to the last half hour before 2:00 AM, the small hours after 11:30 PM.
  await expect(floorHeaders(page)).toHaveCount(16)
  await expect(floorHeaders(page).first()).toHaveText('6:00 PM')
  await expect(floorHeaders(page).nth(11)).toHaveText('11:30 PM')
  await expect(floorHeaders(page).nth(12)).toHaveText('12:00 AM')
  await expect(floorHeaders(page).last()).toHaveText('1:30 AM')

  // A phone booking at 12:30 AM: with the usual two hours it would run past closing, so the host shortens the stay.
  await page.getByRole('link', { name: 'New booking' }).click()
  const dialog = page.getByRole('dialog', { name: 'New booking' })
  await expect(dialog.getByRole('radio', { name: 'Phone' })).toBeChecked()
  await dialog.getByLabel('Name').fill('Lucia Late')
  await dialog.getByLabel('Guests').fill('2')
  const time = dialog.getByLabel('Time', { exact: true })
  await expect(time.locator('option', { hasText: '12:00 AM (after midnight)' })).toHaveCount(1)
  await expect(time.locator('option', { hasText: '12:30 AM (after midnight)' })).toHaveCount(0)
  await dialog.getByLabel('Stay', { exact: true }).selectOption({ label: '1 hour 30 minutes' })
  await time.selectOption({ label: '12:30 AM (after midnight)' })
  await expectNoAxeViolations(page, 'new booking dialog')
  const save = dialog.getByRole('button', { name: 'Save booking' })
  await expectUncovered(save, 'Save booking')
  await save.click()
  await expect(dialog).toBeHidden()

  const phoneBlock = page.getByRole('button', { name: /^Lucia Late\s*, 2 guests, Confirmed\s*, 12:30 AM to 2:00 AM: open details$/ })
  await expect(phoneBlock).toBeVisible()
  await expectUncovered(phoneBlock, "Lucia's booking")

  // A walk-in at 1:00 AM from a free cell of the floor: seated until closing.
  const freeCell = page.getByRole('button', { name: 'Table 3, 1:00 AM, free: start a booking' })
  await expectUncovered(freeCell, 'the free cell at 1:00 AM')
  await freeCell.click()
  await expect(dialog.getByLabel('Time', { exact: true })).toHaveValue('01:00')
  await expect(dialog.getByLabel('Table', { exact: true })).toHaveValue('3')
  await dialog.getByText('Walk-in', { exact: true }).click()
  await expect(dialog.getByRole('radio', { name: 'Walk-in' })).toBeChecked()
  await expect(dialog.getByLabel('Stay', { exact: true }).locator('option:checked')).toHaveText('Usual stay (1 hour)')
  await dialog.getByLabel('Name').fill('Walter Walk-in')
  await dialog.getByLabel('Guests').fill('3')
  await expectUncovered(save, 'Save booking')
  await save.click()
  await expect(dialog).toBeHidden()

  const walkInBlock = page.getByRole('button', { name: /^Walter Walk-in\s*, 3 guests, Arrived\s*, 1:00 AM to 2:00 AM: open details$/ })
  await expect(walkInBlock).toBeVisible()
  await expectUncovered(walkInBlock, "Walter's booking")
  await expectAxeCleanAndFits(page, 'floor past midnight')

  const night = (await (await page.request.get(`/api/reservations?date=${NIGHT}`)).json()) as ReservationJson[]
  expect(night.find((r) => r.name === 'Lucia Late')).toMatchObject({ source: 'phone', status: 'confirmed', time: '00:30', stayMinutes: 90, endTime: '02:00' })
  expect(night.find((r) => r.name === 'Walter Walk-in')).toMatchObject({ source: 'walk-in', status: 'arrived', time: '01:00', stayMinutes: 60, endTime: '02:00' })

  // A walk-in at 11:30 PM at Lucia's table: free only until her 12:30 AM booking. One tap seats them until then.
  consoleGuard.allow(/status of 409 \(Conflict\)/)
  await page.getByRole('button', { name: 'Table 1, 11:30 PM, free: start a booking' }).click()
  await dialog.getByText('Walk-in', { exact: true }).click()
  await dialog.getByLabel('Name').fill('Sam Early')
  await dialog.getByLabel('Guests').fill('2')
  await save.click()
  const refusal = dialog.getByRole('alert')
  await expect(refusal).toContainText('Lucia Late')
  const seatUntil = refusal.getByRole('button', { name: 'Seat until 12:30 AM' })
  await expectUncovered(seatUntil, 'Seat until 12:30 AM')
  await seatUntil.click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: /^Sam Early\s*, 2 guests, Arrived\s*, 11:30 PM to 12:30 AM: open details$/ })).toBeVisible()

  // The calendar's week runs past midnight for the night, and draws the booking in the night's column, at 12:30 AM.
  await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'Calendar' }).click()
  await expect(page.locator('.fc-timeGridWeek-view')).toBeVisible()
  await showDate(page, NIGHT)
  // Hourly labels from the week's earliest opening (11:00) to the night's last hour, 1:00 AM.
  await expect(page.locator('.fc-timegrid-slot-label-cushion').first()).toHaveText('11am')
  await expect(page.locator('.fc-timegrid-slot-label-cushion').last()).toHaveText('1am')
  const entry = page.locator(`.fc-timegrid-col[data-date="${NIGHT}"] .fc-event`).filter({ hasText: 'Lucia Late (2 guests, table) (Table' })
  await expect(entry).toBeVisible()
  await expect(entry).toContainText('12:30 - 2:00')
})
