import { axeViolations, DESKTOP, expect, PHONE, PUBLIC_PAGES, test, waitForHydration } from './support/public-fixtures'

// axe-core is injected as a script: the pages' strict CSP (scripts by nonce only) is bypassed for this spec.
test.use({ bypassCSP: true })

const PAGES = [...PUBLIC_PAGES, '/menu/vegetarian', '/menu/nope', '/no-such-page']

for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`axe at ${name} width (${viewport.width}x${viewport.height})`, () => {
    test.describe.configure({ mode: 'parallel' })
    test.use({ viewport })
    for (const path of PAGES) {
      test(`no violations on ${path}`, async ({ page, consoleGuard }) => {
        consoleGuard.allow(/status of 404/)
        await page.goto(path)
        await waitForHydration(page)
        expect(await axeViolations(page)).toEqual([])
      })
    }
  })
}

test('axe: open dialogs and form errors have no violations either', async ({ page }) => {
  await page.goto('/gallery')
  await waitForHydration(page)
  await page.getByRole('img', { name: 'Bar Area' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  expect(await axeViolations(page), 'gallery dialog').toEqual([])

  await page.goto('/book')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Book Now' }).click()
  await expect(page.getByText('Invalid email format')).toBeVisible()
  expect(await axeViolations(page), 'booking errors').toEqual([])
  await page.getByRole('button', { name: /^Date/ }).click()
  await expect(page.getByRole('dialog', { name: 'Choose a date' }).locator('td[data-today] button')).toBeVisible()
  expect(await axeViolations(page), 'date picker').toEqual([])
})

test('keyboard: skip link, visible focus, the booking form works without a mouse', async ({ page }) => {
  await page.goto('/book')
  await waitForHydration(page)
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
