import type { Page } from '@playwright/test'
import { DESKTOP, PHONE, apiGet, atSize, expect, expectAxeCleanAndFits, expectNoAxeViolations, expectToast, holdRequests, mockApi, ownName, signIn, test, testTag } from './support/admin-fixtures'
import { type CategoryJson, categoryMessages } from '~/contracts/categories'
import type { MenuItemJson } from '~/contracts/menu'

// Every category these tests add is a drink category named with the test's tag (the food categories stay the seeded
// seven, which admin-menu.spec.ts lists exactly), and is deleted when the test ends (the `menu` fixture).

async function openCategories(page: Page) {
  await signIn(page)
  await page.goto('/admin/categories')
  await expect(page.getByRole('heading', { name: /^Drink categories \(\d+\)$/ })).toBeVisible()
}

const drinkList = (page: Page) => page.getByRole('list', { name: 'Drink categories' })
const foodList = (page: Page) => page.getByRole('list', { name: 'Food categories' })
const rowOf = (page: Page, name: string) => drinkList(page).getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) })

/** The drink categories' names, in the order the page shows them. */
async function shownDrinkNames(page: Page): Promise<string[]> {
  return drinkList(page).getByRole('listitem').locator('p.font-medium').allTextContents()
}

async function drinkSlugs(page: Page): Promise<string[]> {
  return (await apiGet<CategoryJson[]>(page, '/api/categories')).filter((c) => c.kind === 'drink').map((c) => c.slug)
}

test('lists food and drink categories in display order, with their addresses and item counts', async ({ page }) => {
  await openCategories(page)
  const categories = await apiGet<CategoryJson[]>(page, '/api/categories')
  const food = categories.filter((c) => c.kind === 'food')
  await expect(page.getByRole('heading', { name: `Food categories (${food.length})` })).toBeVisible()
  await expect(foodList(page).getByRole('listitem').locator('p.font-medium')).toHaveText(food.map((c) => c.name))
  // Other tests add drink categories meanwhile: the seeded six come first, in their order.
  expect((await shownDrinkNames(page)).slice(0, 6)).toEqual(['Coffee', 'Wines', 'Beers', 'Spirits', 'Cocktails', 'Non-Alcoholics'])

  const soups = (await apiGet<MenuItemJson[]>(page, '/api/menu/soups')).filter((m) => m.name !== 'EXTRAS_SECTION').length
  const soupsRow = foodList(page).getByRole('listitem').filter({ hasText: 'Soups' })
  await expect(soupsRow).toContainText(`/menu/soups · ${soups} items`)
  await expect(rowOf(page, 'Coffee')).toContainText('/drinks/coffee')
  // The first of a list cannot move up, the last cannot move down (still focusable, marked disabled).
  await expect(page.getByRole('button', { name: 'Move Breakfast up', exact: true })).toHaveAttribute('aria-disabled', 'true')
  await expect(page.getByRole('button', { name: 'Move Vegetarian down', exact: true })).toHaveAttribute('aria-disabled', 'true')
  await expect(page.getByRole('button', { name: 'Move Coffee up', exact: true })).toHaveAttribute('aria-disabled', 'true')
})

test('adds a drink category: the slug follows the name unless staff type one; it comes last and the menu page offers it', async ({ page, menu }) => {
  await openCategories(page)
  const tag = testTag()
  const name = `Frozen Piña Drinks ${tag}`

  await page.getByRole('button', { name: 'Add Category' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Category' })
  await dialog.getByLabel('Name').fill(name)
  await expect(dialog.getByLabel(/^Slug/)).toHaveValue(`frozen-pina-drinks-${tag}`)
  await dialog.getByLabel('Kind').selectOption({ label: 'Drink' })
  await expect(dialog.getByText(`Guests find it at /drinks/frozen-pina-drinks-${tag}.`, { exact: false })).toBeVisible()
  await dialog.getByRole('button', { name: 'Add Category' }).click()
  await expectToast(page, { title: 'Success', description: `Category "${name}" added.` })
  menu.removeAtEnd({ category: `frozen-pina-drinks-${tag}` })
  await expect(dialog).toBeHidden()
  await expect(rowOf(page, name)).toContainText(`/drinks/frozen-pina-drinks-${tag}`)
  const saved = (await apiGet<CategoryJson[]>(page, '/api/categories')).find((c) => c.name === name)
  expect(saved).toMatchObject({ slug: `frozen-pina-drinks-${tag}`, kind: 'drink' })
  // Added last (nothing after it but what other tests added since).
  expect((await drinkSlugs(page)).indexOf(saved!.slug)).toBeGreaterThan(5)

  // A slug of the staff's own.
  const second = ownName('Shots')
  await page.getByRole('button', { name: 'Add Category' }).click()
  await dialog.getByLabel('Name').fill(second)
  await dialog.getByLabel('Kind').selectOption({ label: 'Drink' })
  await dialog.getByLabel(/^Slug/).fill(`tagay-${tag}`)
  // Typing the name again no longer changes a slug staff typed.
  await dialog.getByLabel('Name').fill(`${second} `)
  await expect(dialog.getByLabel(/^Slug/)).toHaveValue(`tagay-${tag}`)
  await dialog.getByRole('button', { name: 'Add Category' }).click()
  await expectToast(page, { title: 'Success', description: `Category "${second}" added.` })
  menu.removeAtEnd({ category: `tagay-${tag}` })
  await expect(rowOf(page, second)).toContainText(`/drinks/tagay-${tag}`)

  // The staff menu's Drinks side offers the new categories, food's does not.
  await page.goto('/admin/menu?kind=drinks')
  await expect(page.getByLabel('Category').locator('option', { hasText: name })).toHaveCount(1)
  await page.goto('/admin/menu')
  await expect(page.getByRole('heading', { name: /^Breakfast \(\d+ items\)$/ })).toBeVisible()
  await expect(page.getByLabel('Category').locator('option', { hasText: name })).toHaveCount(0)
})

test('renaming keeps the slug unless staff change it; a new slug takes the items along', async ({ page, menu }) => {
  const category = await menu.addCategory(ownName('Tiki'))
  const drink = await menu.addItem({ name: ownName('Zombie'), category: category.slug })
  await openCategories(page)

  await page.getByRole('button', { name: `Rename ${category.name}`, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: `Rename ${category.name}` })
  await expect(dialog.getByLabel('Name')).toHaveValue(category.name)
  await expect(dialog.getByLabel(/^Slug/)).toHaveValue(category.slug)
  const renamed = ownName('Tiki Bar Classics')
  await dialog.getByLabel('Name').fill(renamed)
  await expect(dialog.getByLabel(/^Slug/)).toHaveValue(category.slug)
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expectToast(page, { title: 'Success', description: `Category "${renamed}" saved.` })
  await expect(dialog).toBeHidden()
  await expect(rowOf(page, renamed)).toContainText(`/drinks/${category.slug}`)
  expect((await apiGet<CategoryJson[]>(page, '/api/categories')).find((c) => c.name === renamed)?.slug).toBe(category.slug)

  // Now the slug: the hint says where the page moves, the items follow.
  const slug = `tiki-classics-${testTag()}`
  await page.getByRole('button', { name: `Rename ${renamed}`, exact: true }).click()
  const again = page.getByRole('dialog', { name: `Rename ${renamed}` })
  await again.getByLabel(/^Slug/).fill(slug)
  await expect(again.getByText(`The page moves to /drinks/${slug}; links to /drinks/${category.slug} stop working.`)).toBeVisible()
  await again.getByRole('button', { name: 'Save Changes' }).click()
  await expectToast(page, { title: 'Success', description: `Category "${renamed}" saved.` })
  menu.removeAtEnd({ category: slug })
  await expect(rowOf(page, renamed)).toContainText(`/drinks/${slug} · 1 item`)
  expect((await apiGet<MenuItemJson[]>(page, `/api/drinks/${slug}`)).map((m) => m.id)).toEqual([drink.id])
})

test('reorders with the keyboard, within its kind, and says where the category went', async ({ page, menu }) => {
  const first = await menu.addCategory(ownName('Highballs'))
  const second = await menu.addCategory(ownName('Lowballs'))
  await openCategories(page)
  const foodBefore = await foodList(page).getByRole('listitem').locator('p.font-medium').allTextContents()
  const names = await shownDrinkNames(page)
  const at = names.indexOf(second.name)
  expect(names[at - 1]).toBe(first.name)
  const total = names.length

  const up = page.getByRole('button', { name: `Move ${second.name} up`, exact: true })
  await up.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'moved' })).toHaveText(`${second.name} moved up: ${at} of ${total} drink categories.`)
  expect((await shownDrinkNames(page)).slice(at - 1, at + 1)).toEqual([second.name, first.name])
  // Focus stays on the button, so the next press moves it on.
  await expect(up).toBeFocused()
  await page.keyboard.press('Space')
  await expect(page.getByRole('status').filter({ hasText: 'moved' })).toHaveText(`${second.name} moved up: ${at - 1} of ${total} drink categories.`)
  await expect(up).toBeFocused()

  // Back down twice, with the Move down button.
  const down = page.getByRole('button', { name: `Move ${second.name} down`, exact: true })
  await page.keyboard.press('Tab')
  await expect(down).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'moved' })).toHaveText(`${second.name} moved down: ${at} of ${total} drink categories.`)
  await expect(down).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'moved' })).toHaveText(`${second.name} moved down: ${at + 1} of ${total} drink categories.`)

  const slugs = await drinkSlugs(page)
  expect(slugs.indexOf(second.slug)).toBe(slugs.indexOf(first.slug) + 1)
  // The food list did not move.
  await expect(foodList(page).getByRole('listitem').locator('p.font-medium')).toHaveText(foodBefore)
})

test('deletes an empty category after a confirmation', async ({ page, menu }) => {
  const category = await menu.addCategory(ownName('Sake'))
  await openCategories(page)

  await page.getByRole('button', { name: `Delete ${category.name}`, exact: true }).click()
  const confirm = page.getByRole('alertdialog', { name: `Delete the category "${category.name}"?` })
  await expect(confirm).toContainText(`It has no items. /drinks/${category.slug} will no longer exist.`)
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()
  await expect(rowOf(page, category.name)).toBeVisible()

  await page.getByRole('button', { name: `Delete ${category.name}`, exact: true }).click()
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expectToast(page, { title: 'Success', description: `Category "${category.name}" deleted.` })
  await expect(rowOf(page, category.name)).toHaveCount(0)
  expect(await drinkSlugs(page)).not.toContain(category.slug)
})

test('deleting a category with items asks where they go (same kind only) and moves them', async ({ page, menu }) => {
  const from = await menu.addCategory(ownName('Rum Punches'))
  const to = await menu.addCategory(ownName('Punch Bowls'))
  const drinks = [await menu.addItem({ name: ownName('Planters Punch'), category: from.slug }), await menu.addItem({ name: ownName('Rum Swizzle'), category: from.slug })]
  await openCategories(page)
  await expect(rowOf(page, from.name)).toContainText('2 items')

  await page.getByRole('button', { name: `Delete ${from.name}`, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: `Delete ${from.name}?` })
  await expect(dialog).toContainText(categoryMessages.inUse(from.name, 2))
  const target = dialog.getByLabel('Move the items to')
  await expect(target.locator('option', { hasText: 'Coffee' })).toHaveCount(1)
  await expect(target.locator('option', { hasText: 'Breakfast' })).toHaveCount(0)
  await expect(target.locator('option', { hasText: from.name })).toHaveCount(0)

  // Cancel leaves everything as it was.
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await expect(rowOf(page, from.name)).toBeVisible()

  await page.getByRole('button', { name: `Delete ${from.name}`, exact: true }).click()
  await target.selectOption({ label: to.name })
  await dialog.getByRole('button', { name: 'Move items and delete' }).click()
  await expectToast(page, { title: 'Success', description: `Category "${from.name}" deleted; its items were moved.` })
  await expect(dialog).toBeHidden()
  await expect(rowOf(page, from.name)).toHaveCount(0)
  await expect(rowOf(page, to.name)).toContainText('2 items')
  expect((await apiGet<MenuItemJson[]>(page, `/api/drinks/${to.slug}`)).map((m) => m.id)).toEqual(drinks.map((d) => d.id))
  expect((await page.request.get(`/api/drinks/${from.slug}`)).status()).toBe(404)
})

test('a duplicate name or slug is refused with the server’s message, on its field', async ({ page, menu, consoleGuard }) => {
  consoleGuard.allow(/status of 409/)
  const own = await menu.addCategory(ownName('Aperitifs'))
  await openCategories(page)
  const before = (await apiGet<CategoryJson[]>(page, '/api/categories')).length

  await page.getByRole('button', { name: 'Add Category' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Category' })
  await dialog.getByLabel('Name').fill('coffee')
  await dialog.getByLabel('Kind').selectOption({ label: 'Drink' })
  // The slug the server would make, since "coffee" is taken.
  await expect(dialog.getByLabel(/^Slug/)).toHaveValue('coffee-2')
  await dialog.getByRole('button', { name: 'Add Category' }).click()
  await expect(dialog.getByText(categoryMessages.nameTaken('Coffee'))).toBeVisible()
  await expect(dialog.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true')
  await expect(dialog.getByLabel('Name')).toBeFocused()
  await expect(dialog).toBeVisible()
  expect((await apiGet<CategoryJson[]>(page, '/api/categories')).length).toBe(before)
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: `Rename ${own.name}`, exact: true }).click()
  const rename = page.getByRole('dialog', { name: `Rename ${own.name}` })
  await rename.getByLabel(/^Slug/).fill('beers')
  await rename.getByRole('button', { name: 'Save Changes' }).click()
  await expect(rename.getByText(categoryMessages.slugTaken('beers'))).toBeVisible()
  await expect(rename.getByLabel(/^Slug/)).toHaveAttribute('aria-invalid', 'true')
  // A slug that is not one never leaves the browser.
  await rename.getByLabel(/^Slug/).fill('Not A Slug')
  await rename.getByRole('button', { name: 'Save Changes' }).click()
  await expect(rename.getByText(categoryMessages.slug)).toBeVisible()
  await page.keyboard.press('Escape')
  expect((await apiGet<CategoryJson[]>(page, '/api/categories')).find((c) => c.name === own.name)?.slug).toBe(own.slug)
})

test('shows loading and error states', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 500/)
  await signIn(page)
  const held = await holdRequests(page, '**/api/categories')
  await page.goto('/admin/categories')
  await expect(page.getByRole('status').filter({ hasText: 'Loading categories...' })).toBeAttached()
  await expect(page.getByRole('button', { name: 'Add Category' })).toBeDisabled()
  await held.release()
  await expect(page.getByRole('heading', { name: /^Drink categories/ })).toBeVisible()

  const failing = await mockApi(page, '**/api/categories', 500, { message: 'Something went wrong' })
  await page.reload()
  await expect(page.getByRole('alert').filter({ hasText: 'The categories could not be loaded.' })).toBeVisible()
  await failing.stop()
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { name: /^Drink categories/ })).toBeVisible()
})

test("passes axe at the owner's desktop size, dialogs included; on a phone too, no sideways scroll and the dialogs' buttons in view", async ({
  page,
  menu,
}) => {
  const category = await menu.addCategory(ownName('Axe Drinks'))
  await menu.addItem({ name: ownName('Axe Sour'), category: category.slug })
  await page.setViewportSize(DESKTOP)
  await openCategories(page)
  await expectAxeCleanAndFits(page, 'categories')

  await page.getByRole('button', { name: 'Add Category' }).click()
  const add = page.getByRole('dialog', { name: 'Add Category' })
  await expect(add.getByLabel('Name')).toBeFocused()
  await add.getByRole('button', { name: 'Add Category' }).click()
  await expect(add.getByText(categoryMessages.name)).toBeVisible()
  await atSize(page, PHONE, () => expect(add.getByRole('button', { name: 'Add Category' })).toBeInViewport())
  // axe reads the colours people read, not the pointer's hover.
  await page.mouse.move(0, 0)
  await expectNoAxeViolations(page, 'add dialog')
  await page.keyboard.press('Escape')
  await expect(add).toBeHidden()
  await expect(page.getByRole('button', { name: 'Add Category' })).toBeFocused()

  await page.getByRole('button', { name: `Delete ${category.name}`, exact: true }).click()
  const move = page.getByRole('dialog', { name: `Delete ${category.name}?` })
  await atSize(page, PHONE, () => expect(move.getByRole('button', { name: 'Move items and delete' })).toBeInViewport())
  await expectNoAxeViolations(page, 'move dialog')
  await page.keyboard.press('Escape')
  await expect(move).toBeHidden()
})
