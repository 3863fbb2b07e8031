import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test'
import { E2E_ADMIN, VENUE_TZ, expect, expectNoAxeViolations, test as base } from './base'
import type { CategoryJson, CategoryKind } from '~/contracts/categories'
import type { MenuItemJson } from '~/contracts/menu'
import type { MenuItemInput } from '~/contracts/menu.schemas'
import type { TableJson } from '~/contracts/tables'
import { bookableStarts } from '../../../app/lib/bookable-times'
import { DEFAULT_WEEKLY_HOURS, hoursOn } from '../../../app/lib/opening-hours'
import { DEFAULT_SEATING_RULES } from '../../../app/lib/seating-rules'
import { venueTimeNow, venueToday } from '../../../app/lib/venue-time'

export * from './base'
export { ownData } from './own-data'

// The staff specs (admin-*.spec.ts), on the admin server.

export interface OwnTables {
  /** Adds a table through the API, with one of the test's own numbers (own-data.ts). */
  add: (tableNumber: number, capacity: number) => Promise<TableJson>
  /** A table the test added through the screen: retired at the end like the others. */
  retireAtEnd: (id: number) => void
}

/**
 * `tables`: the tables a test adds. Any active table adds capacity for every booking on the shared server, so they
 * are retired (deactivated, their bookings moved) when the test ends, whatever happened in it.
 */
const tablesTest = base.extend<{ tables: OwnTables }>({
  tables: async ({ baseURL }, use) => {
    let staff: APIRequestContext | undefined
    const signedIn = async () => (staff ??= await staffRequest(baseURL!))
    const added: number[] = []
    await use({
      add: async (tableNumber, capacity) => {
        const res = await (await signedIn()).post('/api/tables', { data: { tableNumber, capacity } })
        expect(res.status(), await res.text()).toBe(201)
        const table = (await res.json()) as TableJson
        added.push(table.id)
        return table
      },
      retireAtEnd: (id) => void added.push(id),
    })
    for (const id of added) {
      const res = await (await signedIn()).patch(`/api/tables/${id}`, { data: { isActive: false, confirm: true } })
      expect([200, 404], await res.text()).toContain(res.status())
    }
    await staff?.dispose()
  },
})

/** An API client of its own, signed in as staff (whatever the page's session does meanwhile). */
async function staffRequest(baseURL: string) {
  const staff = await playwrightRequest.newContext({ baseURL })
  const res = await staff.post('/api/auth/login', { data: { ...E2E_ADMIN, remember: false } })
  expect(res.status(), await res.text()).toBe(200)
  return staff
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

/** Opens an admin page as staff do: from the dashboard, through the admin navigation, which then marks it current. */
export async function openThroughAdminNav(page: Page, link: string, path: string) {
  await page.goto('/admin/dashboard')
  const nav = page.getByRole('navigation', { name: 'Admin' })
  await nav.getByRole('link', { name: link }).click()
  await expect(page).toHaveURL(new RegExp(`${path}$`))
  await expect(nav.getByRole('link', { name: link })).toHaveAttribute('aria-current', 'page')
}

/**
 * A bookable slot later today (the server refuses times that have passed), at least an hour ahead so
 * it cannot pass during the test; null late in the evening.
 */
export function laterSlotToday(): string | null {
  const [h, m] = venueTimeNow(VENUE_TZ).split(':').map(Number)
  const soonest = h * 60 + m + 60
  // The e2e servers run the default hours and seating rules.
  const day = hoursOn({ weekly: DEFAULT_WEEKLY_HOURS, exceptions: [] }, venueToday(VENUE_TZ))
  const starts = bookableStarts(day, DEFAULT_SEATING_RULES.slotMinutes, DEFAULT_SEATING_RULES.stays[0].minutes)
  return starts.find((slot) => Number(slot.slice(0, 2)) * 60 + Number(slot.slice(3)) >= soonest) ?? null
}

/** The toast that shows `description` (title and variant checked when given). */
export async function expectToast(
  page: Page,
  { title, description, destructive = false }: { title: string; description: string; destructive?: boolean },
) {
  // A toast is a Radix Toast <li>. While a modal dialog is open the toast region is aria-hidden (the toast is
  // still shown, and announced through Radix's separate live region), so it is found by its markup, not its role.
  // One check of text and variant together: a toast lasts 5 s, which on a loaded machine can run out between checks.
  const variant = destructive ? '.bg-destructive' : ':not(.bg-destructive)'
  const toast = page.locator(`li[data-swipe-direction]${variant}`).filter({ hasText: description }).filter({ hasText: title })
  await expect(toast, `a${destructive ? ' destructive' : ''} toast "${title}: ${description}"`).toBeVisible()
  return toast
}

/**
 * Deletes `name` from a staff list as staff do: its Delete button, then Delete in the confirmation titled `question`
 * (which passes axe first); the success toast says `deleted`.
 */
export async function deleteAfterConfirming(page: Page, name: string, { question, deleted }: { question: string; deleted: string }) {
  await page.getByRole('button', { name: `Delete ${name}` }).click()
  const confirm = page.getByRole('alertdialog', { name: question })
  await expect(confirm).toBeVisible()
  await expectNoAxeViolations(page, `confirmation: ${question}`)
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expectToast(page, { title: 'Success', description: deleted })
}

/** Answers every write (anything but GET) to `url` with a 500; reads still reach the server. */
export async function failWrites(page: Page, url: string) {
  await page.route(url, (route) =>
    route.request().method() === 'GET'
      ? route.continue()
      : route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Something went wrong"}' }),
  )
}

/** What a test adds to the menu: its own categories and items, removed when it ends. */
export interface OwnMenu {
  /** Adds a category through the API (drink unless told: the food categories stay the seeded seven, which
   * admin-menu.spec.ts lists exactly). Name it with `ownName`. */
  addCategory: (name: string, kind?: CategoryKind) => Promise<CategoryJson>
  /** Adds an item through the API (₱99.50, a test description unless told). Name it with `ownName`. */
  addItem: (input: Partial<MenuItemInput> & { name: string; category: string }) => Promise<MenuItemJson>
  /** A category (by its slug) or an item (by its id) the test added through the screen: removed at the end too. */
  removeAtEnd: (what: { category: string } | { item: number }) => void
}

/**
 * `tables`: see above. `menu`: the test's own menu data; when it ends, its items and the items left in its categories
 * are deleted, then its categories.
 */
export const test = tablesTest.extend<{ menu: OwnMenu }>({
  menu: async ({ baseURL }, use) => {
    let staff: APIRequestContext | undefined
    const signedIn = async () => (staff ??= await staffRequest(baseURL!))
    const items: number[] = []
    const categories: string[] = []
    await use({
      addCategory: async (name, kind = 'drink') => {
        const res = await (await signedIn()).post('/api/categories', { data: { name, kind } })
        expect(res.status(), await res.text()).toBe(201)
        const category = (await res.json()) as CategoryJson
        categories.push(category.slug)
        return category
      },
      addItem: async (input) => {
        const res = await (await signedIn()).post('/api/menu', {
          data: { description: 'Made for a test', price: 9950, isSpecial: false, ...input },
        })
        expect(res.status(), await res.text()).toBe(201)
        const item = (await res.json()) as MenuItemJson
        items.push(item.id)
        return item
      },
      removeAtEnd: (what) => void ('item' in what ? items.push(what.item) : categories.push(what.category)),
    })
    if (items.length + categories.length === 0) return
    const api = await signedIn()
    for (const slug of categories) {
      const res = await api.get(`/api/menu/${slug}`)
      if (res.status() === 200) items.push(...((await res.json()) as MenuItemJson[]).map((item) => item.id))
    }
    for (const id of new Set(items)) {
      const res = await api.delete(`/api/menu/${id}`)
      expect([204, 404], await res.text()).toContain(res.status())
    }
    for (const slug of categories) {
      const res = await api.delete(`/api/categories/${slug}`)
      expect([204, 404], await res.text()).toContain(res.status())
    }
    await staff?.dispose()
  },
})
