import type { Page } from '@playwright/test'
import { type ConsoleGuard, test as base } from './base'

export * from './base'
export { ownData } from './own-data'

// The guests' specs (public-*.spec.ts), on the public server.

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

/**
 * Every public spec: external hosts (stock photos, the map) are refused, as on a machine without internet, and
 * the test fails on a page error or an unexpected console error (base.ts). Failed resource loads are reported by
 * the browser as console errors: a test that provokes one on purpose (a 404 page, a 500 from a mocked API) allows
 * it with `consoleGuard.allow(/pattern/)`; refused external requests are always allowed.
 */
export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  context: async ({ context }, use) => {
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort())
    await use(context)
  },
  // (still automatic: an override keeps the base fixture's options)
  consoleGuard: async ({ consoleGuard }, use) => {
    consoleGuard.allow(/Failed to load resource: net::ERR_FAILED/)
    await use(consoleGuard)
  },
})

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

/** Opens `path` and waits until the page is hydrated. */
export async function openHydrated(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page)
}
