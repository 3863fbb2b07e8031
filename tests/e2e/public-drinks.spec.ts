import type { Page } from '@playwright/test'
import {
  apiGet,
  expect,
  expectAxeCleanAndFits,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  holdRequests,
  MENU_NOTICE,
  openHydrated,
  openUnknownCategory,
  PHONE,
  test,
} from './support/public-fixtures'
import type { CategoryJson } from '~/contracts/categories'
import type { MenuItemJson } from '~/contracts/menu'

// Independent tests: the only data they add is a category of their own (ownMenu), which no other test looks for.
test.describe.configure({ mode: 'parallel' })

const SEEDED_DRINKS = ['coffee', 'wines', 'beers', 'spirits', 'cocktails', 'non-alcoholics']
const SEEDED_LABELS = ['COFFEE', 'WINES', 'BEERS', 'SPIRITS', 'COCKTAILS', 'NON ALCOHOLICS']

const drinksBar = (page: Page) => page.getByRole('navigation', { name: 'Drink categories' })
const kindSwitch = (page: Page) => page.getByRole('navigation', { name: 'Food or drinks' })
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const rows = (page: Page) => page.locator('[data-testid="menu-item"], [data-testid="menu-extra"]')
const peso = (centavos: number) => `₱${(centavos / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`

async function drawn(page: Page) {
  return rows(page).evaluateAll((els) =>
    els.map((el) => ({
      id: Number(el.getAttribute('data-item-id')),
      name: el.querySelector('[data-testid="item-name"]')?.textContent,
      price: el.querySelector('[data-testid="item-price"]')?.textContent,
    })),
  )
}

test.describe('the drinks menu (/drinks)', () => {
  test('every drink, grouped by drink category in display order, with the same rows and prices as the food menu', async ({ page }) => {
    const [categories, drinks] = await Promise.all([apiGet<CategoryJson[]>(page, '/api/categories'), apiGet<MenuItemJson[]>(page, '/api/drinks')])
    await page.goto('/drinks')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Drinks')
    await expect(page).toHaveTitle(/^Drinks Menu \| Boracay Beach Bar$/)
    await expect(page.getByTestId('menu-notice')).toHaveText(MENU_NOTICE)

    // Sections in the categories' order, named as staff named them (other tests may add categories of their own).
    const order = categories.filter((c) => c.kind === 'drink').map((c) => c.slug)
    const expected = [...drinks].sort((a, b) => order.indexOf(a.category) - order.indexOf(b.category) || a.id - b.id)
    const headings = await page.getByTestId('menu-section').getByRole('heading', { level: 2 }).allTextContents()
    expect(headings.filter((h) => ['Coffee', 'Wines', 'Beers', 'Spirits', 'Cocktails', 'Non-Alcoholics'].includes(h))).toEqual([
      'Coffee',
      'Wines',
      'Beers',
      'Spirits',
      'Cocktails',
      'Non-Alcoholics',
    ])
    const seeded = (list: Array<{ id: number }>) => list.filter((i) => drinks.some((d) => d.id === i.id && SEEDED_DRINKS.includes(d.category)))
    expect(seeded(await drawn(page))).toEqual(seeded(expected.map((d) => ({ id: d.id, name: d.name, price: peso(d.price) }))))
    const colada = page.locator('[data-testid="menu-item"]').filter({ hasText: 'Piña Colada' })
    await expect(colada.getByTestId('item-price')).toHaveText('₱280.00')
    await expect(colada.getByTestId('special-star')).toBeVisible()
    // No food on the drinks list.
    await expect(page.getByText('Tapsilog')).toHaveCount(0)
  })

  test('its own category bar, the Food | Drinks switch on Drinks, and Menu current in the bottom bar', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/drinks/cocktails')
    const labels = await drinksBar(page).getByRole('link').allTextContents()
    expect(labels.filter((l) => SEEDED_LABELS.includes(l))).toEqual(SEEDED_LABELS)
    for (const [i, slug] of SEEDED_DRINKS.entries()) {
      await expect(drinksBar(page).getByRole('link', { name: SEEDED_LABELS[i], exact: true })).toHaveAttribute('href', `/drinks/${slug}`)
    }
    await expect(drinksBar(page).locator('[aria-current="page"]')).toHaveText('COCKTAILS')
    await expect(drinksBar(page).locator('[aria-current="page"]')).toBeInViewport()
    await expect(page.getByRole('navigation', { name: 'Menu categories' })).toHaveCount(0)

    await expect(kindSwitch(page).getByRole('link')).toHaveText(['Food', 'Drinks'])
    await expect(kindSwitch(page).getByRole('link', { name: 'Drinks' })).toHaveAttribute('aria-current', 'page')
    await expect(kindSwitch(page).getByRole('link', { name: 'Food' })).not.toHaveAttribute('aria-current', /.*/)
    await expect(mainNav(page).getByRole('link')).toHaveCount(7)
    await expect(mainNav(page).locator('[aria-current="page"]')).toHaveText('Menu')
    await expectNoSidewaysScroll(page, PHONE.width)
  })

  test('the switch moves between food and drinks in the browser, with placeholders while a list loads', async ({ page }) => {
    await openHydrated(page, '/menu/soups')
    await expect(kindSwitch(page).getByRole('link', { name: 'Food' })).toHaveAttribute('aria-current', 'page')
    const hold = await holdRequests(page, '**/api/drinks')
    await kindSwitch(page).getByRole('link', { name: 'Drinks' }).click()
    await expect(page).toHaveURL('/drinks')
    await expect(page.getByTestId('menu-placeholder')).toHaveCount(6)
    await expect(kindSwitch(page).getByRole('link', { name: 'Drinks' })).toHaveAttribute('aria-current', 'page')
    await hold.release()
    await expect(page.getByText('Piña Colada')).toBeVisible()
    await drinksBar(page).getByRole('link', { name: 'BEERS' }).click()
    await expect(page).toHaveURL('/drinks/beers')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beers')
    await expect(page.getByText('San Miguel Pale Pilsen')).toBeVisible()
    await expect(page).toHaveTitle(/^Beers Menu \| /)
    await kindSwitch(page).getByRole('link', { name: 'Food' }).click()
    await expect(page).toHaveURL('/menu')
    await expect(page.locator('[data-item-id="1"]')).toContainText('Tapsilog')
  })
})

test.describe('a drinks category (/drinks/{category})', () => {
  test('draws the API rows in order, server-rendered, titled with the category name', async ({ page }) => {
    const items = await apiGet<MenuItemJson[]>(page, '/api/drinks/non-alcoholics')
    await page.goto('/drinks/non-alcoholics')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Non-Alcoholics')
    await expect(page).toHaveTitle(/^Non-Alcoholics Menu \| /)
    expect(await drawn(page)).toEqual(items.map((i) => ({ id: i.id, name: i.name, price: peso(i.price) })))
    // Diet labels: a small icon and its text on each row.
    const shake = page.locator('[data-testid="menu-item"]').filter({ hasText: 'Peanut Butter Banana Shake' })
    await expect(shake.getByRole('list', { name: 'Diet' }).getByRole('listitem')).toHaveText(['Vegetarian', 'Contains nuts'])
  })

  test('a category of the other kind redirects to its own screen, keeping the search', async ({ page }) => {
    const toDrinks = await page.request.get('/menu/cocktails?q=pina', { maxRedirects: 0 })
    expect(toDrinks.status()).toBe(302)
    expect(toDrinks.headers().location).toBe('/drinks/cocktails?q=pina')
    const toFood = await page.request.get('/drinks/breakfast', { maxRedirects: 0 })
    expect(toFood.status()).toBe(302)
    expect(toFood.headers().location).toBe('/menu/breakfast')
    await page.goto('/menu/cocktails')
    await expect(page).toHaveURL('/drinks/cocktails')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cocktails')
  })

  test('an unknown drinks category answers 404 with a not-found state inside the frame', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 404/)
    const notFound = await openUnknownCategory(page, '/drinks/no-such-drinks', 'Drinks category not found')
    const labels = await drinksBar(page).getByRole('link').allTextContents()
    expect(labels.filter((l) => SEEDED_LABELS.includes(l))).toEqual(SEEDED_LABELS)
    await expect(drinksBar(page).locator('[aria-current="page"]')).toHaveCount(0)
    await notFound.getByRole('link', { name: 'See all drinks' }).click()
    await expect(page).toHaveURL('/drinks')
    await expect(page.getByText('Piña Colada')).toBeVisible()
  })

  test('a drink staff mark sold out shows "Sold out today" within 6 seconds, without a reload, and comes back', async ({ page, ownMenu }) => {
    const category = await ownMenu.category('drink', 'Sold Out Shakes')
    const shake = await ownMenu.item({ name: 'Avocado Shake', category: category.slug, dietLabels: ['vegetarian'] })
    const other = await ownMenu.item({ name: 'Melon Shake', category: category.slug })
    await openHydrated(page, `/drinks/${category.slug}`)
    const row = page.locator(`[data-item-id="${shake.id}"]`)
    await expect(row).toContainText('Avocado Shake')
    await expect(row.getByTestId('sold-out')).toHaveCount(0)
    let navigations = 0
    page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations++)

    const marked = await ownMenu.soldOut(shake.id, true)
    expect(marked.soldOutUntil).not.toBeNull()
    await expect(row.getByTestId('sold-out')).toHaveText('Sold out today', { timeout: 6_000 })
    await expect(row).toHaveAttribute('data-sold-out', 'true')
    // Still readable: the name and the price stay, greyed.
    await expect(row.getByTestId('item-name')).toHaveText('Avocado Shake')
    await expect(row.getByTestId('item-price')).toHaveText('₱250.00')
    await expect(page.locator(`[data-item-id="${other.id}"]`).getByTestId('sold-out')).toHaveCount(0)

    await ownMenu.soldOut(shake.id, false)
    await expect(row.getByTestId('sold-out')).toHaveCount(0, { timeout: 6_000 })
    expect(navigations).toBe(0)
  })
})

test.describe('axe on the drinks screens (phone)', () => {
  test.use({ viewport: PHONE })
  test('no violations on /drinks, a category, a sold-out row and the 404; no sideways scroll on a phone or a desktop', async ({
    page,
    ownMenu,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 404/)
    for (const path of ['/drinks', '/drinks/non-alcoholics']) {
      await openHydrated(page, path)
      await expectAxeCleanAndFits(page, path)
    }
    const category = await ownMenu.category('drink', 'Axe')
    const item = await ownMenu.item({ name: 'Sold-out Sour', category: category.slug, dietLabels: ['vegan', 'contains-nuts', 'spicy'] })
    await ownMenu.soldOut(item.id, true)
    await openHydrated(page, `/drinks/${category.slug}`)
    await expect(page.getByTestId('sold-out')).toBeVisible()
    await expectNoAxeViolations(page, 'sold-out row')
    await openHydrated(page, '/drinks/nope')
    await expectNoAxeViolations(page, '/drinks/nope')
  })
})
