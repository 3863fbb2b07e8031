import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { type APIRequestContext, type Page, type Route, type ViewportSize, test as playwrightTest, expect } from '@playwright/test'
import { E2E_ADMIN } from '../../../playwright.config'
import { venueDateFromToday } from '../../support/dates'
import type { CreatedReservationJson } from '~/contracts/reservations'
import type { ReservationInput } from '~/contracts/reservations.schemas'

// What every e2e spec shares, whichever server (public or admin) it runs against. The area fixtures
// (public-fixtures.ts, admin-fixtures.ts) extend `test` and re-export the rest.

export { expect, E2E_ADMIN }

/** The e2e servers run with the default venue time zone. */
export const VENUE_TZ = 'Asia/Manila'
/** The sizes of the screens in use: guests' phones, the host stand's tablet (landscape), the owner's desktop. */
export const PHONE = { width: 390, height: 844 }
export const TABLET = { width: 1024, height: 768 }
export const DESKTOP = { width: 1280, height: 800 }

/** "yyyy-MM-dd" of the venue's today plus `days`. */
export const venueDate = (days = 0) => venueDateFromToday(days, VENUE_TZ)

const utcDate = (date: string) => new Date(`${date}T00:00:00Z`)
/** 'November 25, 2026' for '2026-11-25' (as the staff screens write dates). */
export const longDate = (date: string) =>
  utcDate(date).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
/** 'Wednesday, November 25, 2026' for '2026-11-25' (as the guest's screens write dates). */
export const weekdayDate = (date: string) =>
  utcDate(date).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })

export interface ConsoleGuard {
  allow: (pattern: RegExp) => void
}

/**
 * Every spec fails on a page error or an unexpected console error. A test that provokes a failing request on
 * purpose lists the messages it expects with `consoleGuard.allow(/pattern/)`.
 */
export const test = playwrightTest.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ page }, use) => {
      const errors: string[] = []
      const allowed: RegExp[] = []
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

/**
 * A tag of the running test, from its id (file, title, project and repeat) and its retry: the same on every run,
 * different for every test, so what a test names with it is its own on the server it shares with the others.
 */
export function testTag(): string {
  const info = test.info()
  const hash = info.testId.split('-').pop()!.slice(0, 8)
  return info.retry ? `${hash}r${info.retry}` : hash
}

/** `base` with the running test's tag: 'Holder 3f9a0c1e'. */
export const ownName = (base: string) => `${base} ${testTag()}`

/** Signs the browser context in through the API (the session cookie lands in the page's cookie jar). */
export async function signIn(page: Page, remember = false) {
  const res = await page.request.post('/api/auth/login', { data: { ...E2E_ADMIN, remember } })
  expect(res.status(), await res.text()).toBe(200)
}

/** GETs a JSON endpoint with the page's cookies (a staff endpoint needs `signIn` first). */
export async function apiGet<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url)
  expect(res.status(), `${url}: ${await res.text()}`).toBe(200)
  return res.json() as Promise<T>
}

/** What a test books: the guest's input, with a day the test owns (own-data.ts) and defaults for the rest. */
export type BookingRequest = Pick<ReservationInput, 'name' | 'date' | 'time'> & Partial<ReservationInput>

let guestNumber = 0

/**
 * Books through the public API, as a guest on /book would (two guests at the bar unless told), each booking another
 * guest's (its own e-mail) unless told: one guest may not hold two bookings at once.
 */
export async function createReservation(request: APIRequestContext, input: BookingRequest): Promise<CreatedReservationJson> {
  guestNumber += 1
  const res = await request.post('/api/reservations', {
    data: { email: `guest-${process.pid}-${guestNumber}@example.com`, guests: 2, seatingPreference: 'bar', ...input },
  })
  expect(res.status(), await res.text()).toBe(201)
  return res.json()
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

/** axe-core's source, run in the page through the DevTools protocol: the pages allow scripts by nonce only, and
 * that evaluation is not subject to the page's Content-Security-Policy, where a <script> tag would be refused. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * Runs axe-core on the page, under the policy the site ships, and expects no violations. Frames are left out: the
 * only one is the contacts map, from a host these tests refuse.
 */
export async function expectNoAxeViolations(page: Page, context = 'axe violations') {
  // Colours half-way through a transition (a button just pressed, a dialog fading in) are not what anyone reads:
  // axe looks at the page once its animations and transitions are over (endless ones, like a spinner, aside).
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  )
  const axeLoaded = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function')
  if (!axeLoaded) await page.evaluate(AXE_SOURCE)
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: unknown[] }> } }).axe
    const result = await axe.run(document, { iframes: false, resultTypes: ['violations'] })
    return result.violations as Array<{ id: string; impact: string; help: string; nodes: Array<{ target: string[] }> }>
  })
  expect(
    violations.map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    context,
  ).toEqual([])
}

/** The page is no wider than the viewport (nothing makes it scroll sideways). */
export async function expectNoSidewaysScroll(page: Page, width: number, context?: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), context).toBeLessThanOrEqual(width)
}

/**
 * Runs `check` with the page resized in place to `size` (its layout follows the width without a reload, as on a
 * turned tablet), then gives the page its own size back.
 */
export async function atSize<T>(page: Page, size: ViewportSize, check: () => Promise<T>): Promise<T> {
  const own = page.viewportSize()!
  await page.setViewportSize(size)
  try {
    return await check()
  } finally {
    await page.setViewportSize(own)
  }
}

/** The page scrolls sideways at none of `sizes` (each in turn, resized in place). */
export async function expectNoSidewaysScrollAt(page: Page, sizes: ViewportSize[], context = 'page') {
  for (const size of sizes) await atSize(page, size, () => expectNoSidewaysScroll(page, size.width, `${context} at ${size.width}px`))
}

/** The page passes axe as it is, and fits a phone and a desktop: it scrolls sideways at neither (resized in place). */
export async function expectAxeCleanAndFits(page: Page, context: string) {
  await expectNoAxeViolations(page, context)
  await expectNoSidewaysScrollAt(page, [PHONE, DESKTOP], context)
}
