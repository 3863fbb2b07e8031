import { E2E_HOST } from '../../playwright.config'
import { expect, TABLET, test } from './support/admin-fixtures'

// The host stand's tablet, signed in as a host: it sees the host's screens only, and the server refuses the rest.
test.use({ viewport: TABLET })

test('a host on the tablet sees only the host screens; a manager page answers 403', async ({ page, consoleGuard }) => {
  await page.goto('/admin/login')
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled()
  await page.getByLabel('Username').fill(E2E_HOST.username)
  await page.getByLabel('Password').fill(E2E_HOST.password)
  await page.getByRole('checkbox', { name: 'Remember me' }).check()
  await page.getByRole('button', { name: 'Login' }).click()
  // A host starts at the host stand.
  await expect(page).toHaveURL(/\/admin\/reservations$/)

  // Below 1280 px the navigation is the header's menu: the host's three pages, nothing else.
  const nav = page.getByRole('navigation', { name: 'Admin' })
  await page.getByTestId('admin-menu').locator('summary').click()
  await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Menu', 'Reservations'])

  // The shared menu screen: the sold-out and special toggles, but no adding, editing or deleting.
  await nav.getByRole('link', { name: 'Menu' }).click()
  await expect(page).toHaveURL(/\/admin\/menu$/)
  await expect(page.getByRole('button', { name: /^Sold out today: / }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: /^Mark .* as special$/ }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add New Item' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0)

  // Opened directly, a manager's page answers 403 with why, and a way back to the host stand.
  consoleGuard.allow(/status of 403/)
  const refused = await page.goto('/admin/offers')
  expect(refused?.status()).toBe(403)
  const refusal = page.getByTestId('admin-page-refusal')
  await expect(refusal.getByRole('heading', { name: 'This page is not for your role' })).toBeVisible()
  await expect(refusal).toContainText('Your role (host) cannot change the offers. Ask a manager or the owner.')
  expect((await page.goto('/admin/venue'))?.status()).toBe(403)
  await expect(page.getByTestId('admin-page-refusal')).toContainText('Your role (host) cannot change the venue details. Ask the owner.')
  await page.getByTestId('admin-page-refusal').getByRole('link', { name: 'Go to the host stand' }).click()
  await expect(page).toHaveURL(/\/admin\/reservations$/)

  // The server refuses what the screen hides.
  const change = await page.request.post('/api/menu', { data: { name: 'Not a host’s dish', description: 'x', price: 100, category: 'soups' } })
  expect(change.status()).toBe(403)
  expect(await change.json()).toEqual({ message: 'Your role (host) cannot change the menu. Ask a manager or the owner.' })
  expect(await (await page.request.get('/api/auth/session')).json()).toEqual({ username: E2E_HOST.username, role: 'host', twoFactor: false })
})
