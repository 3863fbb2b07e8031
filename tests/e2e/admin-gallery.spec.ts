import type { Page } from '@playwright/test'
import sharp from 'sharp'
import type { GalleryPhotoJson } from '~/contracts/gallery'
import type { ImageJson } from '~/contracts/images'
import { DESKTOP, apiGet, expect, expectAxeCleanAndFits, expectNoAxeViolations, expectToast, ownName, signIn, test } from './support/admin-fixtures'

// The gallery is one list for the whole server: these tests reorder it, so they run one after the other. Uploads are
// processed (AVIF, WebP, JPEG at three widths) while the test waits: the tests get more time than the default.
test.describe.configure({ mode: 'serial', timeout: 120_000 })

/** A drawn scene as PNG bytes (nothing is downloaded). */
function scene(sky: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675"><rect width="100%" height="100%" fill="${sky}"/>
    <rect y="420" width="100%" height="255" fill="#fde68a"/><circle cx="900" cy="160" r="80" fill="#fbbf24"/></svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

/** Uploads a photo and adds it to the gallery through the staff API (the page must be signed in). */
async function addPhoto(page: Page, alt: string, sky = '#7dd3fc'): Promise<GalleryPhotoJson> {
  const upload = await page.request.post('/api/images', { multipart: { file: { name: 'scene.png', mimeType: 'image/png', buffer: await scene(sky) } } })
  expect(upload.status(), await upload.text()).toBe(201)
  const image = (await upload.json()) as ImageJson
  const added = await page.request.post('/api/gallery', { data: { imageId: image.id, alt } })
  expect(added.status(), await added.text()).toBe(201)
  return (await added.json()) as GalleryPhotoJson
}

async function removeOwnPhotos(page: Page, tag: string) {
  for (const photo of await apiGet<GalleryPhotoJson[]>(page, '/api/gallery')) {
    if (photo.alt.includes(tag)) await page.request.delete(`/api/gallery/${photo.id}`)
  }
}

async function openGalleryAdmin(page: Page) {
  await page.goto('/admin/gallery')
  await expect(page.getByRole('heading', { name: 'Gallery Management' })).toBeVisible()
  await expect(page.getByText(/^Gallery Photos \(\d+ photos?\)$/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Upload Photo' })).toBeEnabled()
}

const photoRow = (page: Page, alt: string) => page.getByRole('listitem').filter({ has: page.getByRole('button', { name: `Move ${alt} up` }) })

test('staff upload a photo with its alt text and guests see it on the gallery; alt edited in place; deleted after a confirm', async ({ page, consoleGuard }) => {
  // The text file is refused by the server, as it should be.
  consoleGuard.allow(/status of 415/)
  await signIn(page)
  const alt = ownName('Sunset cocktails on the sand')
  try {
    await openGalleryAdmin(page)
    const upload = page.getByRole('button', { name: 'Upload Photo' })

    // Nothing chosen, then no alt text: said next to the field, nothing sent.
    await upload.click()
    await expect(page.getByText('Choose a photo to upload.')).toBeVisible()
    await expect(page.getByLabel('Photo', { exact: true })).toBeFocused()
    await page.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'IMG_2041.png', mimeType: 'image/png', buffer: await scene('#fb923c') })
    await upload.click()
    await expect(page.getByText('Describe the photo for guests who cannot see it (alt text is required)')).toBeVisible()
    await expect(page.getByLabel('Alt text', { exact: true })).toBeFocused()

    // A text file with a photo's name: the server's reason is shown.
    await page.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo at all') })
    await page.getByLabel('Alt text', { exact: true }).fill(alt)
    await upload.click()
    await expect(page.getByRole('alert').filter({ hasText: 'That file is not a photo we can use. Upload a JPEG, PNG, WebP or HEIC photo.' })).toBeVisible()

    await page.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'IMG_2041.png', mimeType: 'image/png', buffer: await scene('#fb923c') })
    await upload.click()
    await expectToast(page, { title: 'Success', description: 'Photo added to the gallery.' })
    await expect(photoRow(page, alt)).toBeVisible()
    await expect(page.getByLabel('Alt text', { exact: true })).toHaveValue('')

    // The public gallery shows it last, loaded from our own server, with its size and the responsive sources.
    await page.goto('/gallery')
    const img = page.getByTestId('gallery-item').getByRole('img', { name: alt, exact: true })
    await img.scrollIntoViewIfNeeded()
    await expect(img).toHaveJSProperty('complete', true)
    expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0)
    expect(await img.evaluate((el: HTMLImageElement) => new URL(el.currentSrc).pathname)).toMatch(/^\/images\/\d+\/\d+-[\w-]+\.(avif|webp|jpg)$/)
    await expect(img).toHaveAttribute('width', '1200')
    await expect(img).toHaveAttribute('height', '675')
    await expect(page.getByTestId('gallery-item').last()).toContainText(alt)

    // The alt text, changed in place (Enter saves); an empty one is refused.
    await openGalleryAdmin(page)
    const row = photoRow(page, alt)
    const altField = row.getByRole('textbox')
    await altField.fill('')
    await altField.press('Enter')
    await expect(row.getByText('Describe the photo for guests who cannot see it (alt text is required)')).toBeVisible()
    const renamed = ownName('Orange sunset over White Beach')
    await altField.fill(renamed)
    await altField.press('Enter')
    await expectToast(page, { title: 'Success', description: 'Alt text saved.' })
    await page.goto('/gallery')
    await expect(page.getByRole('img', { name: renamed, exact: true })).toHaveCount(1)

    // Deleted after a confirm: gone from the gallery, and its image is not served any more.
    const src = await page.getByRole('img', { name: renamed, exact: true }).getAttribute('src')
    await openGalleryAdmin(page)
    await photoRow(page, renamed).getByRole('button', { name: /^Delete/ }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this photo?' })
    await expect(confirm).toContainText(renamed)
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expectToast(page, { title: 'Success', description: 'Photo deleted from the gallery.' })
    await expect(photoRow(page, renamed)).toHaveCount(0)
    expect((await page.request.get(src!)).status()).toBe(404)
  } finally {
    await removeOwnPhotos(page, alt.split(' ').at(-1)!)
  }
})

test('reorders with the keyboard: the moved photo keeps the focus, and guests see the new order', async ({ page }) => {
  await signIn(page)
  const first = ownName('Reorder first')
  const second = ownName('Reorder second')
  const tag = first.split(' ').at(-1)!
  try {
    await addPhoto(page, first, '#a7f3d0')
    await addPhoto(page, second, '#c4b5fd')
    await openGalleryAdmin(page)
    const alts = async () => (await apiGet<GalleryPhotoJson[]>(page, '/api/gallery')).map((p) => p.alt)
    const before = await alts()
    expect(before.slice(-2)).toEqual([first, second])

    const up = page.getByRole('button', { name: `Move ${second} up` })
    await up.focus()
    await page.keyboard.press('Enter')
    await expect.poll(alts).toEqual([...before.slice(0, -2), second, first])
    await expect(page.getByRole('button', { name: `Move ${second} up` })).toBeFocused()
    await expect(page.getByRole('status').filter({ hasText: `${second} moved to position ${before.length - 1} of ${before.length}.` })).toBeAttached()

    // Down again with Space, from the other button: the last photo's "down" is disabled, the focus stays in its row.
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: `Move ${second} down` })).toBeFocused()
    await page.keyboard.press('Space')
    await expect.poll(alts).toEqual(before)
    await expect(page.getByRole('button', { name: `Move ${second} down` })).toBeDisabled()
    await expect(page.getByRole('button', { name: `Move ${second} up` })).toBeFocused()

    await page.getByRole('button', { name: `Move ${second} up` }).press('Enter')
    await expect.poll(alts).toEqual([...before.slice(0, -2), second, first])
    await page.goto('/gallery')
    const publicAlts = await page.getByTestId('gallery-item').getByRole('img').evaluateAll((els) => els.map((el) => el.getAttribute('alt')))
    expect(publicAlts.slice(-2)).toEqual([second, first])
  } finally {
    await removeOwnPhotos(page, tag)
  }
})

// (The public gallery is checked with axe by public-a11y.spec.ts: the tests here remove the photos they add.)
test("axe: the gallery screen has no violations at the owner's desktop size, and no sideways scroll on a phone either", async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await signIn(page)
  await openGalleryAdmin(page)
  await expectAxeCleanAndFits(page, 'gallery management')
  await page.getByRole('button', { name: 'Upload Photo' }).click()
  await expect(page.getByText('Choose a photo to upload.')).toBeVisible()
  await expectNoAxeViolations(page, 'gallery management with an error')
})
