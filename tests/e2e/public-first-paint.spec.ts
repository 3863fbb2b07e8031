import { DESKTOP, expect, navigateWithBottomBar, PHONE, PUBLIC_PAGES, test, waitForHydration } from './support/public-fixtures'

// How a page reaches the screen: its first HTML carries the stylesheet, and on the pages where nothing needs
// a script to work, its scripts are requested only once it is painted (app/deferred-scripts.server.ts). Pages with
// buttons (the gallery's previews) load their scripts at once.
test.describe.configure({ mode: 'parallel' })

const SCRIPTS_AT_ONCE = ['/gallery']

const BRAND_TEAL = 'rgb(15, 118, 110)'
const SAND = 'rgb(255, 250, 242)'
// A public page's head carries its kind's sheet (app/styles/: the menu pages, the booking pages, the others).
const INLINE_SHEET = /<style data-precedence="default" data-href="css-(menu|booking|other)">/

for (const path of PUBLIC_PAGES.filter((p) => !SCRIPTS_AT_ONCE.includes(p))) {
  test(`${path}: the stylesheet is in the first HTML; scripts start after the first contentful paint, and it hydrates`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text()
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toMatch(INLINE_SHEET)
    expect(html).not.toMatch(/<link[^>]*rel="(stylesheet|modulepreload)"/)

    await page.goto(path)
    await waitForHydration(page)
    const timing = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY,
      firstScript: Math.min(...performance.getEntriesByType('resource').filter((r) => /\.js(\?|$)/.test(r.name)).map((r) => r.startTime)),
    }))
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.firstContentfulPaint)
  })
}

for (const path of SCRIPTS_AT_ONCE) {
  test(`${path}: the stylesheet is in the first HTML; its scripts are preloaded from the head`, async ({ request }) => {
    const html = await (await request.get(path)).text()
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toMatch(INLINE_SHEET)
    expect(head).toMatch(/<link rel="modulepreload" href="\/assets\/entry\.client-[\w-]+\.js"/)
  })
}

test('a page of another kind reached in the browser is styled: the whole sheet loads once, then serves every page', async ({ page }) => {
  const submit = page.getByRole('button', { name: 'Book Now' })
  const boxOf = async () => (await submit.boundingBox())?.width
  await page.goto('/book')
  const widthServed = await boxOf()

  await page.goto('/offers')
  await waitForHydration(page)
  expect(await page.locator('head style[data-href]').evaluateAll((els) => els.map((el) => el.getAttribute('data-href')))).toEqual(['css-other'])
  const wholeSheet = page.locator('head link[rel="stylesheet"]')
  await expect(wholeSheet).toHaveCount(0)

  await navigateWithBottomBar(page, 'Booking')
  await expect(submit).toBeVisible()
  // The booking form is styled by the moment it shows (React waited for the sheet), as when the server sent it.
  expect(await submit.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(BRAND_TEAL)
  expect(await boxOf()).toBe(widthServed)
  await expect(wholeSheet).toHaveCount(1)
  await expect(wholeSheet).toHaveAttribute('href', /^\/assets\/app-[\w-]+\.css$/)

  await navigateWithBottomBar(page, 'Menu')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(wholeSheet).toHaveCount(1)
  expect(await page.locator('head style[data-href]').count()).toBe(1)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a page is styled by its first HTML alone', async ({ page }) => {
    await page.goto('/offers')
    await expect(page.getByRole('heading', { level: 1, name: 'Happy Hour' })).toBeVisible()
    expect(await page.getByRole('heading', { level: 1 }).evaluate((el) => getComputedStyle(el).color)).toBe(BRAND_TEAL)
    expect(await page.locator('body').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(SAND)
    // The layout is the stylesheet's alone: the bottom bar on phones, the header's navigation from 1024 px on.
    await page.setViewportSize(PHONE)
    expect(await page.getByRole('navigation', { name: 'Main' }).evaluate((el) => getComputedStyle(el).position)).toBe('fixed')
    await page.setViewportSize(DESKTOP)
    await expect(page.locator('header').getByRole('navigation', { name: 'Main' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(1)
  })
})
