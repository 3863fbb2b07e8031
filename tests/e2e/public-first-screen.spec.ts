import type { Page } from '@playwright/test'
import type { OpeningHoursJson } from '~/contracts/opening-hours'
import type { VenueJson } from '~/contracts/venue'
import { venueStatus, type VenueStatus } from '~/lib/venue-status'
import { DESKTOP, NAV_ENTRIES, PHONE, VENUE_TZ, apiGet, expect, openHydrated, test } from './support/public-fixtures'

test.describe.configure({ mode: 'parallel' })

/** What the first screen should say now, by the rules (venue-status.ts), from the venue's own data. */
async function expectedStatus(page: Page): Promise<VenueStatus> {
  const [hours, venue] = await Promise.all([apiGet<OpeningHoursJson>(page, '/api/opening-hours'), apiGet<VenueJson>(page, '/api/venue')])
  return venueStatus(hours, venue.happyHour, new Date(), VENUE_TZ)
}

const visibleMainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const bookTable = (page: Page) => page.getByRole('link', { name: 'Book a table', exact: true })

function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`first screen at ${name} width (${viewport.width}x${viewport.height})`, () => {
    test.use({ viewport })

    test("today's hours and the happy hour in venue time, in the server's HTML and after hydration", async ({ page }) => {
      // A minute may turn while the page loads: either wording is right.
      const before = await expectedStatus(page)
      const html = await (await page.request.get('/')).text()
      await openHydrated(page, '/')
      const after = await expectedStatus(page)
      const allowed = [before, after]

      expect(allowed.some((s) => html.includes(`>${s.hours}<`)), `server HTML names ${before.hours}`).toBe(true)
      const hours = await page.getByTestId('hours-today').innerText()
      expect(allowed.map((s) => s.hours)).toContain(hours)
      const happy = page.getByTestId('happy-hour-now')
      if (allowed.every((s) => s.happyHour === null)) await expect(happy).toHaveCount(0)
      else expect(allowed.map((s) => s.happyHour)).toContain(await happy.innerText())
      expect(hours).toMatch(/^(Open today \d{1,2}:\d\d [AP]M to (\d{1,2}:\d\d [AP]M|midnight)|Closed today|Open now until .+|Closed now, .+)/)
    })

    test('"Book a table" is in the first viewport on every menu screen and leads to /book', async ({ page }) => {
      for (const path of ['/', '/menu', '/menu/soups', '/drinks', '/drinks/cocktails']) {
        await page.goto(path)
        await expect(bookTable(page), path).toBeInViewport()
      }
      await openHydrated(page, '/')
      await bookTable(page).click()
      await expect(page).toHaveURL('/book')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a Table')
    })
  })
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE })

  test('"Book a table" stays visible while scrolling, above the bottom bar, and the menu ends above it', async ({ page }) => {
    await openHydrated(page, '/')
    const button = bookTable(page)
    const nav = visibleMainNav(page)
    expect(await nav.evaluate((el) => getComputedStyle(el).position)).toBe('fixed')
    for (const y of [1500, 4000]) {
      await page.evaluate((top) => window.scrollTo(0, top), y)
      await expect(button).toBeInViewport()
      expect(overlaps((await button.boundingBox())!, (await nav.boundingBox())!), `scrolled to ${y}`).toBe(false)
    }
    // At the very end, nothing the guest reads is under the button or the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect(button).toBeInViewport()
    const box = (await button.boundingBox())!
    const lastRow = page.locator('[data-testid="menu-item"], [data-testid="menu-extra"]').last()
    await lastRow.scrollIntoViewIfNeeded()
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    expect(overlaps((await lastRow.boundingBox())!, box)).toBe(false)
    expect(overlaps((await page.getByRole('link', { name: 'Find us' }).boundingBox())!, box)).toBe(false)
    expect(overlaps((await page.getByRole('link', { name: 'Find us' }).boundingBox())!, (await nav.boundingBox())!)).toBe(false)
  })

  test('one navigation named Main: the bottom bar, with no header navigation', async ({ page }) => {
    await page.goto('/offers')
    await expect(visibleMainNav(page)).toHaveCount(1)
    await expect(page.locator('header nav')).toBeHidden()
    expect(await visibleMainNav(page).evaluate((el) => getComputedStyle(el).position)).toBe('fixed')
  })
})

test.describe('on a desktop', () => {
  test.use({ viewport: DESKTOP })

  test('the seven entries sit in the header with the logo and "Book a table"; the bottom bar is hidden', async ({ page }) => {
    for (const { path, label } of NAV_ENTRIES) {
      await page.goto(path)
      const nav = visibleMainNav(page)
      await expect(nav, path).toHaveCount(1)
      await expect(page.locator('header').getByRole('navigation', { name: 'Main' })).toBeVisible()
      await expect(nav.getByRole('link')).toHaveText(NAV_ENTRIES.map((e) => e.label))
      await expect(nav.locator('[aria-current="page"]')).toHaveText(label)
      await expect(page.locator('header').getByRole('link', { name: 'Boracay Beach Bar, home' })).toBeVisible()
      // One "Book a table" (none on the booking page itself, where the form is).
      await expect(bookTable(page)).toHaveCount(path === '/book' ? 0 : 1)
      // The bottom bar is in the page but not drawn (display: none, so not in the accessibility tree either).
      const drawn = await page.locator('nav[aria-label="Main"]').evaluateAll((els) => els.map((el) => [el.closest('header') !== null, getComputedStyle(el).display !== 'none']))
      expect(drawn, path).toEqual([
        [true, true],
        [false, false],
      ])
    }
  })

  test('the full menu uses the width: two columns, the categories in order down the first, then the second', async ({ page }) => {
    await page.goto('/menu')
    const sections = page.getByTestId('menu-section')
    const boxes = await sections.evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => ({ x: r.x, y: r.y })))
    const columns = [...new Set(boxes.map((b) => Math.round(b.x)))]
    expect(columns).toHaveLength(2)
    // DOM order reads down the first column, then the second.
    const column = boxes.map((b) => columns.indexOf(Math.round(b.x)))
    expect(column).toEqual([...column].sort((a, b) => a - b))
    for (let i = 1; i < boxes.length; i++) if (column[i] === column[i - 1]) expect(boxes[i].y).toBeGreaterThan(boxes[i - 1].y)
  })
})

test.describe('contact page', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`today's and the week's hours, directions to the coordinates, the social links (${viewport.width})`, async ({ page }) => {
      await page.setViewportSize(viewport)
      const venue = await apiGet<VenueJson>(page, '/api/venue')
      await page.goto('/contacts')
      await expect(page.getByTestId('hours-today')).toHaveText(/^Today \((Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\): .+/)
      await expect(page.getByTestId('weekly-hours').locator('dt')).toHaveCount(7)

      const directions = page.getByRole('link', { name: 'Get directions' })
      await expect(directions).toBeVisible()
      await expect(directions).toHaveAccessibleName('Get directions (opens in a new tab)')
      if (venue.latitude !== null && venue.longitude !== null) {
        await expect(directions).toHaveAttribute('href', `https://www.google.com/maps/dir/?api=1&destination=${venue.latitude},${venue.longitude}`)
      } else {
        await expect(directions).toHaveAttribute('href', venue.mapUrl)
      }

      // Staff add social links on the admin server (admin-venue.spec.ts); here, what the venue has.
      await expect(page.getByTestId('social-link')).toHaveCount(venue.social.length)
      if (venue.social.length === 0) await expect(page.getByRole('heading', { name: 'Follow us' })).toHaveCount(0)
      for (const link of venue.social) {
        const a = page.getByRole('link', { name: `${link.label} (opens in a new tab)` })
        await expect(a).toHaveAttribute('href', link.url)
        await expect(a).toHaveAttribute('target', '_blank')
        await expect(a).toHaveAttribute('rel', 'noopener noreferrer')
      }
      // The address, phone and e-mail cards and the 400 px map frame stay.
      await expect(page.getByTestId('contact-card')).toHaveCount(3)
      expect(await page.locator('iframe[title="Location"]').evaluate((el) => el.getBoundingClientRect().height)).toBe(400)
    })
  }
})
