import { expect, signIn, test } from './support/admin-fixtures'

// No lost taps: a host at the door taps 'Add New ...' once, on a phone that is busy loading the page.
// The first tap, as soon as the button is enabled, opens its dialog, on every page and every time.

const ADD_BUTTONS = [
  { path: '/admin/menu', button: 'Add New Item' },
  { path: '/admin/offers', button: 'Add New Offer' },
  { path: '/admin/events', button: 'Add New Event' },
  { path: '/admin/tables', button: 'Add Table' },
  { path: '/admin/categories', button: 'Add Category' },
]
const OPENINGS_PER_PAGE = 2

test('the first tap on an Add button opens its dialog, on a slow phone, every time', async ({ page }) => {
  test.setTimeout(240_000)
  await signIn(page)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 })
  // The page's scripts come late, as on a phone's network: until they run, the button must show it cannot be used yet.
  await page.route('**/assets/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500))
    await route.continue().catch(() => {})
  })

  const lost: string[] = []
  for (const { path, button: label } of ADD_BUTTONS) {
    for (let attempt = 1; attempt <= OPENINGS_PER_PAGE; attempt++) {
      // The tap comes as soon as the button is shown enabled, the page perhaps still loading (not after its load event).
      await page.goto(path, { waitUntil: 'commit' })
      const button = page.getByRole('button', { name: label })
      await expect(button).toBeDisabled()
      await expect(button).toBeEnabled({ timeout: 40_000 })
      // Marks the button the tap lands on: a remount after the tap shows as an unmarked button.
      await button.evaluate((el) => el.setAttribute('data-tapped', 'yes'))
      await button.click()
      const dialog = page.getByRole('dialog', { name: label })
      const opened = await dialog
        .waitFor({ state: 'visible', timeout: 5_000 })
        .then(() => true)
        .catch(() => false)
      if (!opened) {
        const remounted = (await page.locator('button[data-tapped]').count()) === 0
        lost.push(`${path} #${attempt}${remounted ? ' (the button was replaced after the tap)' : ''}`)
      } else {
        await page.keyboard.press('Escape')
        await expect(dialog).toBeHidden()
      }
    }
  }
  expect(lost, `lost first taps, of ${ADD_BUTTONS.length * OPENINGS_PER_PAGE}`).toEqual([])
})
