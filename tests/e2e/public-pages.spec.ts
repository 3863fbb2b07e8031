import { expect, test } from './support/public-fixtures'

// Independent tests (one shared demo database, nothing they change overlaps): spread them over the workers.
test.describe.configure({ mode: 'parallel' })

const GALLERY_ALTS = ['Restaurant Interior', 'Bar Area', 'Pool', 'Beach View', 'Signature Dish', 'Dining Setup']

test.describe('music, gallery and contacts', () => {
  test('music: the coming-soon text', async ({ page }) => {
    await page.goto('/music')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Music and Entertainment')
    await expect(page.locator('main')).toContainText('Coming soon! Stay tuned for our live music events and entertainment schedule.')
  })

  test('gallery: the six demo photos at 16:9, each with its alt text, served by the venue itself (no internet needed)', async ({ page }) => {
    await page.goto('/gallery')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Photo Gallery')
    const images = page.getByTestId('gallery-item').getByRole('img')
    await expect(images).toHaveCount(6)
    expect(await images.evaluateAll((els) => els.map((el) => el.getAttribute('alt')))).toEqual(GALLERY_ALTS)
    for (const alt of GALLERY_ALTS) {
      const tile = page.getByTestId('gallery-item').filter({ has: page.getByRole('img', { name: alt, exact: true }) })
      const box = (await tile.boundingBox())!
      expect(box.width / box.height).toBeCloseTo(16 / 9, 1)
      // The demo photos are drawn and stored at start: they load here without any outside host.
      const img = tile.getByRole('img')
      await img.scrollIntoViewIfNeeded()
      await expect(img).toHaveJSProperty('complete', true)
      expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0)
      await expect(img).toHaveAttribute('width', '1280')
      await expect(img).toHaveAttribute('height', '720')
    }
    await expect(images.first()).toHaveAttribute('src', /^\/images\/\d+\/960-[\w-]+\.jpg$/)
    await expect(images.first()).toHaveAttribute('loading', 'eager')
    await expect(images.last()).toHaveAttribute('loading', 'lazy')
  })

  test('gallery: a click opens a large preview dialog, Escape closes it; the keyboard works too', async ({ page }) => {
    await page.goto('/gallery')
    // Before the page's script runs, the caption buttons are disabled rather than swallowing a click.
    await expect(page.getByRole('button', { name: 'Pool, view larger' })).toBeEnabled()
    await page.getByRole('img', { name: 'Pool', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Pool' })
    await expect(dialog).toBeVisible()
    const preview = dialog.getByRole('img', { name: 'Pool' })
    await expect(preview).toBeVisible()
    expect((await preview.boundingBox())!.width).toBeGreaterThan((await page.getByTestId('gallery-item').nth(2).boundingBox())!.width * 0.9)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    const beachButton = page.getByRole('button', { name: 'Beach View, view larger' })
    await beachButton.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog', { name: 'Beach View' })).toBeVisible()
    await page.getByRole('button', { name: 'Close' }).click()
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(beachButton).toBeFocused()
  })

  test('contacts: phone, email and address cards and a 400px lazy map frame titled Location', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/contacts')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us')
    const cards = page.getByTestId('contact-card')
    await expect(cards.getByRole('heading')).toHaveText(['Phone', 'Email', 'Address'])
    await expect(cards.nth(0).getByRole('link')).toHaveAttribute('href', /^tel:\+\d+$/)
    await expect(cards.nth(1).getByRole('link')).toHaveAttribute('href', /^mailto:.+@.+/)
    await expect(cards.nth(2)).toContainText('Malay, Aklan, Philippines')

    const map = page.locator('iframe[title="Location"]')
    await expect(map).toHaveAttribute('loading', 'lazy')
    await expect(map).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps/)
    expect((await map.boundingBox())!.height).toBe(400)
    // The map host cannot be reached here: the frame stays transparent over the address card.
    expect(await map.evaluate((el) => getComputedStyle(el).opacity)).toBe('0')
    await expect(page.getByRole('link', { name: 'Open in maps' })).toBeVisible()
  })
})
