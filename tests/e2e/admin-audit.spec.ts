import { expect, expectNoAxeViolations, expectToast, ownName, signIn, test } from './support/admin-fixtures'
import { auditPaths } from '~/contracts/audit'
import type { MenuItemJson as MenuItem } from '~/contracts/menu'

test('a manager changes a price; the owner finds who did, when, and from what to what in the audit log', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page)
  const name = ownName('Test Adobo')
  const created = await page.request.post('/api/menu', {
    data: { name, description: 'Made for a test', price: 9950, category: 'sides', isSpecial: false },
  })
  expect(created.status(), await created.text()).toBe(201)
  const dish = (await created.json()) as MenuItem

  // The owner adds a manager, who changes the price through the menu screen on another laptop.
  const manager = { username: `manager-${dish.id}`, password: 'a manager password' }
  const added = await page.request.post('/api/staff', { data: { ...manager, role: 'manager' } })
  expect(added.status(), await added.text()).toBe(201)
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1280, height: 800 } })
  const laptop = await other.newPage()
  const signedIn = await laptop.request.post('/api/auth/login', { data: { ...manager, remember: false } })
  expect(signedIn.status(), await signedIn.text()).toBe(200)
  await laptop.goto('/admin/menu')
  await laptop.getByRole('button', { name: `Edit ${dish.name}` }).click()
  const dialog = laptop.getByRole('dialog', { name: 'Edit Menu Item' })
  await dialog.getByLabel('Price (₱)').fill('150')
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expectToast(laptop, { title: 'Success', description: 'Menu item updated successfully.' })
  await other.close()

  // The owner opens the dish's history from its "History" link on the menu screen.
  await page.goto('/admin/menu')
  await page.getByRole('link', { name: `History: ${dish.name}` }).click()
  await expect(page).toHaveURL(auditPaths.history('menu-item', dish.id))
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible()
  const entries = page.getByTestId('audit-entry')
  await expect(entries).toHaveCount(2)
  await expect(entries.nth(0).getByTestId('audit-actor')).toHaveText(manager.username)
  await expect(entries.nth(0)).toContainText(`Changed menu item #${dish.id}`)
  await expect(entries.nth(0).getByTestId('audit-changes')).toHaveText('price: ₱99.50 → ₱150.00')
  await expect(entries.nth(1)).toContainText(`Created menu item #${dish.id}`)
  await expect(entries.nth(1).getByTestId('audit-changes')).toContainText(`name: ${name}`)
  // The filters show what the address says, and narrow it by person.
  await expect(page.getByLabel('What')).toHaveValue('menu-item')
  await expect(page.getByLabel('Id')).toHaveValue(String(dish.id))
  await expectNoAxeViolations(page, 'audit log')
  await page.getByLabel('Person').fill('nobody')
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(page.getByText('No changes match these filters.')).toBeVisible()
  await page.getByLabel('Person').fill(manager.username)
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(entries).toHaveCount(1)
})

test('the audit log pages with Load more, newest first', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page)
  await page.goto('/admin/audit')
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible()
  // The demo data alone is more than a page (the e2e server's start wrote it).
  const entries = page.getByTestId('audit-entry')
  await expect(entries).toHaveCount(50)
  await page.getByRole('button', { name: 'Load more' }).click()
  await expect.poll(() => entries.count()).toBeGreaterThan(50)
})
