import type { Page } from '@playwright/test'
import { apiGet, expect, holdRequests, MENU_NOTICE, mockApi, openHydrated, openUnknownCategory, test } from './support/public-fixtures'
import type { MenuItemJson } from '~/contracts/menu'

// Independent tests (one shared demo database, nothing they change overlaps): spread them over the workers.
test.describe.configure({ mode: 'parallel' })

const BAR_LABELS = ['BREAKFAST', 'APPETIZERS', 'SOUPS', 'MAIN DISHES', 'SIDES', 'DESSERTS', 'VEGETARIAN']
const CATEGORIES = ['breakfast', 'appetizers', 'soups', 'main-dishes', 'sides', 'desserts', 'vegetarian']

const categoryBar = (page: Page) => page.getByRole('navigation', { name: 'Menu categories' })

async function drawnRows(page: Page) {
  return page.locator('[data-testid="menu-item"], [data-testid="menu-extra"]').evaluateAll((els) =>
    els.map((el) => ({
      id: Number(el.getAttribute('data-item-id')),
      kind: el.getAttribute('data-testid'),
      number: el.querySelector('[data-testid="item-number"]')?.textContent,
    })),
  )
}

test.describe('menu by category (/menu/{category})', () => {
  test('the category bar: one uppercase link per category, current highlighted, sticky and scrolling sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/menu/main-dishes')
    const links = categoryBar(page).getByRole('link')
    await expect(links).toHaveText(BAR_LABELS)
    for (const [i, category] of CATEGORIES.entries()) await expect(links.nth(i)).toHaveAttribute('href', `/menu/${category}`)

    const current = categoryBar(page).locator('[aria-current="page"]')
    await expect(current).toHaveCount(1)
    await expect(current).toHaveText('MAIN DISHES')
    const [currentBg, otherBg] = await Promise.all([
      current.evaluate((el) => getComputedStyle(el).backgroundColor),
      links.first().evaluate((el) => getComputedStyle(el).backgroundColor),
    ])
    expect(currentBg).toBe('rgb(15, 118, 110)') // the brand teal
    expect(otherBg).not.toBe(currentBg)

    const list = categoryBar(page).getByRole('list')
    expect(await list.evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto')
    expect(await list.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
    // The current category was scrolled into view inside the bar.
    await expect(current).toBeInViewport()

    expect(await categoryBar(page).evaluate((el) => getComputedStyle(el).position)).toBe('sticky')
    await page.mouse.wheel(0, 1200)
    await expect.poll(async () => (await categoryBar(page).boundingBox())?.y).toBe(0)
  })

  test('same logo and notice as the full menu', async ({ page }) => {
    await page.goto('/menu/soups')
    await expect(page.getByRole('link', { name: 'Boracay Beach Bar, home' })).toHaveAttribute('href', '/')
    await expect(page.getByTestId('menu-notice')).toHaveText(MENU_NOTICE)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Soups')
  })

  test('breakfast: EXTRAS heading, then every later entry only as an extras row numbered id - 1', async ({ page }) => {
    const items = await apiGet<MenuItemJson[]>(page, '/api/menu/breakfast')
    await page.goto('/menu/breakfast')
    const marker = items.findIndex((i) => i.name === 'EXTRAS_SECTION')
    expect(marker).toBeGreaterThan(0)
    const expected = items
      .filter((i) => i.name !== 'EXTRAS_SECTION')
      .map((i, index) =>
        index >= marker
          ? { id: i.id, kind: 'menu-extra', number: String(i.id >= 8 ? i.id - 1 : i.id) }
          : { id: i.id, kind: 'menu-item', number: String(i.id) },
      )
    expect(await drawnRows(page)).toEqual(expected)
    // Demo data: six dishes (1-6), then twelve extras drawn as 7..18.
    expect(expected.filter((r) => r.kind === 'menu-item').map((r) => r.number)).toEqual(['1', '2', '3', '4', '5', '6'])
    expect(expected.filter((r) => r.kind === 'menu-extra').map((r) => r.number)).toEqual(
      Array.from({ length: 12 }, (_, i) => String(7 + i)),
    )
    await expect(page.getByRole('heading', { name: 'EXTRAS', exact: true })).toHaveCount(1)
    await expect(page.locator('[data-item-id="8"]')).toContainText('Extra egg')
    await expect(page.locator('[data-item-id="8"]')).toContainText('₱45.00')
  })

  test('vegetarian: its extras after EXTRAS_SECTION are extras rows numbered id - 1', async ({ page }) => {
    const items = await apiGet<MenuItemJson[]>(page, '/api/menu/vegetarian')
    await page.goto('/menu/vegetarian')
    const marker = items.findIndex((i) => i.name === 'EXTRAS_SECTION')
    const before = items.slice(0, marker)
    const after = items.slice(marker + 1)
    expect(after.length).toBeGreaterThan(0)
    expect(await drawnRows(page)).toEqual([
      ...before.map((i) => ({ id: i.id, kind: 'menu-item', number: String(i.id) })),
      ...after.map((i) => ({ id: i.id, kind: 'menu-extra', number: String(i.id - 1) })),
    ])
    await expect(page.getByRole('heading', { name: 'EXTRAS', exact: true })).toHaveCount(1)
  })

  test('other categories draw every entry as a normal row with its own id', async ({ page }) => {
    const items = await apiGet<MenuItemJson[]>(page, '/api/menu/appetizers')
    await page.goto('/menu/appetizers')
    expect(await drawnRows(page)).toEqual(items.map((i) => ({ id: i.id, kind: 'menu-item', number: String(i.id) })))
    await expect(page.getByRole('heading', { name: 'EXTRAS', exact: true })).toHaveCount(0)
    await expect(page.locator(`[data-item-id="${items[0].id}"] [data-testid="item-price"]`)).toHaveText(
      `₱${(items[0].price / 100).toFixed(2)}`,
    )
  })

  test('six placeholder rows while a category loads, then the list', async ({ page }) => {
    await openHydrated(page, '/menu/breakfast')
    const hold = await holdRequests(page, '**/api/menu/soups')
    await categoryBar(page).getByRole('link', { name: 'SOUPS' }).click()
    await expect(page).toHaveURL('/menu/soups')
    await expect(page.getByTestId('menu-placeholder')).toHaveCount(6)
    await expect(categoryBar(page).locator('[aria-current="page"]')).toHaveText('SOUPS')
    await hold.release()
    await expect(page.getByTestId('menu-placeholder')).toHaveCount(0)
    await expect(page.getByText('Sinigang na Hipon')).toBeVisible()
  })

  test('refreshes the list every 5 seconds, showing changes without a reload', async ({ page }) => {
    const items = await apiGet<MenuItemJson[]>(page, '/api/menu/desserts')
    // The page's timers run on Playwright's clock, and the page notes on that clock when it started and each time it
    // asks for the list: the test moves time on instead of waiting, and the times are exact however busy the machine.
    await page.clock.install()
    await page.addInitScript(() => {
      const noted = window as unknown as { startedAt: number; listAsked: number[]; listAnswered: number }
      noted.startedAt = Date.now()
      noted.listAsked = []
      noted.listAnswered = 0
      const fetch = window.fetch
      window.fetch = (input, init) => {
        if (!String(input instanceof Request ? input.url : input).includes('/api/menu/desserts')) return fetch(input, init)
        noted.listAsked.push(Date.now())
        return fetch(input, init).finally(() => noted.listAnswered++)
      }
    })
    const times = () =>
      page.evaluate(() => {
        const { startedAt, listAsked, listAnswered } = window as unknown as { startedAt: number; listAsked: number[]; listAnswered: number }
        return { startedAt, listAsked, listAnswered }
      })
    // Moves the page's clock on by 5 s, then waits until it has asked for the list `count` times in all and had every
    // answer: a jump of the clock never lands while a request is on its way (the next would then wait for it).
    const fiveSecondsOn = async (count: number) => {
      await page.clock.runFor(5000)
      await expect.poll(async () => (await times()).listAsked.length).toBeGreaterThanOrEqual(count)
      await expect.poll(async () => ((t) => t.listAnswered === t.listAsked.length)(await times())).toBe(true)
    }
    await openHydrated(page, '/menu/desserts')
    const changed = items.map((i, n) => (n === 0 ? { ...i, name: 'Ube Halo-Halo Deluxe', price: 27500 } : i))
    const mocked = await mockApi(page, '**/api/menu/desserts', 200, changed)

    // Five seconds on, the list is asked for again and the change shows.
    await fiveSecondsOn(1)
    await expect(page.getByText('Ube Halo-Halo Deluxe')).toBeVisible()
    await expect(page.locator(`[data-item-id="${items[0].id}"] [data-testid="item-price"]`)).toHaveText('₱275.00')
    // Ten more: asked again every 5 seconds.
    await fiveSecondsOn(2)
    await fiveSecondsOn(3)
    const { startedAt, listAsked } = await times()
    // The page starts from the list it was served with: nothing is asked while that is fresh (1 s). (Now and
    // then the list mounts again some 3 s after the load and, stale by then, asks at once; the 5 s rhythm then starts
    // again from there.)
    expect(listAsked[0] - startedAt).toBeGreaterThan(1000)
    const interval = listAsked.at(-1)! - listAsked.at(-2)!
    expect(interval).toBeGreaterThan(3500)
    expect(interval).toBeLessThan(7500)
    await mocked.stop()
  })

  test('an error state with a retry when the category cannot load', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 500/)
    await openHydrated(page, '/menu/breakfast')
    const failing = await mockApi(page, '**/api/menu/sides', 500, { message: 'Something went wrong' })
    await categoryBar(page).getByRole('link', { name: 'SIDES' }).click()
    const alert = page.getByRole('alert')
    await expect(alert).toContainText("We couldn't load this part of the menu.")
    await expect(alert).toContainText('Failed to fetch menu items for category: sides')
    await failing.stop()
    await alert.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByText('French Fries')).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)
  })

  test('an unknown category answers 404 with a clear not-found state inside the site frame', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 404/)
    const notFound = await openUnknownCategory(page, '/menu/pizzas', 'Menu category not found')
    await expect(categoryBar(page).getByRole('link')).toHaveCount(7)
    await expect(categoryBar(page).locator('[aria-current="page"]')).toHaveCount(0)
    await notFound.getByRole('link', { name: 'See the full menu' }).click()
    await expect(page).toHaveURL('/menu')
    await expect(page.locator('[data-item-id="1"]')).toContainText('Tapsilog')
  })
})
