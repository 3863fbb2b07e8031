import type { Page } from '@playwright/test'
import { PHONE, apiGet, expect, expectNoAxeViolations, expectNoSidewaysScroll, expectToast, failWrites, ownName, signIn, test } from './support/admin-fixtures'
import { formatPeso } from '../../app/lib/money'
import type { MenuItemJson as MenuItem } from '~/contracts/menu'

const REQUIRED = 'Please fill in all required fields.'
/** The categories a new dish can go in; the filter also offers Vegetarian (dishes are moved there by an edit). */
const NEW_DISH_CATEGORIES = ['Breakfast', 'Appetizers', 'Soups', 'Main Dishes', 'Sides', 'Desserts']

async function openMenuPage(page: Page) {
  await signIn(page)
  await page.goto('/admin/menu')
  await expect(page.getByRole('heading', { name: /^Breakfast \(\d+ items\)$/ })).toBeVisible()
}

async function createDish(page: Page, input: Partial<MenuItem> & { name: string }): Promise<MenuItem> {
  const res = await page.request.post('/api/menu', {
    data: { description: 'Made for a test', price: 9950, category: 'sides', isSpecial: false, ...input },
  })
  expect(res.status(), await res.text()).toBe(201)
  return res.json()
}

/** Counts the writes the page sends to /api/menu. */
function countMenuWrites(page: Page) {
  const writes: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/api/menu') && r.method() !== 'GET') writes.push(`${r.method()} ${r.url()}`)
  })
  return writes
}

test('groups the menu by category with counts, labels, Special badges and peso prices', async ({ page }) => {
  await openMenuPage(page)
  const menu = await apiGet<MenuItem[]>(page, '/api/menu')
  const dishes = (category: string) => menu.filter((m) => m.category === category && m.name !== 'EXTRAS_SECTION').length
  await expect(page.getByRole('heading', { name: `Main Dishes (${dishes('main-dishes')} items)` })).toBeVisible()
  await expect(page.getByRole('heading', { name: `Breakfast (${dishes('breakfast')} items)` })).toBeVisible()

  const special = menu.find((m) => m.isSpecial && m.name !== 'EXTRAS_SECTION')!
  const specialRow = page.getByRole('listitem').filter({ has: page.getByText(special.name, { exact: true }) })
  await expect(specialRow.getByText('Special', { exact: true })).toBeVisible()
  await expect(specialRow).toContainText(formatPeso(special.price))

  // The filter: 'All Categories' plus each category, labels capitalised with spaces.
  const filter = page.getByLabel('Category')
  await expect(filter.locator('option')).toHaveText(['All Categories', ...NEW_DISH_CATEGORIES, 'Vegetarian'])
  await filter.selectOption({ label: 'Main Dishes' })
  await expect(page.getByRole('heading', { name: /\(\d+ items?\)$/ })).toHaveText([`Main Dishes (${dishes('main-dishes')} items)`])
  await filter.selectOption({ label: 'All Categories' })
  await expect(page.getByRole('heading', { name: /\(\d+ items?\)$/ })).toHaveCount(7)
})

test('adds a dish priced in pesos, with the required-fields rule, and it shows on the public menu', async ({ page }) => {
  await openMenuPage(page)
  const writes = countMenuWrites(page)
  const name = ownName('Test Sinigang')

  await page.getByRole('button', { name: 'Add New Item' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add New Item' })
  await expect(dialog.getByLabel('Category')).toHaveValue('breakfast')
  await expect(dialog.getByLabel('Category').locator('option')).toHaveText(NEW_DISH_CATEGORIES)
  await expect(dialog.getByText('in pesos, e.g. 123.45')).toBeVisible()

  // Nothing filled in: the 'required fields' error toast, nothing sent.
  await dialog.getByRole('button', { name: 'Add Item' }).click()
  await expectToast(page, { title: 'Error', description: REQUIRED, destructive: true })
  await dialog.getByLabel('Name').fill(name)
  await dialog.getByLabel('Description').fill('Sour tamarind soup for the test')
  await dialog.getByLabel('Price (₱)').fill('0')
  await dialog.getByRole('button', { name: 'Add Item' }).click()
  await expectToast(page, { title: 'Error', description: REQUIRED, destructive: true })

  // A price that is not pesos is a field error.
  await dialog.getByLabel('Price (₱)').fill('12,34.5x')
  await dialog.getByRole('button', { name: 'Add Item' }).click()
  await expect(dialog.getByText('Enter the price in pesos, e.g. 123.45')).toBeVisible()
  await expect(dialog.getByLabel('Price (₱)')).toHaveAttribute('aria-invalid', 'true')
  expect(writes).toEqual([])

  await dialog.getByLabel('Price (₱)').fill('123.45')
  await dialog.getByLabel('Category').selectOption({ label: 'Soups' })
  await dialog.getByRole('checkbox', { name: /Special item/ }).check()
  await dialog.getByRole('group', { name: 'Diet and allergen labels' }).getByRole('checkbox', { name: 'Gluten-free' }).check()
  await dialog.getByRole('button', { name: 'Add Item' }).click()
  await expectToast(page, { title: 'Success', description: 'Menu item added successfully.' })
  await expect(dialog).toBeHidden()
  expect(writes).toHaveLength(1)

  const row = page.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) })
  await expect(row).toContainText('₱123.45')
  await expect(row.getByText('Special', { exact: true })).toBeVisible()
  const saved = (await apiGet<MenuItem[]>(page, '/api/menu')).find((m) => m.name === name)
  expect(saved).toMatchObject({
    price: 12345,
    category: 'soups',
    isSpecial: true,
    description: 'Sour tamarind soup for the test',
    dietLabels: ['gluten-free'],
    soldOutUntil: null,
  })
  await expect(row.getByRole('list', { name: 'Diet labels' })).toHaveText('Gluten-free')
  const soups = (await apiGet<MenuItem[]>(page, '/api/menu/soups')).filter((m) => m.name !== 'EXTRAS_SECTION').length
  await expect(page.getByRole('heading', { name: `Soups (${soups} items)` })).toBeVisible()

  // After a successful add the form starts empty again.
  await page.getByRole('button', { name: 'Add New Item' }).click()
  await expect(dialog.getByLabel('Name')).toHaveValue('')
  await expect(dialog.getByLabel('Category')).toHaveValue('breakfast')
  await page.keyboard.press('Escape')

  // Guests see it on the public menu.
  await page.goto('/menu/soups')
  await expect(page.getByText(name)).toBeVisible()
  await expect(page.getByText('₱123.45').first()).toBeVisible()
})

test('edits a dish, vegetarian allowed, and the public menu follows', async ({ page }) => {
  await openMenuPage(page)
  const dish = await createDish(page, { name: ownName('Test Lumpia'), price: 9950, category: 'sides' })
  await page.reload()

  await page.getByRole('button', { name: `Edit ${dish.name}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Menu Item' })
  await expect(dialog.getByLabel('Name')).toHaveValue(dish.name)
  await expect(dialog.getByLabel('Price (₱)')).toHaveValue('99.50')
  await expect(dialog.getByLabel('Category')).toHaveValue('sides')
  await expect(dialog.getByLabel('Category').locator('option', { hasText: 'Vegetarian' })).toHaveCount(1)
  // A dish moves between food categories only.
  await expect(dialog.getByLabel('Category').locator('option', { hasText: 'Coffee' })).toHaveCount(0)

  await dialog.getByLabel('Category').selectOption({ label: 'Vegetarian' })
  await dialog.getByLabel('Price (₱)').fill('150')
  await dialog.getByLabel('Description').fill('Fresh vegetable spring rolls')
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expectToast(page, { title: 'Success', description: 'Menu item updated successfully.' })
  await expect(dialog).toBeHidden()

  const vegetarian = page.getByRole('region', { name: /^Vegetarian \(\d+ items\)$/ })
  await expect(vegetarian.getByRole('listitem').filter({ hasText: dish.name })).toContainText('₱150.00')
  const saved = (await apiGet<MenuItem[]>(page, '/api/menu')).find((m) => m.id === dish.id)
  expect(saved).toMatchObject({ category: 'vegetarian', price: 15000, description: 'Fresh vegetable spring rolls' })

  await page.goto('/menu/vegetarian')
  await expect(page.getByText(dish.name)).toBeVisible()
  await page.goto('/menu/sides')
  await expect(page.getByText('French Fries')).toBeVisible()
  await expect(page.getByText(dish.name)).toHaveCount(0)
})

test("the edit dialog keeps the dish's category when the categories arrive after it opened", async ({ page }) => {
  await openMenuPage(page)
  const dish = await createDish(page, { name: ownName('Late Lumpia'), category: 'sides' })
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/categories', async (route) => {
    await held
    await route.continue()
  })
  await page.reload()
  await page.getByRole('button', { name: `Edit ${dish.name}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Menu Item' })
  await expect(dialog.getByLabel('Category').locator('option')).toHaveCount(0)
  release()
  await expect(dialog.getByLabel('Category').locator('option', { hasText: 'Vegetarian' })).toHaveCount(1)
  await expect(dialog.getByLabel('Category')).toHaveValue('sides')
})

test('deletes a dish after the confirmation', async ({ page }) => {
  await openMenuPage(page)
  const dish = await createDish(page, { name: ownName('Test Turon'), category: 'desserts' })
  await page.reload()
  const row = page.getByRole('listitem').filter({ has: page.getByText(dish.name, { exact: true }) })

  await page.getByRole('button', { name: `Delete ${dish.name}` }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this menu item?' })
  await expect(confirm).toBeVisible()
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()
  await expect(row).toBeVisible()

  await page.getByRole('button', { name: `Delete ${dish.name}` }).click()
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expectToast(page, { title: 'Success', description: 'Menu item deleted successfully.' })
  await expect(row).toHaveCount(0)
  expect((await apiGet<MenuItem[]>(page, '/api/menu')).some((m) => m.id === dish.id)).toBe(false)
})

test('a failed save shows the failure toast, never success', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 500/)
  await openMenuPage(page)
  const dish = await createDish(page, { name: ownName('Test Halo'), category: 'desserts' })
  await page.reload()
  await failWrites(page, '**/api/menu**')

  await page.getByRole('button', { name: 'Add New Item' }).click()
  const add = page.getByRole('dialog', { name: 'Add New Item' })
  await add.getByLabel('Name').fill(ownName('Never saved'))
  await add.getByLabel('Description').fill('x')
  await add.getByLabel('Price (₱)').fill('10')
  await add.getByRole('button', { name: 'Add Item' }).click()
  await expectToast(page, { title: 'Error', description: 'Failed to add menu item. Please try again.', destructive: true })
  await expect(add).toBeVisible()
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: `Edit ${dish.name}` }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Menu Item' })
  await edit.getByLabel('Price (₱)').fill('1')
  await edit.getByRole('button', { name: 'Save Changes' }).click()
  await expectToast(page, { title: 'Error', description: 'Failed to update menu item. Please try again.', destructive: true })
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: `Delete ${dish.name}` }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expectToast(page, { title: 'Error', description: 'Failed to delete menu item. Please try again.', destructive: true })
  await expect(page.getByRole('listitem').filter({ hasText: dish.name })).toBeVisible()
  await expect(page.getByText(/successfully/)).toHaveCount(0)
})

test('dialogs trap focus, close with Escape and pass axe', async ({ page }) => {
  await openMenuPage(page)
  await expectNoAxeViolations(page, 'menu page')

  const addButton = page.getByRole('button', { name: 'Add New Item' })
  await addButton.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Add New Item' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('Name')).toBeFocused()
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  }
  await expectNoAxeViolations(page, 'add dialog')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(addButton).toBeFocused()

  await page.getByRole('button', { name: /^Delete / }).first().click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText('Are you sure you want to delete this menu item?')
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await expectNoAxeViolations(page, 'delete confirmation')
  await page.keyboard.press('Escape')
  await expect(confirm).toBeHidden()
})

// (axe runs at the owner's desktop size above: on a phone the page shows the same elements, stacked.)
test('is usable on a phone', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await openMenuPage(page)
  await expectNoSidewaysScroll(page, PHONE.width)
  await page.getByRole('button', { name: 'Add New Item' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add New Item' })
  await expect(dialog.getByRole('button', { name: 'Add Item' })).toBeInViewport()
})
