import type { Page } from '@playwright/test'
import {
  DESKTOP,
  PHONE,
  apiGet,
  atSize,
  expect,
  expectAxeCleanAndFits,
  expectNoAxeViolations,
  expectToast,
  failWrites,
  ownName,
  signIn,
  test,
  testTag,
} from './support/admin-fixtures'
import type { MenuItemJson } from '~/contracts/menu'

// The drinks side of the staff menu. Every drink a test adds is its own (named with its tag) and deleted when it ends.

const SEEDED_DRINK_CATEGORIES = ['Coffee', 'Wines', 'Beers', 'Spirits', 'Cocktails', 'Non-Alcoholics']

async function openDrinks(page: Page) {
  await signIn(page)
  await page.goto('/admin/menu?kind=drinks')
  await expect(page.getByRole('heading', { name: /^Coffee \(\d+ items?\)$/ })).toBeVisible()
}

const kindSwitch = (page: Page) => page.getByRole('navigation', { name: 'Food or drinks' })
const rowOf = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) })
/** The row's 'Sold out today' badge (the toggle button says it too). */
const soldOutBadge = (row: ReturnType<typeof rowOf>) => row.getByText('Sold out today', { exact: true }).locator('xpath=self::*[not(ancestor::button)]')
const dishCount = (items: MenuItemJson[], category: string) => items.filter((m) => m.category === category && m.name !== 'EXTRAS_SECTION').length

test('the Food | Drinks switch lists the drinks by category and keeps the choice in the address', async ({ page }) => {
  await signIn(page)
  await page.goto('/admin/menu')
  await expect(kindSwitch(page).getByRole('link', { name: 'Food' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('heading', { name: /^Breakfast \(\d+ items\)$/ })).toBeVisible()

  await kindSwitch(page).getByRole('link', { name: 'Drinks' }).click()
  await expect(page).toHaveURL(/\/admin\/menu\?kind=drinks$/)
  await expect(kindSwitch(page).getByRole('link', { name: 'Drinks' })).toHaveAttribute('aria-current', 'page')
  const drinks = await apiGet<MenuItemJson[]>(page, '/api/drinks')
  await expect(page.getByRole('heading', { name: `Coffee (${dishCount(drinks, 'coffee')} items)` })).toBeVisible()
  await expect(page.getByRole('heading', { name: `Cocktails (${dishCount(drinks, 'cocktails')} items)` })).toBeVisible()
  await expect(page.getByRole('heading', { name: /^Breakfast/ })).toHaveCount(0)

  // The filter: 'All Categories' and the drink categories (the seeded six first; other tests may add their own).
  const filter = page.getByLabel('Category')
  expect((await filter.locator('option').allTextContents()).slice(0, 7)).toEqual(['All Categories', ...SEEDED_DRINK_CATEGORIES])
  await expect(filter.locator('option', { hasText: 'Breakfast' })).toHaveCount(0)
  await filter.selectOption({ label: 'Wines' })
  await expect(page.getByRole('heading', { name: /\(\d+ items?\)$/ })).toHaveText([`Wines (${dishCount(drinks, 'wines')} items)`])

  // A reload (or a shared link) keeps the drinks; Food goes back, with its own filter.
  await page.reload()
  await expect(kindSwitch(page).getByRole('link', { name: 'Drinks' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('heading', { name: /^Coffee \(\d+ items?\)$/ })).toBeVisible()
  await kindSwitch(page).getByRole('link', { name: 'Food' }).click()
  await expect(page).toHaveURL(/\/admin\/menu$/)
  await expect(page.getByRole('heading', { name: /^Breakfast \(\d+ items\)$/ })).toBeVisible()
  await expect(page.getByLabel('Category')).toHaveValue('all')
})

test('adds a drink with diet labels, and edits its labels', async ({ page, menu }) => {
  await openDrinks(page)
  const name = ownName('Calamansi Cooler')

  await page.getByRole('button', { name: 'Add New Item' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add New Item' })
  // A new drink starts in the first drink category; only drink categories are offered.
  await expect(dialog.getByLabel('Category')).toHaveValue('coffee')
  expect((await dialog.getByLabel('Category').locator('option').allTextContents()).slice(0, 6)).toEqual(SEEDED_DRINK_CATEGORIES)
  await expect(dialog.getByLabel('Category').locator('option', { hasText: 'Breakfast' })).toHaveCount(0)

  await dialog.getByLabel('Name').fill(name)
  await dialog.getByLabel('Description').fill('Calamansi, soda and mint')
  await dialog.getByLabel('Price (₱)').fill('145')
  await dialog.getByLabel('Category').selectOption({ label: 'Non-Alcoholics' })
  const labels = dialog.getByRole('group', { name: 'Diet and allergen labels' })
  await expect(labels.getByRole('checkbox')).toHaveCount(6)
  await labels.getByRole('checkbox', { name: 'Vegan' }).check()
  await labels.getByRole('checkbox', { name: 'Gluten-free' }).check()
  await dialog.getByRole('button', { name: 'Add Item' }).click()
  await expectToast(page, { title: 'Success', description: 'Menu item added successfully.' })
  await expect(dialog).toBeHidden()

  const saved = (await apiGet<MenuItemJson[]>(page, '/api/drinks')).find((m) => m.name === name)!
  menu.removeAtEnd({ item: saved.id })
  expect(saved).toMatchObject({ category: 'non-alcoholics', price: 14500, dietLabels: ['vegan', 'gluten-free'], soldOutUntil: null })
  const row = page.getByRole('region', { name: /^Non-Alcoholics/ }).getByRole('listitem').filter({ hasText: name }).first()
  await expect(row.getByRole('list', { name: 'Diet labels' }).getByRole('listitem')).toHaveText(['Vegan', 'Gluten-free'])

  await page.getByRole('button', { name: `Edit ${name}` }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Menu Item' })
  const editLabels = edit.getByRole('group', { name: 'Diet and allergen labels' })
  await expect(editLabels.getByRole('checkbox', { name: 'Vegan' })).toBeChecked()
  await expect(editLabels.getByRole('checkbox', { name: 'Spicy' })).not.toBeChecked()
  // An item moves within its kind only.
  await expect(edit.getByLabel('Category').locator('option', { hasText: 'Vegetarian' })).toHaveCount(0)
  await editLabels.getByRole('checkbox', { name: 'Vegan' }).uncheck()
  await editLabels.getByRole('checkbox', { name: 'Spicy' }).check()
  await edit.getByRole('button', { name: 'Save Changes' }).click()
  await expectToast(page, { title: 'Success', description: 'Menu item updated successfully.' })
  await expect(row.getByRole('list', { name: 'Diet labels' }).getByRole('listitem')).toHaveText(['Gluten-free', 'Spicy'])
  expect((await apiGet<MenuItemJson[]>(page, '/api/drinks')).find((m) => m.id === saved.id)?.dietLabels).toEqual(['gluten-free', 'spicy'])
})

test('the star marks a drink special in one click, and it stays after a reload', async ({ page, menu }) => {
  const drink = await menu.addItem({ name: ownName('Mango Margarita'), category: 'cocktails' })
  await openDrinks(page)
  const star = page.getByRole('button', { name: `Mark ${drink.name} as special`, exact: true })
  await expect(star).toHaveAttribute('aria-pressed', 'false')
  await expect(rowOf(page, drink.name).getByText('Special', { exact: true })).toHaveCount(0)

  const saved = page.waitForResponse((r) => r.url().endsWith(`/api/menu/${drink.id}`) && r.request().method() === 'PATCH')
  await star.click()
  await expect(star).toHaveAttribute('aria-pressed', 'true')
  await expect(rowOf(page, drink.name).getByText('Special', { exact: true })).toBeVisible()
  expect((await saved).status()).toBe(200)
  expect((await apiGet<MenuItemJson[]>(page, '/api/drinks')).find((m) => m.id === drink.id)?.isSpecial).toBe(true)

  await page.reload()
  await expect(star).toHaveAttribute('aria-pressed', 'true')
  await star.press('Enter')
  await expect(star).toHaveAttribute('aria-pressed', 'false')
  await page.reload()
  await expect(star).toHaveAttribute('aria-pressed', 'false')
  expect((await apiGet<MenuItemJson[]>(page, '/api/drinks')).find((m) => m.id === drink.id)?.isSpecial).toBe(false)
})

test('"Sold out today" marks a drink unavailable until the day ends, and back; a failed toggle says so', async ({ page, menu, consoleGuard }) => {
  consoleGuard.allow(/status of 500/)
  const drink = await menu.addItem({ name: ownName('Ube Shake'), category: 'non-alcoholics' })
  await openDrinks(page)
  const toggle = page.getByRole('button', { name: `Sold out today: ${drink.name}`, exact: true })
  const row = rowOf(page, drink.name)
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')

  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  await expect(soldOutBadge(row)).toBeVisible()
  await expect.poll(async () => (await apiGet<MenuItemJson[]>(page, '/api/drinks')).find((m) => m.id === drink.id)?.soldOutUntil).not.toBeNull()
  const until = (await apiGet<MenuItemJson[]>(page, '/api/drinks')).find((m) => m.id === drink.id)!.soldOutUntil!
  // Until the end of the venue day: later today, within a day.
  expect(Date.parse(until) - Date.now()).toBeGreaterThan(0)
  expect(Date.parse(until) - Date.now()).toBeLessThanOrEqual(24 * 60 * 60 * 1000)
  await page.reload()
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')

  // A failed save: the error toast, and the row shows the state the server kept.
  await failWrites(page, `**/api/menu/${drink.id}`)
  await toggle.click()
  await expectToast(page, { title: 'Error', description: 'Failed to update menu item. Please try again.', destructive: true })
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  await page.unrouteAll()

  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await expect(soldOutBadge(row)).toHaveCount(0)
  await expect.poll(async () => (await apiGet<MenuItemJson[]>(page, '/api/drinks')).find((m) => m.id === drink.id)?.soldOutUntil).toBeNull()
})

test('staff search the drinks by name and description, accents aside, with a count and a way to clear', async ({ page, menu }) => {
  const tag = testTag()
  const pina = await menu.addItem({ name: `Piña Frost ${tag}`, description: 'Pineapple and crushed ice', category: 'cocktails' })
  const buko = await menu.addItem({ name: `Buko Frost ${tag}`, description: `Young coconut, ICED ${tag}`, category: 'non-alcoholics' })
  await openDrinks(page)
  const search = page.getByLabel('Search drinks')

  await search.fill(`pina frost ${tag}`)
  await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText(`1 drink found for “pina frost ${tag}”`)
  await expect(rowOf(page, pina.name)).toBeVisible()
  await expect(rowOf(page, buko.name)).toHaveCount(0)
  await expect(page.getByRole('heading', { name: /\(\d+ items?\)$/ })).toHaveText(['Cocktails (1 item)'])

  // Words from the name and the description, any case.
  await search.fill(`FROST iced ${tag}`)
  await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText(`1 drink found for “FROST iced ${tag}”`)
  await expect(rowOf(page, buko.name)).toBeVisible()
  await search.fill(`frost ${tag}`)
  await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText(`2 drinks found for “frost ${tag}”`)

  // Nothing found: says so, and one click brings the list back.
  await search.fill(`no such drink ${tag}`)
  await expect(page.getByText(`No drinks match “no such drink ${tag}”.`)).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText(`0 drinks found for “no such drink ${tag}”`)
  await page.getByRole('button', { name: 'Clear search' }).last().click()
  await expect(search).toHaveValue('')
  await expect(search).toBeFocused()
  await expect(page.getByRole('heading', { name: /^Coffee \(\d+ items?\)$/ })).toBeVisible()
  await expect(rowOf(page, pina.name)).toBeVisible()

  // The clear button in the field, too.
  await search.fill('zzz')
  await page.getByRole('button', { name: 'Clear search' }).first().click()
  await expect(search).toHaveValue('')
})

test("the Drinks side passes axe at the owner's desktop size, dialogs included; on a phone too, no sideways scroll and the add dialog's button in reach", async ({
  page,
  menu,
}) => {
  const drink = await menu.addItem({ name: ownName('Axe Spritz'), category: 'wines', dietLabels: ['vegan'] })
  await page.setViewportSize(DESKTOP)
  await openDrinks(page)
  const patched = await page.request.patch(`/api/menu/${drink.id}`, { data: { soldOutToday: true, isSpecial: true } })
  expect(patched.status()).toBe(200)
  await page.reload()
  await expect(soldOutBadge(rowOf(page, drink.name))).toBeVisible()
  await expectAxeCleanAndFits(page, 'drinks')

  await page.getByLabel('Search drinks').fill('no such drink at all')
  await expect(page.getByText('No drinks match “no such drink at all”.')).toBeVisible()
  await expectNoAxeViolations(page, 'drinks search, nothing found')
  await page.getByRole('button', { name: 'Clear search' }).first().click()

  await page.getByRole('button', { name: 'Add New Item' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add New Item' })
  await dialog.getByRole('button', { name: 'Add Item' }).click()
  await expectToast(page, { title: 'Error', description: 'Please fill in all required fields.', destructive: true })
  await atSize(page, PHONE, async () => {
    await dialog.getByRole('button', { name: 'Add Item' }).scrollIntoViewIfNeeded()
    await expect(dialog.getByRole('button', { name: 'Add Item' })).toBeInViewport()
  })
  // axe reads the colours people read, not the pointer's hover.
  await page.mouse.move(0, 0)
  await expectNoAxeViolations(page, 'add drink dialog')
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: `Edit ${drink.name}` }).click()
  await expect(page.getByRole('dialog', { name: 'Edit Menu Item' })).toBeVisible()
  await expectNoAxeViolations(page, 'edit drink dialog')
})
