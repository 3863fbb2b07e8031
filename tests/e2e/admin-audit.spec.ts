import { expect, expectNoAxeViolations, expectToast, E2E_ADMIN, ownName, signIn, test } from './support/admin-fixtures'
import { auditPaths } from '~/contracts/audit'
import type { MenuItemJson as MenuItem } from '~/contracts/menu'

// Until accounts of other roles can be made on the e2e server (its embedded database is the server's alone), the
// price is changed by the owner's account in a browser of its own; the owner then finds it on another.
test('the owner finds who changed a price, when, and from what to what in the audit log', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page)
  const name = ownName('Test Adobo')
  const created = await page.request.post('/api/menu', {
    data: { name, description: 'Made for a test', price: 9950, category: 'sides', isSpecial: false },
  })
  expect(created.status(), await created.text()).toBe(201)
  const dish = (await created.json()) as MenuItem

  // Someone changes the price through the menu screen, on another laptop.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1280, height: 800 } })
  const laptop = await other.newPage()
  await signIn(laptop)
  await laptop.goto('/admin/menu')
  await laptop.getByRole('button', { name: `Edit ${dish.name}` }).click()
  const dialog = laptop.getByRole('dialog', { name: 'Edit Menu Item' })
  await dialog.getByLabel('Price (₱)').fill('150')
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expectToast(laptop, { title: 'Success', description: 'Menu item updated successfully.' })
  await other.close()

  // The owner opens the dish's history (the menu's "History" link, shown once the session names the role, goes here).
  await page.goto(auditPaths.history('menu-item', dish.id))
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible()
  const entries = page.getByTestId('audit-entry')
  await expect(entries).toHaveCount(2)
  await expect(entries.nth(0).getByTestId('audit-actor')).toHaveText(E2E_ADMIN.username)
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
  await page.getByLabel('Person').fill(E2E_ADMIN.username)
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(entries).toHaveCount(2)
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
