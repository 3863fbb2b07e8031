import type { Page } from '@playwright/test'
import { DESKTOP, VENUE_TZ, apiGet, expect, expectAxeCleanAndFits, expectToast, failWrites, signIn, test } from './support/admin-fixtures'
import { DEFAULT_VENUE, type VenueJson, venueMessages, venueScreenText } from '~/contracts/venue'
import type { OpeningHoursJson } from '~/contracts/opening-hours'
import type { StaffTranslationsJson } from '~/contracts/translations'
import { venueStatus } from '~/lib/venue-status'

// One after another: the test that saves changes what the others would find in the form.
test.describe.configure({ mode: 'serial' })

// The contact page's map host is refused, as on a machine without internet: the page must look right without it.
test.beforeEach(async ({ context, consoleGuard }) => {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort())
  consoleGuard.allow(/Failed to load resource: net::ERR_FAILED/)
})

// The details are the whole site's: the test that saves others puts the defaults back (other specs of this area
// read them), and no other spec of the area checks the values it saves.
const NEW_PHONE = '+63 917 555 0199'
const NEW_HAPPY_HOUR = { start: '15:30', end: '18:45' }
const INSTAGRAM = { label: 'Instagram', url: 'https://www.instagram.com/boracaybeachbar' }

async function openVenuePage(page: Page) {
  await signIn(page)
  await page.goto('/admin/venue')
  await expect(page.getByRole('heading', { name: venueScreenText.title })).toBeVisible()
  // The fields wait, disabled, until the page's script runs.
  await expect(page.getByLabel('Name', { exact: true })).toBeEnabled()
}

async function restoreDefaults(page: Page) {
  const res = await page.request.put('/api/venue', { data: DEFAULT_VENUE })
  expect(res.status(), await res.text()).toBe(200)
}

/** The page's schema.org Restaurant. */
async function restaurantLd(page: Page): Promise<Record<string, unknown>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  const restaurant = blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((ld) => ld['@type'] === 'Restaurant')
  expect(restaurant, 'a Restaurant JSON-LD').toBeDefined()
  return restaurant!
}

test('shows the stored details, the defaults from the start', async ({ page }) => {
  await openVenuePage(page)
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(DEFAULT_VENUE.name)
  await expect(page.getByLabel('Phone')).toHaveValue(DEFAULT_VENUE.phone)
  await expect(page.getByLabel('E-mail')).toHaveValue(DEFAULT_VENUE.email)
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue(DEFAULT_VENUE.address)
  await expect(page.getByLabel('Latitude')).toHaveValue(String(DEFAULT_VENUE.latitude))
  await expect(page.getByLabel('Starts')).toHaveValue(DEFAULT_VENUE.happyHour.start)
  await expect(page.getByLabel('Ends')).toHaveValue(DEFAULT_VENUE.happyHour.end)
  await expect(page.getByText('No social links yet.')).toBeVisible()
})

test('staff change the phone, happy hour and social links; the contact page, JSON-LD, footer and offers follow', async ({ page }) => {
  // Four pages and a save.
  test.slow()
  await openVenuePage(page)
  try {
    await page.getByLabel('Phone').fill(NEW_PHONE)
    await page.getByLabel('Starts').fill(NEW_HAPPY_HOUR.start)
    await page.getByLabel('Ends').fill(NEW_HAPPY_HOUR.end)
    await page.getByRole('button', { name: 'Add social link' }).click()
    await expect(page.getByLabel('Label of link 1')).toBeFocused()
    await page.getByLabel('Label of link 1').fill(INSTAGRAM.label)
    await page.getByLabel('Address of link 1').fill(INSTAGRAM.url)
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await expectToast(page, { title: 'Success', description: venueScreenText.saved })
    const saved = (await (await page.request.get('/api/venue')).json()) as VenueJson
    expect(saved).toEqual({ ...DEFAULT_VENUE, phone: NEW_PHONE, happyHour: NEW_HAPPY_HOUR, social: [INSTAGRAM] })
    // After a reload the form shows what was saved.
    await page.reload()
    await expect(page.getByLabel('Phone')).toHaveValue(NEW_PHONE)
    await expect(page.getByLabel('Address of link 1')).toHaveValue(INSTAGRAM.url)

    await page.goto('/contacts')
    const call = page.getByTestId('contact-card').nth(0).getByRole('link')
    await expect(call).toHaveText(NEW_PHONE)
    await expect(call).toHaveAttribute('href', 'tel:+639175550199')
    const instagram = page.getByRole('link', { name: `${INSTAGRAM.label} (opens in a new tab)` })
    await expect(instagram).toHaveAttribute('href', INSTAGRAM.url)
    await expect(instagram).toHaveAttribute('target', '_blank')
    await expect(instagram).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(page.locator('footer')).toContainText('Happy hour every day, 3:30 PM to 6:45 PM')
    const ld = await restaurantLd(page)
    expect(ld).toMatchObject({
      telephone: NEW_PHONE,
      email: DEFAULT_VENUE.email,
      sameAs: [INSTAGRAM.url],
      geo: { '@type': 'GeoCoordinates', latitude: DEFAULT_VENUE.latitude, longitude: DEFAULT_VENUE.longitude },
    })
    expect((ld.openingHoursSpecification as unknown[]).length).toBeGreaterThan(0)

    await page.goto('/offers')
    await expect(page.getByText('Every day, 3:30 PM to 6:45 PM', { exact: true })).toBeVisible()
    await page.goto('/menu')
    expect(await restaurantLd(page)).toMatchObject({ telephone: NEW_PHONE, hasMenu: { '@type': 'Menu' } })
    // The first screen words the new happy hour (either wording, should a minute turn meanwhile).
    const hours = (await (await page.request.get('/api/opening-hours')).json()) as OpeningHoursJson
    const worded = () => venueStatus(hours, NEW_HAPPY_HOUR, new Date(), VENUE_TZ).happyHour
    const before = worded()
    await page.reload()
    const shown = page.getByTestId('happy-hour-now')
    const after = worded()
    if (before === null && after === null) await expect(shown).toHaveCount(0)
    else expect([before, after]).toContain(await shown.innerText())
  } finally {
    await restoreDefaults(page)
  }
  await page.goto('/contacts')
  await expect(page.getByTestId('contact-card').nth(0).getByRole('link')).toHaveText(DEFAULT_VENUE.phone)
})

test('shows each error by its field, keeps what was typed, and sends nothing invalid', async ({ page, consoleGuard }) => {
  await openVenuePage(page)
  const puts: string[] = []
  page.on('request', (r) => r.method() === 'PUT' && r.url().endsWith('/api/venue') && puts.push(r.url()))
  const name = page.getByLabel('Name', { exact: true })
  await name.fill('')
  await page.getByLabel('E-mail').fill('not-an-address')
  await page.getByLabel('Latitude').fill('north')
  await page.getByLabel('Starts').fill('17:00')
  await page.getByLabel('Ends').fill('17:00')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(name).toBeFocused()
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(name).toHaveAccessibleDescription(venueMessages.name)
  await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription(venueMessages.email)
  await expect(page.getByLabel('Latitude')).toHaveAccessibleDescription(new RegExp(venueMessages.latitude))
  await expect(page.getByLabel('Ends')).toHaveAccessibleDescription(venueMessages.happyHourSame)
  expect(puts).toEqual([])
  await expect(page.getByLabel('E-mail')).toHaveValue('not-an-address')

  // A failed save keeps the form as typed.
  consoleGuard.allow(/500/)
  await failWrites(page, '**/api/venue')
  await name.fill('Sunset Shack')
  await page.getByLabel('E-mail').fill('hola@sunsetshack.ph')
  await page.getByLabel('Latitude').fill('11.5')
  await page.getByLabel('Ends').fill('20:00')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expectToast(page, { title: 'Error', description: venueScreenText.saveFailed, destructive: true })
  expect(puts).toHaveLength(1)
  await expect(name).toHaveValue('Sunset Shack')
  await expect(page.getByLabel('Latitude')).toHaveValue('11.5')
  await expect(name).not.toHaveAttribute('aria-invalid')
  expect(((await (await page.request.get('/api/venue')).json()) as VenueJson).name).toBe(DEFAULT_VENUE.name)
})

test('social links are added and removed by keyboard', async ({ page }) => {
  await openVenuePage(page)
  const add = page.getByRole('button', { name: 'Add social link' })
  await add.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByLabel('Label of link 1')).toBeFocused()
  await page.keyboard.type('Facebook')
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Address of link 1')).toBeFocused()
  await page.keyboard.type('https://facebook.com/bar')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Remove link 1' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(add).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByLabel('Label of link 2')).toBeFocused()
  // Removing the first row keeps the second one's text and puts the keyboard back on the list's button.
  await page.getByLabel('Label of link 2').fill('TikTok')
  await page.getByRole('button', { name: 'Remove link 1' }).focus()
  await page.keyboard.press('Enter')
  await expect(add).toBeFocused()
  await expect(page.getByLabel('Label of link 1')).toHaveValue('TikTok')
  await expect(page.getByLabel('Label of link 2')).toHaveCount(0)
})

// (The contact page is checked with axe by public-a11y.spec.ts: the tests here leave the venue's details as they were.)
test("the venue screen passes axe at the owner's desktop size and fits a phone", async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await openVenuePage(page)
  await page.getByRole('button', { name: 'Add social link' }).click()
  await expectAxeCleanAndFits(page, 'admin venue')
})

/** The Restaurant JSON-LD's description on a page: the venue's tagline in the page's language. */
async function restaurantDescription(page: Page): Promise<unknown> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  const restaurant = blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((ld) => ld['@type'] === 'Restaurant')
  return restaurant?.description
}

test("the venue's tagline in Simplified Chinese shows on /zh-hans/, and the settings show it again on reopening", async ({ page }) => {
  await page.setViewportSize(DESKTOP)
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
