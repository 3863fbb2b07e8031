import { createRequire } from 'node:module'
import { type APIRequestContext, type Page, test as base, expect } from '@playwright/test'
import { E2E_ADMIN } from '../../../playwright.config'
import { TIME_SLOTS } from '../../../app/lib/time-slots'
import { venueTimeNow, venueToday } from '../../../app/lib/venue-time'
import type { ReservationJson } from '~/contracts/reservations'

export { expect }
export { E2E_ADMIN }

const require = createRequire(import.meta.url)
const AXE_PATH = require.resolve('axe-core/axe.min.js')

/** The e2e server runs with the default venue time zone. */
export const VENUE_TZ = 'Asia/Manila'
export const venueDate = (offsetDays = 0) => {
  const today = venueToday(VENUE_TZ)
  const [y, m, d] = today.split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d + offsetDays)).toISOString().slice(0, 10)
}

/**
 * A bookable slot later today (the server refuses times that have passed), at least an hour ahead so
 * it cannot pass during the test; null late in the evening.
 */
export function laterSlotToday(): string | null {
  const [h, m] = venueTimeNow(VENUE_TZ).split(':').map(Number)
  const soonest = h * 60 + m + 60
  return TIME_SLOTS.find((slot) => Number(slot.slice(0, 2)) * 60 + Number(slot.slice(3)) >= soonest) ?? null
}

/**
 * Every admin spec fails on an unexpected console error or page error. A test that provokes a failing
 * request on purpose lists the messages it expects with `consoleGuard.allow(/pattern/)`.
 */
export const test = base.extend<{ consoleGuard: { allow: (pattern: RegExp) => void } }>({
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

/** A short unique tag for names, so parallel tests sharing one server never collide. */
export function uniqueTag() {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
}

/** Signs the browser context in through the API (the cookie lands in the page's cookie jar). */
export async function signIn(page: Page, remember = false) {
  const res = await page.request.post('/api/auth/login', { data: { ...E2E_ADMIN, remember } })
  expect(res.status(), await res.text()).toBe(200)
}

/** Signs in through the login screen. */
export async function signInWithForm(page: Page, { remember = false } = {}) {
  await page.goto('/admin/login')
  // The button is enabled once the page's script runs (no submit can leak the password before that).
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled()
  await page.getByLabel('Username').fill(E2E_ADMIN.username)
  await page.getByLabel('Password').fill(E2E_ADMIN.password)
  if (remember) await page.getByRole('checkbox', { name: 'Remember me' }).check()
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
}

/** Books through the public API, as a guest on /book would. */
export async function createReservation(
  request: APIRequestContext,
  input: Partial<Omit<ReservationJson, 'id' | 'status' | 'createdAt' | 'tableId'>> & { name: string },
): Promise<ReservationJson> {
  const res = await request.post('/api/reservations', {
    data: {
      email: 'guest@example.com',
      date: venueDate(1),
      time: '12:00',
      guests: 2,
      seatingPreference: 'bar',
      ...input,
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  return res.json()
}

/** GETs a staff endpoint with the page's session. */
export async function apiGet<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url)
  expect(res.status(), `${url}: ${await res.text()}`).toBe(200)
  return res.json() as Promise<T>
}

/** The toast that shows `description` (title and variant checked when given). */
export async function expectToast(
  page: Page,
  { title, description, destructive = false }: { title: string; description: string; destructive?: boolean },
) {
  // A toast is a Radix Toast <li>. While a modal dialog is open the toast region is aria-hidden (the toast is
  // still shown, and announced through Radix's separate live region), so it is found by its markup, not its role.
  const toast = page.locator('li[data-swipe-direction]').filter({ hasText: description })
  await expect(toast).toBeVisible()
  await expect(toast).toContainText(title)
  if (destructive) await expect(toast).toHaveClass(/bg-destructive/)
  else await expect(toast).not.toHaveClass(/bg-destructive/)
  return toast
}

/** Runs axe-core on the page (the spec must use `test.use({ bypassCSP: true })`); no violations allowed. */
export async function expectNoAxeViolations(page: Page, context?: string) {
  await page.addScriptTag({ path: AXE_PATH })
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx?: unknown) => Promise<{ violations: unknown[] }> } }).axe
    const result = await axe.run(document)
    return result.violations as Array<{ id: string; help: string; nodes: Array<{ target: string[] }> }>
  })
  expect(
    violations.map((v) => `${v.id}: ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    context ?? 'axe violations',
  ).toEqual([])
}
