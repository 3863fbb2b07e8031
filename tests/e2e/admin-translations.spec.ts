import { DESKTOP, expect, expectNoAxeViolations, expectToast, ownName, signIn, test } from './support/admin-fixtures'
import type { MissingTranslationsJson } from '~/contracts/translations'

test.use({ viewport: DESKTOP })

test('a manager adds a Korean name and description to a dish and sees the Korean count drop', async ({ page, browser, menu }) => {
  await signIn(page)
  const dish = await menu.addItem({ name: ownName('Test Sisig'), category: 'sides', description: 'Sizzling pork' })
  const manager = { username: `manager-tr-${dish.id}`, password: 'a manager password' }
  const added = await page.request.post('/api/staff', { data: { ...manager, role: 'manager' } })
  expect(added.status(), await added.text()).toBe(201)

  const laptop = await (await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: DESKTOP })).newPage()
  expect((await laptop.request.post('/api/auth/login', { data: { ...manager, remember: false } })).status()).toBe(200)
  const koreanMissing = async () => ((await (await laptop.request.get('/api/translations/missing')).json()) as MissingTranslationsJson).ko.menuItems
  const before = await koreanMissing()
  expect(before).toBeGreaterThan(0)

  // The Translations page, from the admin navigation: the Korean count, with the way to the menu.
  await laptop.goto('/admin/dashboard')
  await laptop.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Translations' }).click()
  await expect(laptop).toHaveURL(/\/admin\/translations$/)
  await expect(laptop.getByRole('heading', { name: 'Translations', exact: true })).toBeVisible()
  await expect(laptop.getByTestId('missing-ko-menuItems')).toHaveText(before === 1 ? '1 menu item' : `${before} menu items`)
  await expectNoAxeViolations(laptop, 'translations page')
  await laptop.getByTestId('missing-ko').getByRole('link', { name: /^Translate in Menu/ }).click()
  await expect(laptop).toHaveURL(/\/admin\/menu$/)

  // The dish's editor: the translations fold under the English fields.
  await laptop.getByRole('button', { name: `Edit ${dish.name}` }).click()
  const dialog = laptop.getByRole('dialog', { name: 'Edit Menu Item' })
  await expect(dialog.getByLabel('Name (Korean)')).toHaveCount(0)
  await dialog.locator('summary', { hasText: 'Translations' }).click()
  const koreanName = dialog.getByLabel('Name (Korean)')
  await expect(koreanName).toHaveAttribute('lang', 'ko')
  await expect(dialog.getByLabel('Name (Japanese)')).toHaveAttribute('lang', 'ja')
  await koreanName.fill('시시그')
  await dialog.getByLabel('Description (Korean)').fill('지글지글 돼지고기')
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expectToast(laptop, { title: 'Success', description: 'Menu item updated successfully.' })
  await expect(dialog).toBeHidden()

  expect(await koreanMissing()).toBe(before - 1)
  await laptop.goto('/admin/translations')
  const after = before - 1
  if (after > 0) await expect(laptop.getByTestId('missing-ko-menuItems')).toHaveText(after === 1 ? '1 menu item' : `${after} menu items`)
  else await expect(laptop.getByTestId('missing-ko-menuItems')).toHaveCount(0)

  // The editor opens again with the stored translation; the public menu stays English.
  await laptop.goto('/admin/menu')
  await laptop.getByRole('button', { name: `Edit ${dish.name}` }).click()
  await dialog.locator('summary', { hasText: 'Translations' }).click()
  await expect(dialog.getByLabel('Name (Korean)')).toHaveValue('시시그')
  await laptop.context().close()
})
