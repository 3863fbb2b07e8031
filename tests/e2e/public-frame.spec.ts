import type { Page } from '@playwright/test'
import { expect, NAV_ENTRIES, PHONE, PUBLIC_PAGES, openHydrated, test, waitForHydration } from './support/public-fixtures'

// Independent tests (one shared demo database, nothing they change overlaps): spread them over the workers.
test.describe.configure({ mode: 'parallel' })

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })

test.describe('shared frame', () => {
  test('the bottom bar (phones): seven fixed entries, the current one marked aria-current="page" and highlighted', async ({ page }) => {
    // From 1024 px on the entries sit in the header instead (public-first-screen.spec.ts).
    await page.setViewportSize(PHONE)
    await page.goto('/offers')
    const links = mainNav(page).getByRole('link')
    await expect(links).toHaveText(NAV_ENTRIES.map((e) => e.label))
    for (const [i, entry] of NAV_ENTRIES.entries()) await expect(links.nth(i)).toHaveAttribute('href', entry.path)
    const style = await mainNav(page).evaluate((el) => ({ position: getComputedStyle(el).position, bottom: getComputedStyle(el).bottom }))
    expect(style).toEqual({ position: 'fixed', bottom: '0px' })

    const current = (label: string) => mainNav(page).getByRole('link', { name: label, exact: true })
    await waitForHydration(page)
    for (const { path, label } of NAV_ENTRIES) {
      await current(label).click()
      await expect(page).toHaveURL(path)
      await expect(mainNav(page).locator('[aria-current="page"]')).toHaveCount(1)
      await expect(current(label)).toHaveAttribute('aria-current', 'page')
      // Visibly highlighted: the brand colour, unlike the other entries.
      const other = NAV_ENTRIES.find((e) => e.label !== label)!.label
      // (polled: the colour change is a short transition)
      await expect.poll(() => current(label).evaluate((el) => getComputedStyle(el).color)).toBe('rgb(15, 118, 110)')
      await expect.poll(() => current(other).evaluate((el) => getComputedStyle(el).color)).not.toBe('rgb(15, 118, 110)')
    }
  })

  test('Menu is the current entry on the home page and on every category page (server-rendered)', async ({ page }) => {
    for (const path of ['/', '/menu/desserts']) {
      await page.goto(path)
      await expect(mainNav(page).locator('[aria-current="page"]')).toHaveText('Menu')
    }
  })

  test('every public page has the logo linking home, the bottom bar and a footer', async ({ page }) => {
    test.slow() // eleven pages in one test
    for (const path of PUBLIC_PAGES) {
      await page.goto(path)
      await expect(page.getByRole('link', { name: 'Boracay Beach Bar, home' })).toHaveAttribute('href', '/')
      await expect(mainNav(page).getByRole('link')).toHaveCount(7)
      await expect(page.getByRole('contentinfo')).toContainText('Malay, Aklan, Philippines')
    }
    await openHydrated(page, '/gallery')
    await page.getByRole('link', { name: 'Boracay Beach Bar, home' }).click()
    await expect(page).toHaveURL('/')
    await expect(page.locator('[data-item-id="1"]')).toContainText('Tapsilog')
  })

  test('an unknown path shows the 404 screen (HTTP 404) inside the frame', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 404/)
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found')
    await expect(page.getByText('Did you forget to add the page to the router?', { exact: true })).toBeVisible()
    await expect(page).toHaveTitle(/404 Page Not Found/)
    await expect(mainNav(page)).toBeVisible()
    await expect(mainNav(page).locator('[aria-current="page"]')).toHaveCount(0)
    await expect(page.getByRole('contentinfo')).toBeVisible()
  })

  test('each page has its own title and meta description', async ({ page }) => {
    const titles: Record<string, RegExp> = {
      '/': /^Menu \| Boracay Beach Bar$/,
      '/menu/main-dishes': /^Main Dishes Menu \| /,
      '/offers': /^Happy Hour \| /,
      '/events': /^Upcoming Events \| /,
      '/book': /^Book a Table \| /,
      '/music': /^Music and Entertainment \| /,
      '/gallery': /^Photo Gallery \| /,
      '/contacts': /^Contact Us \| /,
    }
    const descriptions = new Set<string>()
    for (const [path, title] of Object.entries(titles)) {
      await page.goto(path)
      await expect(page).toHaveTitle(title)
      const description = await page.locator('meta[name="description"]').getAttribute('content')
      expect(description?.length).toBeGreaterThan(30)
      descriptions.add(description!)
    }
    expect(descriptions.size).toBe(Object.keys(titles).length)
  })
})

test.describe('server rendering', () => {
  test.use({ javaScriptEnabled: false })

  test('with JavaScript disabled every page shows its content', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('[data-item-id="1"]')).toContainText('Tapsilog')
    await expect(page.locator('[data-item-id="1"]')).toContainText('₱320.00')
    await expect(page.locator('[data-item-id="8"] [data-testid="item-number"]')).toHaveText('7')
    await expect(page.getByRole('heading', { name: 'EXTRAS', exact: true })).toHaveCount(2)

    await page.goto('/menu/vegetarian')
    await expect(page.getByText('Tofu Sisig')).toBeVisible()
    await expect(page.getByTestId('menu-extra')).toHaveCount(3)

    await page.goto('/offers')
    await expect(page.getByTestId('offer')).toHaveCount(7)
    await expect(page.getByTestId('offer').filter({ hasText: 'San Miguel Pale Pilsen' })).toContainText('₱70')

    await page.goto('/events')
    await expect(page.getByTestId('event')).toHaveCount(3)
    await expect(page.getByTestId('event-date').first()).toHaveText(/^\w+ \d{2}, \d{4} at \d{1,2}:\d{2} (AM|PM)$/)

    await page.goto('/book')
    await expect(page.getByRole('button', { name: 'Book Now' })).toBeVisible()
    await expect(page.getByLabel('Time').locator('option')).toHaveCount(24)

    await page.goto('/music')
    await expect(page.getByText('Coming soon! Stay tuned for our live music events and entertainment schedule.')).toBeVisible()
    await page.goto('/gallery')
    await expect(page.getByRole('img', { name: 'Restaurant Interior' })).toHaveCount(1)
    await page.goto('/contacts')
    await expect(page.locator('iframe[title="Location"]')).toHaveCount(1)

    // The links are plain links: the site can be browsed without JavaScript.
    await mainNav(page).getByRole('link', { name: 'Offers' }).click()
    await expect(page).toHaveURL('/offers')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Happy Hour')
  })

  test('robots.txt and sitemap.xml', async ({ page, baseURL }) => {
    const robots = await page.request.get('/robots.txt')
    expect(robots.status()).toBe(200)
    expect(robots.headers()['content-type']).toContain('text/plain')
    const robotsText = await robots.text()
    expect(robotsText).toContain('User-agent: *')
    expect(robotsText).toContain('Disallow: /admin')
    expect(robotsText).toContain('Disallow: /booking/')
    expect(robotsText).toContain(`Sitemap: ${baseURL}/sitemap.xml`)

    const sitemap = await page.request.get('/sitemap.xml')
    expect(sitemap.status()).toBe(200)
    expect(sitemap.headers()['content-type']).toContain('xml')
    const xml = await sitemap.text()
    for (const path of [...PUBLIC_PAGES, '/menu/vegetarian']) expect(xml).toContain(`<loc>${baseURL}${path}</loc>`)
    expect(xml).not.toContain('/admin')
  })
})

test.describe('speed', () => {
  test('public pages never load back-office or calendar code; assets are fingerprinted, cached a year, compressed', async ({ page }) => {
    test.slow() // eleven pages, each until the network is idle
    const scripts: string[] = []
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname))
    for (const path of PUBLIC_PAGES) {
      await page.goto(path, { waitUntil: 'networkidle' })
    }
    expect(scripts.length).toBeGreaterThan(0)
    // The booking form's date picker (booking-calendar) comes after hydration, on pages with the form; no other calendar.
    expect(scripts.filter((s) => /admin|calendar|staff/i.test(s) && !/\/booking-calendar-[\w-]+\.js$/.test(s))).toEqual([])

    // The framework chunk (React, React Router: vite.config.ts); React Router's own entry module is under 1 kB and is
    // sent as it is.
    const asset = await page.request.get(scripts.find((s) => /\/framework-/.test(s))!, { headers: { 'Accept-Encoding': 'br, gzip' } })
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(asset.headers()['content-encoding']).toMatch(/^(br|gzip)$/)
    const html = await page.request.get('/', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(html.headers()['content-encoding']).toBe('gzip')
  })
})
