import type { Page } from '@playwright/test'
import {
  apiGet,
  expect,
  expectAxeCleanAndFits,
  expectNoSidewaysScroll,
  openHydrated,
  PHONE,
  test,
} from './support/public-fixtures'
import type { MenuItemJson } from '~/contracts/menu'

// Independent tests: the only data they add is a category of their own (ownMenu), which no other test looks for.
test.describe.configure({ mode: 'parallel' })

const searchField = (page: Page) => page.getByRole('searchbox', { name: /^Search (dishes|drinks)$/ })
const rowNames = (page: Page) => page.locator('[data-testid="menu-item"], [data-testid="menu-extra"]').getByTestId('item-name')
const dietFilter = (page: Page, label: string) => page.getByRole('group', { name: 'Show only' }).getByRole('link', { name: label, exact: true })
const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()

test.describe('search on the menu', () => {
  test.use({ viewport: PHONE })

  test('staff add a drink category and a drink; a guest on a phone finds it by typing "pina"', async ({ page, ownMenu }) => {
    const category = await ownMenu.category('drink', 'Tiki Bar')
    const drink = await ownMenu.item({ name: 'Piña Tiki Punch', category: category.slug, description: 'Dark rum, pineapple, passion fruit and lime' })
    const drinks = await apiGet<MenuItemJson[]>(page, '/api/drinks')
    const matching = drinks.filter((d) => fold(`${d.name} ${d.description}`).includes('pina')).map((d) => d.name)
    expect(matching).toEqual(expect.arrayContaining(['Piña Colada', 'Piña Tiki Punch']))

    await openHydrated(page, '/drinks')
    await expect(page.getByRole('navigation', { name: 'Drink categories' }).getByRole('link', { name: category.name.toUpperCase() })).toBeVisible()
    await searchField(page).click()
    await page.keyboard.type('pina', { delay: 40 })
    // The rows follow the typing, without a page load, and the URL keeps the query (replaced, not pushed).
    await expect(rowNames(page)).toHaveText(matching)
    await expect(page).toHaveURL('/drinks?q=pina')
    await expect(page.getByTestId('filter-status')).toHaveText(`${matching.length} drinks match “pina”`)
    await expect(page.getByTestId('filter-status')).toHaveAttribute('role', 'status')
    // The first match shows right below the search, without scrolling; the guest's drink is among the rows.
    await expect(page.locator('[data-testid="menu-item"]').first()).toBeInViewport()
    await expect(page.locator(`[data-item-id="${drink.id}"]`)).toContainText('Piña Tiki Punch')
    await expectNoSidewaysScroll(page, PHONE.width)
    // Sections without a match are hidden; the drink's own section shows it.
    await expect(page.getByTestId('menu-section')).toHaveCount(new Set(drinks.filter((d) => matching.includes(d.name)).map((d) => d.category)).size)
    await expect(page.getByRole('heading', { level: 2, name: category.name })).toBeVisible()

    // Its own category page: the same search, one drink.
    await page.goto(`/drinks/${category.slug}?q=PINA`)
    await expect(searchField(page)).toHaveValue('PINA')
    await expect(rowNames(page)).toHaveText(['Piña Tiki Punch'])
    await expect(page.getByTestId('filter-status')).toHaveText('1 drink matches “PINA”')
  })

  test('typing keeps one history entry; the back button leaves the page', async ({ page }) => {
    await openHydrated(page, '/offers')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Menu', exact: true }).click()
    await expect(page).toHaveURL('/menu')
    await searchField(page).click()
    await page.keyboard.type('adobo', { delay: 30 })
    await expect(page).toHaveURL('/menu?q=adobo')
    await expect(rowNames(page)).toHaveText(['Pork Adobo'])
    await page.goBack()
    await expect(page).toHaveURL('/offers')
    await page.goForward()
    await expect(page).toHaveURL('/menu?q=adobo')
    await expect(searchField(page)).toHaveValue('adobo')
    await expect(rowNames(page)).toHaveText(['Pork Adobo'])
  })

  test('an empty result says so, and its link clears the search and puts the guest back in the field', async ({ page }) => {
    await openHydrated(page, '/menu/desserts')
    await searchField(page).fill('pizza')
    await expect(page.getByTestId('filter-status')).toHaveText('No dishes match “pizza”')
    await expect(rowNames(page)).toHaveCount(0)
    const empty = page.getByTestId('filter-empty')
    await expect(empty).toContainText('Check the spelling')
    await empty.getByRole('link', { name: 'Clear search' }).click()
    await expect(page).toHaveURL('/menu/desserts')
    await expect(searchField(page)).toHaveValue('')
    await expect(searchField(page)).toBeFocused()
    await expect(rowNames(page).first()).toBeVisible()
    await expect(page.getByTestId('filter-status')).toHaveText('')
  })

  test('the EXTRAS heading shows only while one of its extras matches', async ({ page }) => {
    await openHydrated(page, '/menu/breakfast')
    const extras = page.getByRole('heading', { name: 'EXTRAS', exact: true })
    await searchField(page).fill('tapsilog')
    await expect(rowNames(page)).toHaveText(['Tapsilog'])
    await expect(extras).toHaveCount(0)
    await searchField(page).fill('egg')
    await expect(rowNames(page)).toHaveText(['Tapsilog', 'Longsilog', 'Beach Bar Big Breakfast', 'Eggs Benedict', 'Extra egg'])
    await expect(extras).toHaveCount(1)
    // Numbers stay those of the whole list (Extra egg, id 8, is number 7).
    await expect(page.locator('[data-item-id="8"] [data-testid="item-number"]')).toHaveText('7')
  })
})

test.describe('the diet filter', () => {
  test('a guest filters the menu to vegan, then adds a search; both stay in the URL', async ({ page }) => {
    const menu = await apiGet<MenuItemJson[]>(page, '/api/menu')
    const vegan = menu.filter((i) => i.dietLabels.includes('vegan')).map((i) => i.name)
    expect(vegan.length).toBeGreaterThan(1)
    await openHydrated(page, '/menu')
    await dietFilter(page, 'Vegan').click()
    await expect(page).toHaveURL('/menu?diet=vegan')
    await expect(dietFilter(page, 'Vegan')).toHaveAttribute('aria-current', 'true')
    await expect(rowNames(page)).toHaveText(vegan)
    await expect(page.getByTestId('filter-status')).toHaveText(`${vegan.length} dishes match Vegan`)
    for (const row of await page.locator('[data-testid="menu-item"]').all()) {
      await expect(row.getByRole('list', { name: 'Diet' })).toContainText('Vegan')
    }

    await dietFilter(page, 'Not spicy').click()
    await expect(page).toHaveURL('/menu?diet=vegan,not-spicy')
    const veganMild = menu.filter((i) => i.dietLabels.includes('vegan') && !i.dietLabels.includes('spicy')).map((i) => i.name)
    await expect(rowNames(page)).toHaveText(veganMild)

    await searchField(page).fill('coconut')
    await expect(page).toHaveURL('/menu?q=coconut&diet=vegan,not-spicy')
    await expect(rowNames(page)).toHaveText(['Ginataang Gulay'])
    await expect(page.getByTestId('filter-status')).toHaveText('1 dish matches “coconut” and Vegan, Not spicy')

    // Switching a filter off keeps the search.
    await dietFilter(page, 'Vegan').click()
    await expect(page).toHaveURL('/menu?q=coconut&diet=not-spicy')
    await expect(dietFilter(page, 'Vegan')).not.toHaveAttribute('aria-current', /.*/)
    await expect(searchField(page)).toHaveValue('coconut')
  })

  test('a filter with no match offers to clear the filters', async ({ page }) => {
    await openHydrated(page, '/drinks/beers?diet=gluten-free')
    await expect(page.getByTestId('filter-status')).toHaveText('No drinks match Gluten-free')
    await page.getByTestId('filter-empty').getByRole('link', { name: 'Clear filters' }).click()
    await expect(page).toHaveURL('/drinks/beers')
    await expect(rowNames(page)).toHaveText(['San Miguel Pale Pilsen', 'Red Horse Extra Strong'])
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('?q= and ?diet= render the same result on the server; the form and the chips work as plain HTML', async ({ page }) => {
    await page.goto('/drinks?q=pina')
    await expect(searchField(page)).toHaveValue('pina')
    await expect(rowNames(page).filter({ hasText: 'Piña Colada' })).toHaveCount(1)
    await expect(rowNames(page).filter({ hasText: 'Mojito' })).toHaveCount(0)
    await expect(page.getByTestId('filter-status')).toHaveText(/^\d+ drinks? match(es)? “pina”$/)

    await page.goto('/menu')
    await searchField(page).fill('sisig')
    await searchField(page).press('Enter')
    await expect(page).toHaveURL('/menu?q=sisig')
    await expect(rowNames(page)).toHaveText(['Sizzling Sisig', 'Tofu Sisig'])
    await dietFilter(page, 'Vegan').click()
    await expect(page).toHaveURL('/menu?q=sisig&diet=vegan')
    await expect(rowNames(page)).toHaveText(['Tofu Sisig'])
    await expect(page.getByTestId('filter-status')).toHaveText('1 dish matches “sisig” and Vegan')
    // The form keeps the diet filter when the guest searches again.
    await searchField(page).fill('tofu')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/menu\?q=tofu&diet=vegan$/)
    // (Extra tofu matches the word but carries no vegan label.)
    await expect(rowNames(page)).toHaveText(['Tofu Sisig'])
  })
})

test.describe('axe on search and filter states (phone)', () => {
  test.use({ viewport: PHONE })
  test('no violations with results, with a filter on, and on the empty state; no sideways scroll on a phone or a desktop', async ({ page }) => {
    for (const path of ['/drinks/cocktails?q=pina', '/menu?diet=vegan,gluten-free', '/menu/breakfast?q=egg&diet=vegetarian', '/drinks?q=zzzz']) {
      await openHydrated(page, path)
      await expect(page.getByTestId('filter-status')).not.toHaveText('')
      await expectAxeCleanAndFits(page, path)
    }
    // Focus on a chip and in the field show.
    await dietFilter(page, 'Vegan').focus()
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).not.toBe('none')
  })
})
