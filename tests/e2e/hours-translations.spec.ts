import type { Page } from '@playwright/test'
import { DEFAULT_WEEKLY_HOURS } from '../../app/lib/opening-hours'
import { DESKTOP, expect, expectToast, signIn, test, venueDate, weekdayDate } from './support/admin-fixtures'

// The 'hours' area has a server of its own, its specs one at a time: each test starts from the default hours.
test.use({ viewport: DESKTOP })

// The contact page's map host is refused, as on a machine without internet.
test.beforeEach(async ({ context, consoleGuard }) => {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort())
  consoleGuard.allow(/Failed to load resource: net::ERR_FAILED/)
})

async function resetHours(page: Page) {
  const res = await page.request.put('/api/opening-hours', { data: { weekly: DEFAULT_WEEKLY_HOURS, exceptions: [] } })
  expect(res.status(), await res.text()).toBe(200)
}

async function openHoursPage(page: Page) {
  await page.goto('/admin/hours')
  await expect(page.getByRole('heading', { name: 'Opening Hours', level: 2 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Save opening hours' })).toBeEnabled()
}

test("a closed day's note is translated into Japanese where it is written, shows on /ja/contacts, and is changed in place later", async ({ page }) => {
  await signIn(page)
  await resetHours(page)
  // Far beyond the demo bookings and events: the save asks nothing.
  const date = venueDate(200)
  try {
    await openHoursPage(page)
    const add = page.getByRole('group', { name: 'Add a date' })
    await add.getByLabel('Date').fill(date)
    await add.getByLabel('That day').selectOption('closed')
    await add.locator('summary', { hasText: 'Translations' }).click()
    // A translation without the English note is refused.
    await add.getByLabel('Note for guests (Japanese)').fill('貸切イベント')
    await add.getByRole('button', { name: 'Add date' }).click()
    await expect(add.getByRole('alert')).toHaveText('A translated note needs the English note too.')
    await add.getByLabel('Note for guests (optional)').fill('Private event')
    await add.getByRole('button', { name: 'Add date' }).click()
    const listed = page.getByRole('list', { name: 'Closed days and special hours' })
    await expect(listed).toContainText(`${weekdayDate(date)}: Closed (Private event)`)
    // The add form starts empty again.
    await expect(add.getByLabel('Note for guests (Japanese)')).toHaveValue('')
    await page.getByRole('button', { name: 'Save opening hours' }).click()
    await expectToast(page, { title: 'Success', description: 'Opening hours saved.' })

    await page.goto('/ja/contacts')
    await expect(page.getByTestId('opening-exceptions')).toContainText('貸切イベント')
    await page.goto('/contacts')
    await expect(page.getByTestId('opening-exceptions')).toContainText('Private event')

    // Reopened: the listed date shows its stored translation; changed in place, it is saved with the hours.
    await openHoursPage(page)
    const row = listed.getByRole('listitem').filter({ hasText: 'Private event' })
    await row.locator('summary', { hasText: 'Translations' }).click()
    const japanese = row.getByLabel('Note for guests (Japanese)')
    await expect(japanese).toHaveValue('貸切イベント')
    await japanese.fill('貸切パーティー')
    await page.getByRole('button', { name: 'Save opening hours' }).click()
    await expectToast(page, { title: 'Success', description: 'Opening hours saved.' })
    await page.goto('/ja/contacts')
    await expect(page.getByTestId('opening-exceptions')).toContainText('貸切パーティー')
  } finally {
    await resetHours(page)
  }
})
