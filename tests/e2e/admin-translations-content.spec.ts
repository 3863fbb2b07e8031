import type { Page } from '@playwright/test'
import type { GalleryPhotoJson } from '~/contracts/gallery'
import type { StaffTranslationsJson } from '~/contracts/translations'
import { type VenueJson, venueScreenText } from '~/contracts/venue'
import { DESKTOP, apiGet, expect, expectToast, signIn, test } from './support/admin-fixtures'

test.use({ viewport: DESKTOP })

// A demo photo and the venue are the whole server's: each test translates only what no other spec checks (a caption's
// Korean, the tagline's Chinese), and puts back what was stored.

/** The Restaurant JSON-LD's description on a page: the venue's tagline in the page's language. */
async function restaurantDescription(page: Page): Promise<unknown> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  const restaurant = blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((ld) => ld['@type'] === 'Restaurant')
  return restaurant?.description
}

test("a photo's Korean caption is typed beside its alt text, shows as its alt on /ko/gallery, and is there again on reopening", async ({ page, consoleGuard }) => {
  // The photo's files are refused on purpose below.
  consoleGuard.allow(/Failed to load resource: net::ERR_FAILED/)
  await signIn(page)
  const photo = (await apiGet<GalleryPhotoJson[]>(page, '/api/gallery'))[0]
  expect(photo, 'a demo photo').toBeDefined()
  const stored = (await apiGet<StaffTranslationsJson>(page, '/api/translations')).gallery[photo.id] ?? {}
  const korean = `해변의 일몰 ${photo.id}`
  try {
    await page.goto('/admin/gallery')
    const row = page.locator(`[data-photo-id="${photo.id}"]`)
    const save = row.getByRole('button', { name: /^Save/ })
    await expect(save).toBeDisabled()
    await row.locator('summary', { hasText: 'Translations' }).click()
    const koreanAlt = row.getByLabel('Alt text (Korean)')
    await expect(koreanAlt).toHaveAttribute('lang', 'ko')
    await koreanAlt.fill(korean)
    // A translation alone is a change to save.
    await expect(save).toBeEnabled()
    await save.click()
    await expectToast(page, { title: 'Success', description: 'Alt text saved.' })
    await expect(save).toBeDisabled()

    await page.goto('/ko/gallery')
    await expect(page.getByTestId('gallery-item').getByRole('img', { name: korean, exact: true })).toHaveCount(1)
    await page.goto('/gallery')
    await expect(page.getByTestId('gallery-item').getByRole('img', { name: photo.alt, exact: true })).toHaveCount(1)

    await page.goto('/admin/gallery')
    await row.locator('summary', { hasText: 'Translations' }).click()
    await expect(row.getByLabel('Alt text (Korean)')).toHaveValue(korean)
    await expect(row.getByLabel('Alt text (Japanese)')).toHaveValue(stored.ja?.alt ?? '')

    // A photo whose files cannot be loaded says so in the guest's language.
    const folder = photo.url.slice(0, photo.url.lastIndexOf('/') + 1)
    await page.route((url) => url.pathname.startsWith(folder), (route) => route.abort())
    await page.goto('/ko/gallery')
    const tile = page.getByTestId('gallery-item').filter({ has: page.getByRole('img', { name: korean, exact: true }) })
    await expect(tile.getByTestId('gallery-photo-error')).toHaveText('사진을 불러오지 못했습니다.')
    await tile.getByRole('button').click()
    const preview = page.getByRole('dialog', { name: korean })
    await expect(preview.getByTestId('gallery-photo-error')).toHaveText('사진을 불러오지 못했습니다.')
  } finally {
    const res = await page.request.put(`/api/gallery/${photo.id}`, { data: { alt: photo.alt, translations: stored } })
    expect(res.status(), await res.text()).toBe(200)
  }
})

test("the venue's tagline in Simplified Chinese shows on /zh-hans/, and the settings show it again on reopening", async ({ page }) => {
  await signIn(page)
  const stored = (await apiGet<StaffTranslationsJson>(page, '/api/translations')).venue
  const chinese = '长滩岛白沙滩上的海滩酒吧'
  try {
    await page.goto('/admin/venue')
    await expect(page.getByRole('heading', { name: venueScreenText.title })).toBeVisible()
    await expect(page.getByLabel('Name', { exact: true })).toBeEnabled()
    await page.locator('summary', { hasText: 'Translations' }).click()
    const tagline = page.getByLabel('Tagline (Simplified Chinese)')
    await expect(tagline).toHaveAttribute('lang', 'zh-Hans')
    await tagline.fill(chinese)
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await expectToast(page, { title: 'Success', description: venueScreenText.saved })
    // Saved: the form keeps the translation (nothing left to save).
    await expect(tagline).toHaveValue(chinese)

    await page.goto('/zh-hans/')
    expect(await restaurantDescription(page)).toBe(chinese)
    const venue = await apiGet<VenueJson>(page, '/api/venue')
    await page.goto('/')
    expect(await restaurantDescription(page)).toBe(venue.tagline)

    await page.goto('/admin/venue')
    await expect(page.getByLabel('Name', { exact: true })).toBeEnabled()
    await page.locator('summary', { hasText: 'Translations' }).click()
    await expect(page.getByLabel('Tagline (Simplified Chinese)')).toHaveValue(chinese)
  } finally {
    const venue = await apiGet<VenueJson>(page, '/api/venue')
    const res = await page.request.put('/api/venue', { data: { ...venue, translations: stored } })
    expect(res.status(), await res.text()).toBe(200)
  }
})
