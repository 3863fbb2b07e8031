import { request as playwrightRequest } from '@playwright/test'
import { E2E_ADMIN, expect, expectNoAxeViolations, ownName, signIn, signInWithForm, test, testTag } from './support/admin-fixtures'

const ADMIN_PAGES = ['/admin', '/admin/dashboard', '/admin/menu', '/admin/reservations', '/admin/offers']

test.describe('without a session', () => {
  test('every admin page redirects to the login page on the server, before any admin data is sent', async ({
    page,
    request,
  }) => {
    for (const path of ADMIN_PAGES) {
      const res = await request.get(path, { maxRedirects: 0, headers: { accept: 'text/html' } })
      expect(res.status(), path).toBe(302)
      expect(res.headers()['location'], path).toMatch(/\/admin\/(login|dashboard)$/)
      // The client-side navigation data request is refused the same way.
      const data = await request.get(`${path === '/admin' ? '/admin/dashboard' : path}.data`, { maxRedirects: 0 })
      expect(await data.text(), path).toContain('/admin/login')

      await page.goto(path)
      await expect(page, path).toHaveURL(/\/admin\/login$/)
      await expect(page.getByRole('heading', { name: 'Staff Login' })).toBeVisible()
    }
  })

  test('the login page passes axe and works by keyboard', async ({ page }) => {
    await page.goto('/admin/login')
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled()
    await expectNoAxeViolations(page, 'login')
    await page.getByLabel('Username').focus()
    await page.keyboard.type(E2E_ADMIN.username)
    await page.keyboard.press('Tab')
    await page.keyboard.type(E2E_ADMIN.password)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/admin\/dashboard$/)
  })
})

test('a wrong password shows the error and keeps the person on the login page', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 401/)
  await page.goto('/admin/login')
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled()
  await page.getByLabel('Username').fill(E2E_ADMIN.username)
  await page.getByLabel('Password').fill('not-the-password')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password')
  await expect(page).toHaveURL(/\/admin\/login$/)
  await expect(page.getByLabel('Password')).toHaveValue('')
  // The right password still works afterwards.
  await page.getByLabel('Password').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
})

test('throttled sign-in attempts show the server message', async ({ page, request, consoleGuard }) => {
  consoleGuard.allow(/status of 429/)
  const username = `nobody-${testTag()}`
  // Five failures for one username start the throttle.
  for (let i = 0; i < 5; i++) {
    const res = await request.post('/api/auth/login', { data: { username, password: 'wrong' } })
    expect(res.status()).toBe(401)
  }
  await page.goto('/admin/login')
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled()
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password').fill('wrong-again')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('alert')).toHaveText(/^Too many failed login attempts\. Please try again in \d+ minutes?\.$/)
})

test('signs in, and Remember me pre-fills the username only', async ({ page, context }) => {
  await signInWithForm(page, { remember: true })
  await expect(page.getByRole('heading', { name: 'Staff Dashboard' })).toBeVisible()

  // Only the username is kept, and no password is readable anywhere in the browser.
  const storage = await page.evaluate(() => ({
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
    cookies: document.cookie,
    saved: localStorage.getItem('adminCredentials'),
  }))
  expect(JSON.parse(storage.saved ?? 'null')).toEqual({ username: E2E_ADMIN.username })
  for (const place of [storage.local, storage.session, storage.cookies]) {
    expect(place).not.toContain(E2E_ADMIN.password)
  }
  expect(storage.cookies).not.toContain('staff_session')
  const sessionCookie = (await context.cookies()).find((c) => c.name === 'staff_session')
  expect(sessionCookie?.httpOnly).toBe(true)
  expect(sessionCookie?.sameSite).toBe('Lax')
  // Remember me keeps the session for 30 days.
  expect(sessionCookie!.expires * 1000 - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000)

  // Next visit: logged out, the username is filled in and Remember me is ticked; the password is not.
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/admin\/login$/)
  await expect(page.getByLabel('Username')).toHaveValue(E2E_ADMIN.username)
  await expect(page.getByLabel('Password')).toHaveValue('')
  await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeChecked()

  // Unticked: the saved username is forgotten.
  await page.getByLabel('Password').fill(E2E_ADMIN.password)
  await page.getByRole('checkbox', { name: 'Remember me' }).uncheck()
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  expect(await page.evaluate(() => localStorage.getItem('adminCredentials'))).toBeNull()
  const browserSessionCookie = (await context.cookies()).find((c) => c.name === 'staff_session')
  expect(browserSessionCookie?.expires).toBe(-1)
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/admin\/login$/)
  await expect(page.getByLabel('Username')).toHaveValue('')
})

test('before its script runs, the login form cannot send the password in the address bar', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/admin/login')
  await expect(page.locator('form')).toHaveAttribute('method', 'post')
  await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled()
  await context.close()
})

test('the login page sends a signed-in person to the dashboard', async ({ page }) => {
  await signIn(page)
  await page.goto('/admin/login')
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
})

test('logout ends the session on the server', async ({ page, context }) => {
  await signIn(page)
  await page.goto('/admin/menu')
  const token = (await context.cookies()).find((c) => c.name === 'staff_session')!.value
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/admin\/login$/)

  // The old token no longer opens anything, even if someone kept it.
  const api = await playwrightRequest.newContext({
    baseURL: page.url().replace(/\/admin.*$/, ''),
    extraHTTPHeaders: { cookie: `staff_session=${token}` },
  })
  expect((await api.get('/api/auth/session')).status()).toBe(401)
  expect((await api.get('/api/reservations')).status()).toBe(401)
  await api.dispose()

  await page.goto('/admin/dashboard')
  await expect(page).toHaveURL(/\/admin\/login/)
})

test('a session that ends while a page is open sends the next action to the login page with a message', async ({
  page,
  context,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 401/)
  await signIn(page)
  await page.goto('/admin/offers')
  await expect(page.getByText(/^Happy Hour Items \(\d+ items?\)$/)).toBeVisible()

  // The session is ended elsewhere (expired, or signed out on another device); the browser still holds the cookie.
  const token = (await context.cookies()).find((c) => c.name === 'staff_session')!.value
  const api = await playwrightRequest.newContext({
    baseURL: page.url().replace(/\/admin.*$/, ''),
    extraHTTPHeaders: { cookie: `staff_session=${token}` },
  })
  expect((await api.post('/api/auth/logout')).status()).toBe(200)
  await api.dispose()

  await page.getByRole('button', { name: 'Add New Offer' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add New Offer' })
  await dialog.getByLabel('Name').fill(ownName('Expired'))
  await dialog.getByLabel('Price (₱)').fill('50')
  await dialog.getByRole('button', { name: 'Add Offer' }).click()
  await expect(page).toHaveURL(/\/admin\/login\?expired=1$/)
  await expect(page.getByRole('status').filter({ hasText: 'Your session has expired. Please sign in again.' })).toBeVisible()
  // No success toast for a save that did not happen.
  await expect(page.getByText('Offer item added successfully.')).toHaveCount(0)

  // Navigating to another admin page with the dead cookie says the same.
  await page.goto('/admin/reservations')
  await expect(page).toHaveURL(/\/admin\/login\?expired=1$/)
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible()
})

test('the admin frame marks the current page and links the admin pages', async ({ page }) => {
  await signIn(page)
  await page.goto('/admin/dashboard')
  const nav = page.getByRole('navigation', { name: 'Admin' })
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')
  for (const [name, path] of [
    ['Menu', '/admin/menu'],
    ['Categories', '/admin/categories'],
    ['Reservations', '/admin/reservations'],
    ['Offers', '/admin/offers'],
    ['Events', '/admin/events'],
    ['Gallery', '/admin/gallery'],
    ['Hours', '/admin/hours'],
    ['Venue', '/admin/venue'],
    ['Tables', '/admin/tables'],
    ['E-mails', '/admin/emails'],
    ['Dashboard', '/admin/dashboard'],
  ] as const) {
    await nav.getByRole('link', { name }).click()
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await expect(nav.getByRole('link', { name })).toHaveAttribute('aria-current', 'page')
  }
})
