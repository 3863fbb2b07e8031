import { createRequire } from 'node:module'
import { type Page, type Route, test as base, expect } from '@playwright/test'
import { E2E_ADMIN } from '../../../playwright.config'
import { venueToday } from '../../../app/lib/venue-time'

export { expect, E2E_ADMIN }

const require = createRequire(import.meta.url)
const AXE_PATH = require.resolve('axe-core/axe.min.js')

/** The e2e server runs with the default venue time zone. */
export const VENUE_TZ = 'Asia/Manila'
export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1280, height: 800 }

export const MENU_NOTICE =
  'Items marked with a star symbol should be confirmed for availability with your server. Daily menu may vary.'

export const NAV_ENTRIES = [
  { path: '/menu', label: 'Menu' },
  { path: '/offers', label: 'Offers' },
  { path: '/book', label: 'Booking' },
  { path: '/music', label: 'Music' },
  { path: '/events', label: 'Events' },
  { path: '/gallery', label: 'Gallery' },
  { path: '/contacts', label: 'Contacts' },
]

export const PUBLIC_PAGES = ['/', '/menu', '/menu/breakfast', '/offers', '/events', '/book', '/music', '/gallery', '/contacts']

/** "yyyy-MM-dd" of the venue's today plus `days`. */
export function venueDate(days = 0): string {
  const [y, m, d] = venueToday(VENUE_TZ).split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

/**
 * Every public spec: external hosts (stock photos, the map) are refused, as on a machine without internet, and
 * the test fails on a page error or an unexpected console error. Failed resource loads are reported by the
 * browser as console errors: a test that provokes one on purpose (a 404 page, a 500 from a mocked API) allows it
 * with `consoleGuard.allow(/pattern/)`; refused external requests are always allowed.
 */
export const test = base.extend<{ consoleGuard: { allow: (pattern: RegExp) => void } }>({
  context: async ({ context }, use) => {
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort())
    await use(context)
  },
  consoleGuard: [
    async ({ page }, use) => {
      const errors: string[] = []
      const allowed: RegExp[] = [/Failed to load resource: net::ERR_FAILED/]
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text())
      })
      page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`))
      await use({ allow: (pattern) => void allowed.push(pattern) })
      const unexpected = errors.filter((e) => !allowed.some((p) => p.test(e)))
      expect(unexpected, 'console errors').toEqual([])
    },
    { auto: true },
  ],
})

/** The public API as the page sees it (JSON). */
export async function apiJson<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url)
  expect(res.ok(), `${url}: ${res.status()}`).toBe(true)
  return (await res.json()) as T
}

/**
 * Holds every request matching `url` until `release()` is called (then lets it through to the server), so a
 * test can look at a screen's loading state.
 */
export async function holdRequests(page: Page, url: string | RegExp) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  const held: string[] = []
  const handler = async (route: Route) => {
    held.push(route.request().url())
    await released
    await route.continue().catch(() => {})
  }
  await page.route(url, handler)
  return {
    held,
    release: async () => {
      release()
      await page.unroute(url, handler)
    },
  }
}

/** Answers every request matching `url` with `status` and a JSON (or text) body, until `stop()`. */
export async function mockApi(page: Page, url: string | RegExp, status: number, body: unknown) {
  const handler = (route: Route) =>
    typeof body === 'string'
      ? route.fulfill({ status, contentType: 'text/plain', body })
      : route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) })
  await page.route(url, handler)
  return { stop: () => page.unroute(url, handler) }
}

/** Runs axe-core in the page (the spec's `test.use({ bypassCSP: true })` is needed) and returns the violations. */
export async function axeViolations(page: Page) {
  await page.addScriptTag({ path: AXE_PATH })
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: unknown[] }> } }).axe
    const result = await axe.run(document, { iframes: false, resultTypes: ['violations'] })
    return (result.violations as Array<{ id: string; impact: string; help: string; nodes: Array<{ target: string[] }> }>).map(
      (v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }),
    )
  })
}

/** Client-side navigation through the bottom bar (keeps the app loaded, so queries start from the browser). */
export async function navigateWithBottomBar(page: Page, label: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true }).click()
}

/** Waits until React has hydrated the page: its DOM nodes then carry React's fiber, and links navigate client-side. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const link = document.querySelector('nav[aria-label="Main"] a')
    return link !== null && Object.keys(link).some((key) => key.startsWith('__reactFiber'))
  })
}
