import { DESKTOP, expect, expectNoAxeViolations, openThroughAdminNav, signIn, test, testTag } from './support/admin-fixtures'

const TABLET = { width: 1024, height: 768 }
const IPAD_SAFARI = 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

test('the owner adds a host with a set-up link; the host sets a password on a tablet, signs in, and the owner sees that session', async ({ page, browser }) => {
  const username = `host-${testTag()}`
  const password = 'tablet password 1'
  await page.setViewportSize(DESKTOP)
  await signIn(page)
  await openThroughAdminNav(page, 'Staff', '/admin/staff')
  await expect(page).toHaveTitle('Staff | Staff')
  await expect(page.getByRole('list', { name: 'Staff accounts' })).toBeVisible()
  await expectNoAxeViolations(page, 'the staff page')

  await page.getByRole('button', { name: 'Add account' }).click()
  const add = page.getByRole('dialog', { name: 'Add account' })
  await add.getByLabel('Username').fill(username)
  await add.getByLabel('Role').selectOption('host')
  await expect(add.getByRole('radio', { name: /set-up link/ })).toBeChecked()
  await add.getByRole('button', { name: 'Add account' }).click()

  const handover = page.getByRole('dialog', { name: `Set-up link for ${username}` })
  const link = await handover.getByLabel('Set-up link').inputValue()
  expect(link).toMatch(/^http:\/\/[^/]+\/admin\/setup\/[A-Za-z0-9_-]{43}$/)
  await handover.getByRole('button', { name: 'Done' }).click()
  const row = page.locator(`[data-staff="${username}"]`)
  await expect(row).toContainText('Host')
  await expect(row).toContainText('Set-up link not used yet')

  // The host, on the tablet at the door.
  const tablet = await browser.newContext({ viewport: TABLET, userAgent: IPAD_SAFARI })
  const host = await tablet.newPage()
  try {
    await host.goto(link)
    await expect(host.getByRole('heading', { name: 'Set your password' })).toBeVisible()
    await expect(host.getByText(`Choose the password of your staff account ${username}.`)).toBeVisible()
    await expectNoAxeViolations(host, 'the set-up page')
    await expect(host.getByRole('button', { name: 'Set password' })).toBeEnabled()
    await host.getByLabel('New password', { exact: true }).fill(password)
    await host.getByLabel('New password again').fill('something else')
    await host.getByRole('button', { name: 'Set password' }).click()
    await expect(host.getByText('The two passwords differ.')).toBeVisible()
    await host.getByLabel('New password again').fill(password)
    await host.getByRole('button', { name: 'Set password' }).click()
    await expect(host.getByRole('status')).toContainText(`Sign in as ${username}`)
    await host.getByRole('link', { name: 'Sign in' }).click()

    await expect(host).toHaveURL(/\/admin\/login$/)
    await expect(host.getByRole('button', { name: 'Login' })).toBeEnabled()
    await host.getByLabel('Username').fill(username)
    await host.getByLabel('Password').fill(password)
    await host.getByRole('checkbox', { name: 'Remember me' }).check()
    await host.getByRole('button', { name: 'Login' }).click()
    // A host starts at the host stand.
    await expect(host).toHaveURL(/\/admin\/reservations$/)

    // The link is used up: opened again, it says so.
    await host.goto(link)
    await expect(host.getByRole('alert')).toContainText('This set-up link is not valid any more')

    // The owner sees the tablet's session, and ends it: the tablet is signed out.
    await page.reload()
    await expect(row).not.toContainText('Set-up link not used yet')
    await row.getByRole('button', { name: `Sessions (1) ${username}` }).click()
    const sessions = page.getByRole('dialog', { name: `Sessions of ${username}` })
    await expect(sessions.getByRole('listitem')).toHaveCount(1)
    await expect(sessions.getByRole('listitem')).toContainText('Safari on iPad')
    await expect(sessions.getByRole('listitem')).toContainText('Remembered')
    await sessions.getByRole('button', { name: 'End the session on Safari on iPad' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'End', exact: true }).click()
    await expect(sessions.getByText(`${username} has no open sessions.`)).toBeVisible()
    const answer = await host.request.get('/api/auth/session')
    expect(answer.status()).toBe(401)
  } finally {
    await tablet.close()
  }
})

test('My account: a staff member changes their own password and sees their sessions', async ({ page, browser }) => {
  const username = `acct-${testTag()}`
  await signIn(page)
  const made = await page.request.post('/api/staff', { data: { username, role: 'manager', password: 'first password 1' } })
  expect(made.status(), await made.text()).toBe(201)

  const laptop = await browser.newContext({ viewport: DESKTOP })
  const other = await browser.newContext({ viewport: TABLET, userAgent: IPAD_SAFARI })
  try {
    const me = await laptop.newPage()
    expect((await me.request.post('/api/auth/login', { data: { username, password: 'first password 1' } })).status()).toBe(200)
    expect((await other.request.post('/api/auth/login', { data: { username, password: 'first password 1' } })).status()).toBe(200)
    await me.goto('/admin/dashboard')
    await me.getByRole('link', { name: 'My account' }).click()
    await expect(me).toHaveURL(/\/admin\/account$/)
    await expect(me.getByRole('heading', { name: 'My account', level: 2 })).toBeVisible()
    await expect(me.getByRole('link', { name: 'Two-factor sign-in' })).toHaveAttribute('href', '/admin/account/two-factor')
    const mine = me.getByRole('list', { name: 'Your sessions' })
    await expect(mine.getByRole('listitem')).toHaveCount(2)
    await expect(mine.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1)
    await expectNoAxeViolations(me, 'My account')

    await me.getByLabel('Current password').fill('not my password')
    await me.getByLabel('New password', { exact: true }).fill('second password 2')
    await me.getByLabel('New password again').fill('second password 2')
    await me.getByRole('button', { name: 'Change password' }).click()
    await expect(me.getByText('Your current password is not right.')).toBeVisible()
    await me.getByLabel('Current password').fill('first password 1')
    await me.getByRole('button', { name: 'Change password' }).click()
    await expect(mine.getByRole('listitem')).toHaveCount(1)
    expect((await other.request.get('/api/auth/session')).status()).toBe(401)
    expect((await me.request.get('/api/auth/session')).status()).toBe(200)
  } finally {
    await laptop.close()
    await other.close()
  }
})
