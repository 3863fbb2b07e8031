/**
 * The hours page's safety checks (issue 27): leaving with a date added but not saved asks first; closing a day that
 * has an event lists the event before and after saving, and /events then shows it closed, with no booking button.
 */
import type { Page } from '@playwright/test'
import type { EventJson } from '~/contracts/events'
import { DEFAULT_WEEKLY_HOURS } from '../../app/lib/opening-hours'
import { expect, signIn, test, venueDate, weekdayDate } from './support/admin-fixtures'
import { openHydrated } from './support/public-fixtures'

/** Days (from the venue's today) no other spec of the hours area closes or books on. */
const UNSAVED_DAY = 50
const EVENT_DAY = 51

async function resetHours(page: Page) {
  const res = await page.request.put('/api/opening-hours', { data: { weekly: DEFAULT_WEEKLY_HOURS, exceptions: [] } })
  expect(res.status(), await res.text()).toBe(200)
}

async function openHoursPage(page: Page) {
  await page.goto('/admin/hours')
  // The buttons wait, disabled, until the page's script runs.
  await expect(page.getByRole('button', { name: 'Save opening hours' })).toBeEnabled()
}

async function addClosedDate(page: Page, date: string, note = '') {
  const add = page.getByRole('group', { name: 'Add a date' })
  await add.getByLabel('Date').fill(date)
  await add.getByLabel('That day').selectOption('closed')
  if (note) await add.getByLabel('Note for guests (optional)').fill(note)
  await add.getByRole('button', { name: 'Add date' }).click()
  await expect(page.getByRole('list', { name: 'Closed days and special hours' })).toContainText(`${weekdayDate(date)}: Closed`)
}

const question = (page: Page) => page.getByRole('alertdialog', { name: 'You have unsaved changes. Leave without saving?' })
const dashboardLink = (page: Page) => page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' })

test('a date added but not saved: leaving for the dashboard asks; Stay keeps the date, Leave goes', async ({ page }) => {
  await signIn(page)
  await resetHours(page)
  await openHoursPage(page)
  const date = venueDate(UNSAVED_DAY)
  await addClosedDate(page, date)

  await dashboardLink(page).click()
  await expect(question(page)).toBeVisible()
  // Stay is the default answer: focus starts on it.
  await expect(question(page).getByRole('button', { name: 'Stay' })).toBeFocused()
  await question(page).getByRole('button', { name: 'Stay' }).click()
  await expect(question(page)).toBeHidden()
  await expect(page).toHaveURL(/\/admin\/hours$/)
  await expect(page.getByRole('list', { name: 'Closed days and special hours' })).toContainText(`${weekdayDate(date)}: Closed`)

  await dashboardLink(page).click()
  await question(page).getByRole('button', { name: 'Leave' }).click()
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 2 })).toBeVisible()
  // Nothing was saved.
  const hours = await (await page.request.get('/api/opening-hours')).json()
  expect(hours.exceptions).toEqual([])
})

test('closing a day with an event lists the event before and after saving; /events then shows it closed, without booking', async ({ page }) => {
  await signIn(page)
  await resetHours(page)
  const date = venueDate(EVENT_DAY)
  const title = `Lantern night ${Date.now()}`
  const created = await page.request.post('/api/events', { data: { title, description: 'Lanterns on the beach', date, time: '20:00' } })
  expect(created.status(), await created.text()).toBe(201)
  const event = (await created.json()) as EventJson

  const card = page.getByTestId('event').filter({ hasText: title })
  const bookLink = card.getByRole('link', { name: 'Book a table for this event' })
  await openHydrated(page, '/events')
  await expect(bookLink).toBeVisible()

  await openHoursPage(page)
  await addClosedDate(page, date, 'Private event')
  await page.getByRole('button', { name: 'Save opening hours' }).click()
  const check = page.getByTestId('hours-check')
  await expect(check.getByTestId('affected-events')).toContainText(title)
  await expect(check.getByTestId('affected-events')).toContainText('The venue is closed on this day (Private event).')
  // The owner can still save.
  await page.getByRole('button', { name: 'Save anyway' }).click()
  await expect(check).toHaveCount(0)
  await expect(page.getByTestId('affected-events')).toContainText(title)

  // Saved: leaving asks nothing.
  await dashboardLink(page).click()
  await expect(page).toHaveURL(/\/admin\/dashboard$/)

  await openHydrated(page, '/events')
  await expect(card.getByTestId('event-closed')).toHaveText('The venue is closed on this day (Private event).')
  await expect(bookLink).toHaveCount(0)

  expect((await page.request.delete(`/api/events/${event.id}`)).status()).toBe(204)
  await resetHours(page)
})
