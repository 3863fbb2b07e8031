import { DESKTOP, PHONE, PUBLIC_PAGES, expect, expectNoAxeViolations, weekdayDate, openHydrated, ownData, test } from './support/public-fixtures'

const own = ownData('public-a11y.spec.ts')
const PAGES = [...PUBLIC_PAGES, '/menu/vegetarian', '/menu/nope', '/no-such-page']
/**
 * From 1024 px on, the frame changes: the navigation leaves the bottom bar for the header, which the menu screens
 * show instead of their large logo, and the booking form takes two columns. One page of each kind at a desktop's
 * size; the rest of a page only reflows into more columns, which gives axe nothing new.
 */
const DESKTOP_PAGES = ['/', '/book', '/contacts']

for (const [name, viewport, paths] of [
  ['phone', PHONE, PAGES],
  ['desktop', DESKTOP, DESKTOP_PAGES],
] as const) {
  test.describe(`axe at ${name} width (${viewport.width}x${viewport.height})`, () => {
    test.describe.configure({ mode: 'parallel' })
    test.use({ viewport })
    for (const path of paths) {
      test(`no violations on ${path}`, async ({ page, consoleGuard }) => {
        consoleGuard.allow(/status of 404/)
        await openHydrated(page, path)
        await expectNoAxeViolations(page)
      })
    }
  })
}

test('axe: open dialogs and form errors have no violations either (phone)', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await openHydrated(page, '/gallery')
  await page.getByRole('img', { name: 'Bar Area' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expectNoAxeViolations(page, 'gallery dialog')

  await openHydrated(page, '/book')
  await page.getByRole('button', { name: 'Book Now' }).click()
  await expect(page.getByText('Invalid email format')).toBeVisible()
  await expectNoAxeViolations(page, 'booking errors')
  await page.getByRole('button', { name: /^Date/ }).click()
  await expect(page.getByRole('dialog', { name: 'Choose a date' }).locator('td[data-today] button')).toBeVisible()
  await expectNoAxeViolations(page, 'date picker')
})

test('keyboard: skip link, visible focus, the booking form works without a mouse', async ({ page }) => {
  // The date it picks, a week from today, is its own: its first time is free.
  const { date } = own('keyboard')
  await openHydrated(page, '/book')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()

  // Every focused control shows an outline.
  await page.keyboard.press('Tab')
  const outline = () => page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)
  expect(await outline()).not.toBe('none')

  await page.getByLabel('Name').focus()
  await page.keyboard.type('Keyboard Guest')
  await page.keyboard.press('Tab')
  await page.keyboard.type('keyboard@example.com')
  expect(await outline()).not.toBe('none')
  // Date: open with Enter, move a week ahead with the arrow keys, pick with Enter.
  await page.getByRole('button', { name: /^Date/ }).focus()
  expect(await outline()).not.toBe('none')
  await page.keyboard.press('Enter')
  const calendar = page.getByRole('dialog', { name: 'Choose a date' })
  await expect(calendar.locator('td[data-today] button')).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(calendar).toBeHidden()
  await expect(page.getByRole('button', { name: /^Date/ })).toBeFocused()
  await expect(page.getByRole('button', { name: /^Date/ })).toHaveText(weekdayDate(date))
  await page.getByLabel('Time').focus()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByLabel('Time')).toHaveValue('11:00')
  await page.getByRole('radio', { name: 'Table' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('radio', { name: 'Bar' })).toBeChecked()
  expect(await page.evaluate(() => getComputedStyle(document.activeElement!.closest('label')!).outlineStyle)).not.toBe('none')

  // The bottom bar is reachable and shows focus.
  const bar = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' })
  await bar.focus()
  expect(await outline()).not.toBe('none')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/events')
})
