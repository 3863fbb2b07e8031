import type { GalleryPhotoJson } from '~/contracts/gallery'
import type { StaffTranslationsJson } from '~/contracts/translations'
import { DESKTOP, apiGet, expect, expectToast, signIn, test } from './support/admin-fixtures'

test.use({ viewport: DESKTOP })

// A demo photo is the whole server's: the test translates only what no other spec checks (a caption's Korean), and puts
// back what was stored. The venue tagline's translation is tested in admin-venue.spec.ts, one after the other venue
// tests: a save of the venue's details would undo theirs.

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
