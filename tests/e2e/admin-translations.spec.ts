import { DESKTOP, expect, expectNoAxeViolations, expectToast, holdRequests, ownName, signIn, test, venueDate } from './support/admin-fixtures'
import type { EventJson } from '~/contracts/events'
import type { MissingTranslationsJson, StaffTranslationsJson } from '~/contracts/translations'

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

test('a category’s Korean name, typed in its editor, names its page in Korean; typing before the translations load is kept', async ({ page, menu }) => {
  await signIn(page)
  const category = await menu.addCategory(ownName('Tiki'))
  // The editor's translations held back: the dialog opens before they arrive.
  const translations = await holdRequests(page, /\/api\/translations$/)
  await page.goto('/admin/categories')
  await page.getByRole('button', { name: `Rename ${category.name}`, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: `Rename ${category.name}` })
  await dialog.locator('summary', { hasText: 'Translations' }).click()
  await expect(dialog.getByText('Loading the translations…')).toBeVisible()
  const renamed = ownName('Tiki Classics')
  await dialog.getByLabel('Name', { exact: true }).fill(renamed)
  await translations.release()

  // They arrive: what was typed stays, the Korean name can be typed.
  const koreanName = dialog.getByLabel('Name (Korean)')
  await expect(koreanName).toHaveValue('')
  await expect(koreanName).toHaveAttribute('lang', 'ko')
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(renamed)
  await koreanName.fill('티키 클래식')
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expectToast(page, { title: 'Success', description: `Category "${renamed}" saved.` })
  await expect(dialog).toBeHidden()

  // The editor opens again with the stored translation.
  await page.getByRole('button', { name: `Rename ${renamed}`, exact: true }).click()
  const again = page.getByRole('dialog', { name: `Rename ${renamed}` })
  await again.locator('summary', { hasText: 'Translations' }).click()
  await expect(again.getByLabel('Name (Korean)')).toHaveValue('티키 클래식')

  // Guests read it in Korean (a drink category: its page is under /drinks); in English, its own name.
  await page.goto(`/ko/drinks/${category.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('티키 클래식')
  await page.goto(`/drinks/${category.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed)
})

test('an event’s Japanese title and description, typed in its editor, show on /ja/events', async ({ page }) => {
  await signIn(page)
  const title = ownName('Sunset Acoustic')
  // The demo events have Japanese titles of their own: this one is the test's.
  const japanese = ownName('サンセット・アコースティック')
  const added = await page.request.post('/api/events', { data: { title, description: 'Acoustic duo by the sea', date: venueDate(190), time: '18:00' } })
  expect(added.status(), await added.text()).toBe(201)
  const event = (await added.json()) as EventJson
  try {
    await page.goto('/admin/events')
    await page.getByRole('button', { name: `Edit ${title}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Event' })
    await dialog.locator('summary', { hasText: 'Translations' }).click()
    const japaneseTitle = dialog.getByLabel('Title (Japanese)')
    await expect(japaneseTitle).toHaveAttribute('lang', 'ja')
    await japaneseTitle.fill(japanese)
    // The description's translation is multiline, as the English one.
    await expect(dialog.getByLabel('Description (Japanese)')).toHaveJSProperty('tagName', 'TEXTAREA')
    await dialog.getByLabel('Description (Japanese)').fill('海辺のアコースティックデュオ')
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    await expectToast(page, { title: 'Success', description: 'Event updated successfully.' })
    await expect(dialog).toBeHidden()

    await page.getByRole('button', { name: `Edit ${title}` }).click()
    await dialog.locator('summary', { hasText: 'Translations' }).click()
    await expect(dialog.getByLabel('Title (Japanese)')).toHaveValue(japanese)
    await expect(dialog.getByLabel('Title (Korean)')).toHaveValue('')

    await page.goto('/ja/events')
    const card = page.getByTestId('event').filter({ has: page.getByRole('heading', { name: japanese }) })
    await expect(card).toHaveCount(1)
    await expect(card).toContainText('海辺のアコースティックデュオ')
    await page.goto('/events')
    await expect(page.getByTestId('event').filter({ has: page.getByRole('heading', { name: title }) })).toHaveCount(1)
  } finally {
    const removed = await page.request.delete(`/api/events/${event.id}`)
    expect(removed.status(), await removed.text()).toBe(204)
  }
})

test('translations that cannot be read are said so in the editor, and a save then keeps the stored ones', async ({ page, menu, consoleGuard }) => {
  consoleGuard.allow(/status of 500/)
  await signIn(page)
  const dish = await menu.addItem({ name: ownName('Test Adobo'), category: 'sides', translations: { ko: { name: '아도보' } } })
  await page.route('**/api/translations', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal error"}' }))
  await page.goto('/admin/menu')
  await page.getByRole('button', { name: `Edit ${dish.name}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Menu Item' })
  await expect(dialog.locator('summary', { hasText: 'Translations' })).toContainText('(not read)')
  await dialog.locator('summary', { hasText: 'Translations' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('The translations could not be read. Reload the page to edit them; saving now keeps the stored ones.')
  const renamed = `${dish.name} Classic`
  await dialog.getByLabel('Name', { exact: true }).fill(renamed)
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expectToast(page, { title: 'Success', description: 'Menu item updated successfully.' })
  const stored = await page.request.get('/api/translations')
  expect(((await stored.json()) as StaffTranslationsJson).menuItems[dish.id]).toEqual({ ko: { name: '아도보' } })
})
