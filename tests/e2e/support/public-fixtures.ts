import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test'
import { type ConsoleGuard, E2E_ADMIN, expect, ownName, test as base } from './base'
import type { CategoryJson, CategoryKind } from '~/contracts/categories'
import type { MenuItemJson } from '~/contracts/menu'
import type { MenuItemInput } from '~/contracts/menu.schemas'

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

export const PUBLIC_PAGES = ['/', '/menu', '/menu/breakfast', '/drinks', '/drinks/cocktails', '/offers', '/events', '/book', '/music', '/gallery', '/contacts']

export interface OwnMenu {
  /** Adds a category of the test's own through the staff API: its name ends with the test's tag ('Tiki 3f9a0c1e'). */
  category: (kind: CategoryKind, name: string) => Promise<CategoryJson>
  /** Adds an item (to one of the test's own categories) through the staff API. */
  item: (input: Pick<MenuItemInput, 'name' | 'category'> & Partial<MenuItemInput>) => Promise<MenuItemJson>
  /** Staff's one-click "sold out today" toggle (PATCH /api/menu/:id). */
  soldOut: (id: number, soldOutToday: boolean) => Promise<MenuItemJson>
}

/**
 * Every public spec: external hosts (stock photos, the map) are refused, as on a machine without internet, and
 * the test fails on a page error or an unexpected console error (base.ts). Failed resource loads are reported by
 * the browser as console errors: a test that provokes one on purpose (a 404 page, a 500 from a mocked API) allows
 * it with `consoleGuard.allow(/pattern/)`; refused external requests are always allowed.
 */
export const test = base.extend<{ consoleGuard: ConsoleGuard; ownMenu: OwnMenu }>({
  context: async ({ context }, use) => {
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort())
    await use(context)
  },
  // (still automatic: an override keeps the base fixture's options)
  consoleGuard: async ({ consoleGuard }, use) => {
    consoleGuard.allow(/Failed to load resource: net::ERR_FAILED/)
    await use(consoleGuard)
  },
  /**
   * `ownMenu`: what a test adds to the menu as staff would. The guests' specs share one server, so a test adds only
   * categories of its own (other specs never look for them) and items inside them; all are removed when it ends.
   */
  ownMenu: async ({ baseURL }, use) => {
    let staff: APIRequestContext | undefined
    const signedIn = async () => {
      if (staff) return staff
      staff = await playwrightRequest.newContext({ baseURL })
      const res = await staff.post('/api/auth/login', { data: { ...E2E_ADMIN, remember: false } })
      expect(res.status(), await res.text()).toBe(200)
      return staff
    }
    const categories: string[] = []
    const items: number[] = []
    await use({
      category: async (kind, name) => {
        const res = await (await signedIn()).post('/api/categories', { data: { name: ownName(name), kind } })
        expect(res.status(), await res.text()).toBe(201)
        const category = (await res.json()) as CategoryJson
        categories.push(category.slug)
        return category
      },
      item: async (input) => {
        const res = await (await signedIn()).post('/api/menu', { data: { description: `${input.name}, as the test made it`, price: 25000, ...input } })
        expect(res.status(), await res.text()).toBe(201)
        const item = (await res.json()) as MenuItemJson
        items.push(item.id)
        return item
      },
      soldOut: async (id, soldOutToday) => {
        const res = await (await signedIn()).patch(`/api/menu/${id}`, { data: { soldOutToday } })
        expect(res.status(), await res.text()).toBe(200)
        return (await res.json()) as MenuItemJson
      },
    })
    for (const id of items) {
      const res = await (await signedIn()).delete(`/api/menu/${id}`)
      expect([204, 404], await res.text()).toContain(res.status())
    }
    for (const slug of categories) {
      const res = await (await signedIn()).delete(`/api/categories/${slug}`)
      expect([204, 404], await res.text()).toContain(res.status())
    }
    await staff?.dispose()
  },
})

/** Client-side navigation through the bottom bar (keeps the app loaded, so queries start from the browser). */
export async function navigateWithBottomBar(page: Page, label: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true }).click()
}

/** Waits until React has hydrated the page: its DOM nodes then carry React's fiber, and links navigate client-side. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    // The main navigation in any language (its label is translated): the first link of the page's first nav.
    const link = document.querySelector('header nav a, nav a')
    return link !== null && Object.keys(link).some((key) => key.startsWith('__reactFiber'))
  })
}

/** Opens `path` and waits until the page is hydrated. */
export async function openHydrated(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page)
}

/**
 * Opens the address of a menu or drinks category that does not exist: it answers 404 with a page titled `heading`,
 * whose not-found state, inside the site frame, names the category asked for. Returns that state.
 */
export async function openUnknownCategory(page: Page, path: string, heading: string) {
  const response = await page.goto(path)
  expect(response?.status()).toBe(404)
  await expect(page).toHaveTitle(new RegExp(`^${heading} \\| `))
  const notFound = page.getByTestId('category-not-found')
  await expect(notFound.getByRole('heading', { name: heading })).toBeVisible()
  await expect(notFound).toContainText(path.split('/').pop()!)
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  return notFound
}
