import { request as playwrightRequest } from '@playwright/test'
import { E2E_ADMIN, expect, expectAxeCleanAndFits, expectNoSidewaysScroll, openHydrated, PHONE, test } from './support/public-fixtures'
import { venueDishes, venueDrinks } from '../support/venue-menu'

// The venue's own menu, entered through the staff API into an empty database: 70 dishes in the seven food
// categories and 33 drinks in the six drink categories, with long names and accents. The tests only read it.
const dishCount = venueDishes.filter((d) => d.name !== 'EXTRAS_SECTION').length
const rows = '[data-testid="menu-item"], [data-testid="menu-extra"]'
const longDrink = 'Sunset over White Beach: Passion Fruit, Aperol, Prosecco and a Splash of Calamansi'

test.beforeAll(async ({ baseURL }) => {
  const staff = await playwrightRequest.newContext({ baseURL })
  expect((await staff.post('/api/auth/login', { data: { ...E2E_ADMIN, remember: false } })).status()).toBe(200)
  // Entered once per server: a worker that starts after another has done it finds the menu there.
  const existing = (await (await staff.get('/api/drinks')).json()) as unknown[]
  if (existing.length === 0) {
    for (const item of [...venueDishes, ...venueDrinks]) {
      const res = await staff.post('/api/menu', { data: item })
      expect(res.status(), `${item.name}: ${await res.text()}`).toBe(201)
    }
  }
  await staff.dispose()
})
test.describe.configure({ mode: 'serial' })

test('the whole menu shows every dish and drink, passes axe on a phone and fits a phone and a desktop', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await openHydrated(page, '/menu')
  await expect(page.locator(rows)).toHaveCount(dishCount)
  await expect(page.getByTestId('menu-section')).toHaveCount(7)
  await expect(page.getByText('Beach Bar Big Breakfast with Two Eggs, Bacon, Sausage, Grilled Tomato, Hash Brown and Toast')).toBeVisible()
  await expectAxeCleanAndFits(page, '/menu')

  await openHydrated(page, '/drinks')
  await expect(page.locator(rows)).toHaveCount(venueDrinks.length)
  await expect(page.getByTestId('menu-section')).toHaveCount(6)
  await expect(page.getByText(longDrink)).toBeVisible()
  await expectAxeCleanAndFits(page, '/drinks')
})

test('a guest on a phone finds the piña coladas, and narrows the dishes to vegan ones', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await openHydrated(page, '/drinks')
  await page.getByRole('searchbox', { name: 'Search drinks' }).fill('pina')
  await expect(page.locator(rows).getByTestId('item-name')).toHaveText(['Piña Colada', 'Virgin Piña Colada'])
  await expect(page.getByTestId('filter-status')).toHaveText('2 drinks match “pina”')

  await openHydrated(page, '/menu')
  await page.getByRole('group', { name: 'Show only' }).getByRole('link', { name: 'Vegan', exact: true }).click()
  await expect(page).toHaveURL('/menu?diet=vegan')
  const vegan = venueDishes.filter((d) => d.dietLabels.includes('vegan')).map((d) => d.name)
  await expect(page.locator(rows).getByTestId('item-name')).toHaveText(vegan)
  await expectNoSidewaysScroll(page, PHONE.width, '/menu?diet=vegan')
})
