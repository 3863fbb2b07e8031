import { apiGet, expect, holdRequests, MENU_NOTICE, mockApi, navigateWithBottomBar, openHydrated, test } from './support/public-fixtures'
import type { MenuItemJson } from '~/contracts/menu'

// Independent tests (one shared demo database, nothing they change overlaps): spread them over the workers.
test.describe.configure({ mode: 'parallel' })

const peso = (centavos: number) => `₱${(centavos / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`

/**
 * What the full menu must draw for each API item: ids 8 to 19 are compact extras rows numbered id - 1, the others
 * normal rows numbered with their own id.
 */
function expectedFullMenuRow(item: MenuItemJson) {
  if (item.id >= 8 && item.id <= 19) return { kind: 'menu-extra', number: String(item.id - 1) }
  return { kind: 'menu-item', number: String(item.id) }
}

test.describe('full menu (/ and /menu)', () => {
  test('shows the logo linking home, the dashed notice and every item with number, name, price and description', async ({ page }) => {
    await page.goto('/')
    const logo = page.getByRole('link', { name: 'Boracay Beach Bar, home' })
    await expect(logo).toHaveAttribute('href', '/')
    const notice = page.getByTestId('menu-notice')
    await expect(notice).toHaveText(MENU_NOTICE)
    expect(await notice.evaluate((el) => getComputedStyle(el).borderStyle)).toBe('dashed')

    const tapsilog = page.locator('[data-item-id="1"]')
    await expect(tapsilog.getByTestId('item-number')).toHaveText('1')
    await expect(tapsilog.getByTestId('item-name')).toHaveText('Tapsilog')
    await expect(tapsilog.getByTestId('item-price')).toHaveText('₱320.00')
    await expect(tapsilog).toContainText('Cured beef tapa, garlic fried rice, fried egg and atchara')
  })

  test('draws every API item in order: ids 8-19 as compact extras numbered id - 1, others with their own id', async ({ page }) => {
    const items = await apiGet<MenuItemJson[]>(page, '/api/menu')
    await page.goto('/menu')
    const dishes = items.filter((i) => i.name !== 'EXTRAS_SECTION')
    const rows = page.locator('[data-testid="menu-item"], [data-testid="menu-extra"]')
    await expect(rows).toHaveCount(dishes.length)
    const drawn = await rows.evaluateAll((els) =>
      els.map((el) => ({
        id: Number(el.getAttribute('data-item-id')),
        kind: el.getAttribute('data-testid'),
        number: el.querySelector('[data-testid="item-number"]')?.textContent,
        name: el.querySelector('[data-testid="item-name"]')?.textContent,
        price: el.querySelector('[data-testid="item-price"]')?.textContent,
      })),
    )
    expect(drawn).toEqual(dishes.map((i) => ({ id: i.id, ...expectedFullMenuRow(i), name: i.name, price: peso(i.price) })))

    // Spot checks of the rule with the demo data: id 8 is number 7, id 19 is number 18, id 20 keeps 20.
    await expect(page.locator('[data-item-id="8"] [data-testid="item-number"]')).toHaveText('7')
    await expect(page.locator('[data-item-id="19"] [data-testid="item-number"]')).toHaveText('18')
    await expect(page.locator('[data-item-id="20"]')).toHaveAttribute('data-testid', 'menu-item')
    await expect(page.locator('[data-item-id="20"] [data-testid="item-number"]')).toHaveText('20')
    // Each EXTRAS_SECTION entry is an EXTRAS subsection heading, never a row.
    await expect(page.getByRole('heading', { name: 'EXTRAS', exact: true })).toHaveCount(
      items.filter((i) => i.name === 'EXTRAS_SECTION').length,
    )
    await expect(page.getByText('EXTRAS_SECTION')).toHaveCount(0)
  })

  test('the star marks special items only', async ({ page }) => {
    const items = await apiGet<MenuItemJson[]>(page, '/api/menu')
    await page.goto('/menu')
    const specials = items.filter((i) => i.isSpecial)
    expect(specials.length).toBeGreaterThan(0)
    await expect(page.getByTestId('special-star')).toHaveCount(specials.length)
    await expect(page.locator('[data-item-id="4"]').getByTestId('special-star')).toBeVisible() // Beach Bar Big Breakfast
    await expect(page.locator('[data-item-id="1"]').getByTestId('special-star')).toHaveCount(0)
  })

  test('/ and /menu are the same screen', async ({ page }) => {
    await page.goto('/')
    const home = await page.locator('main').innerText()
    await page.goto('/menu')
    expect(await page.locator('main').innerText()).toBe(home)
  })

  test('shows six placeholder rows while the menu loads', async ({ page }) => {
    await openHydrated(page, '/offers')
    const hold = await holdRequests(page, '**/api/menu')
    await navigateWithBottomBar(page, 'Menu')
    await expect(page).toHaveURL('/menu')
    await expect(page.getByTestId('menu-placeholder')).toHaveCount(6)
    await expect.poll(() => hold.held.length).toBe(1)
    await hold.release()
    await expect(page.getByTestId('menu-placeholder')).toHaveCount(0)
    await expect(page.locator('[data-item-id="1"]')).toContainText('Tapsilog')
  })

  test('shows an error state with a working retry when the menu cannot load', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 500/)
    await openHydrated(page, '/offers')
    const failing = await mockApi(page, '**/api/menu', 500, { message: 'Database unavailable' })
    await navigateWithBottomBar(page, 'Menu')
    const alert = page.getByRole('alert')
    await expect(alert).toContainText("We couldn't load the menu.")
    await failing.stop()
    await alert.getByRole('button', { name: 'Try again' }).click()
    await expect(page.locator('[data-item-id="1"]')).toContainText('Tapsilog')
    await expect(page.getByRole('alert')).toHaveCount(0)
  })

  test('carries schema.org Restaurant data with the menu', async ({ page }) => {
    await page.goto('/')
    const raw = await page.locator('script[type="application/ld+json"]').textContent()
    const ld = JSON.parse(raw ?? '{}')
    expect(ld['@type']).toBe('Restaurant')
    // The venue's details as staff keep them (the demo's: migration 0007), with the weekly hours.
    expect(ld.address).toEqual({ '@type': 'PostalAddress', streetAddress: 'Malay, Aklan, Philippines' })
    expect(ld.telephone).toBe('+63 36 288 0000')
    expect(ld.openingHoursSpecification).toHaveLength(7)
    const sections = ld.hasMenu.hasMenuSection as Array<{ name: string; hasMenuItem: Array<{ name: string; offers: { price: string } }> }>
    expect(sections.map((s) => s.name)).toEqual(['Breakfast', 'Appetizers', 'Soups', 'Main Dishes', 'Sides', 'Desserts', 'Vegetarian'])
    expect(sections[0].hasMenuItem[0]).toMatchObject({ name: 'Tapsilog', offers: { price: '320.00', priceCurrency: 'PHP' } })
  })
})
