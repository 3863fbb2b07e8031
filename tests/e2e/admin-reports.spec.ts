import { readFile } from 'node:fs/promises'
import { type Page } from '@playwright/test'
import { E2E_HOST } from '../../playwright.config'
import { DESKTOP, expect, expectNoAxeViolations, openThroughAdminNav, PHONE, signIn, test, venueDate } from './support/admin-fixtures'
import { rangeLabel } from '~/features/staff-reports/report-format'
import { presetRange, type ReportRange } from '~/lib/report-range'

// The owner's Reports page: ranges as links and a GET form, the charts drawn on the server, the CSV links.

const rangeShown = (page: Page) => page.getByTestId('report-range')
const presets = (page: Page) => page.getByRole('navigation', { name: 'Ready-made ranges' })
const search = (range: ReportRange) => `?from=${range.from}&to=${range.to}`

/** Every chart's image is named by its title, and the visitors' chart is there whatever was booked. */
async function expectCharts(page: Page) {
  await expect(page.getByRole('img', { name: /^Visitors and bookings per day/ })).toBeVisible()
  await expect(page.getByRole('img', { name: /^E-mails/ })).toBeVisible()
}

test('the owner reads the last 4 weeks, picks a preset and a custom range, and sees a bad range refused', async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await signIn(page)
  await openThroughAdminNav(page, 'Reports', '/admin/reports')
  const today = venueDate()
  const lastFourWeeks = presetRange('last-4-weeks', today)
  await expect(page.getByRole('heading', { name: 'Reports', level: 2 })).toBeVisible()
  await expect(rangeShown(page)).toHaveText(rangeLabel(lastFourWeeks))
  await expect(presets(page).getByRole('link', { name: 'Last 4 weeks' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByTestId('report-key-numbers')).toContainText('Covers')
  await expectCharts(page)
  await expectNoAxeViolations(page, 'reports page')

  // A preset is a link to its range's address.
  const thisMonth = presetRange('this-month', today)
  await presets(page).getByRole('link', { name: 'This month' }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/reports\\${search(thisMonth)}$`))
  await expect(rangeShown(page)).toHaveText(rangeLabel(thisMonth))
  await expect(presets(page).getByRole('link', { name: 'This month' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(thisMonth.from)

  // Any two dates, through the form.
  const custom = { from: venueDate(-40), to: venueDate(-10) }
  await page.getByLabel('From', { exact: true }).fill(custom.from)
  await page.getByLabel('To', { exact: true }).fill(custom.to)
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/reports\\${search(custom)}$`))
  await expect(rangeShown(page)).toHaveText(rangeLabel(custom))
  await expect(presets(page).locator('[aria-current="page"]')).toHaveCount(0)
  await expect(page.getByRole('img', { name: /^Covers and bookings per day|^Visitors and bookings per day/ }).first()).toBeVisible()

  // The downloads carry the range; the guest list is the owner's.
  const reservations = page.getByRole('navigation', { name: 'Downloads' }).getByRole('link', { name: 'Bookings (CSV)' })
  await expect(reservations).toHaveAttribute('href', `/api/reports/reservations.csv${search(custom)}`)
  await expect(page.getByRole('link', { name: 'Days (CSV)' })).toHaveAttribute('href', `/api/reports/daily.csv${search(custom)}`)
  await expect(page.getByRole('link', { name: 'Guests (CSV)' })).toHaveAttribute('href', `/api/reports/guests.csv${search(custom)}`)
  const download = page.waitForEvent('download')
  await reservations.click()
  const file = await download
  expect(file.suggestedFilename()).toBe(`reservations-${custom.from}-${custom.to}.csv`)
  expect(await readFile(await file.path(), 'utf8')).toMatch(/^\uFEFFReference,Date,Time,Guests,Name,/)
  await expect(page).toHaveURL(new RegExp(`/admin/reports\\${search(custom)}$`))

  // A start after the end: said beside the fields, which keep what was typed, over the default report.
  await page.getByLabel('From', { exact: true }).fill(venueDate(5))
  await page.getByLabel('To', { exact: true }).fill(venueDate(1))
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(page.getByRole('alert')).toHaveText('The start date must be on or before the end date. Showing last 4 weeks instead.')
  await expect(page.getByLabel('From', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(venueDate(5))
  await expect(rangeShown(page)).toHaveText(rangeLabel(lastFourWeeks))
  await expectNoAxeViolations(page, 'reports page with a bad range')
})

test('an address with a range that is not one answers with the default report and the message, not an error', async ({ page }) => {
  await signIn(page)
  for (const [query, message] of [
    ['?from=yesterday&to=2026-01-01', 'from must be a date (yyyy-MM-dd)'],
    ['?from=2020-01-01&to=2026-01-01', 'The range must be 400 days or shorter'],
    ['?to=2026-01-01', 'from must be a date (yyyy-MM-dd)'],
  ]) {
    const response = await page.goto(`/admin/reports${query}`)
    expect(response?.status(), query).toBe(200)
    await expect(page.getByRole('alert')).toContainText(message)
    await expect(rangeShown(page)).toHaveText(rangeLabel(presetRange('last-4-weeks', venueDate())))
  }
})

test('the Reports page fits a phone, its numbers opened too', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await signIn(page)
  await page.goto(`/admin/reports${search(presetRange('this-year', venueDate()))}`)
  await expectCharts(page)
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(await overflow()).toBe(0)
  for (const summary of await page.getByText('Show the numbers').all()) await summary.click()
  await expect(page.getByRole('region', { name: 'E-mails: the numbers' })).toBeVisible()
  expect(await overflow()).toBe(0)
  await expectNoAxeViolations(page, 'reports page on a phone, numbers open')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the presets and the custom range still work', async ({ page }) => {
    await signIn(page)
    await page.goto('/admin/reports')
    const lastMonth = presetRange('last-month', venueDate())
    await presets(page).getByRole('link', { name: 'Last month' }).click()
    await expect(page).toHaveURL(new RegExp(`\\${search(lastMonth)}$`))
    await expect(rangeShown(page)).toHaveText(rangeLabel(lastMonth))
    const custom = { from: venueDate(-3), to: venueDate(3) }
    await page.getByLabel('From', { exact: true }).fill(custom.from)
    await page.getByLabel('To', { exact: true }).fill(custom.to)
    await page.getByRole('button', { name: 'Show' }).click()
    await expect(page).toHaveURL(new RegExp(`\\${search(custom)}$`))
    await expect(rangeShown(page)).toHaveText(rangeLabel(custom))
    await expectCharts(page)
  })
})

test('a host is refused the Reports page', async ({ page, consoleGuard }) => {
  const signedIn = await page.request.post('/api/auth/login', { data: { ...E2E_HOST, remember: false } })
  expect(signedIn.status()).toBe(200)
  consoleGuard.allow(/status of 403/)
  const refused = await page.goto('/admin/reports')
  expect(refused?.status()).toBe(403)
  await expect(page.getByTestId('admin-page-refusal')).toContainText('Your role (host) cannot see the reports. Ask a manager or the owner.')
})
