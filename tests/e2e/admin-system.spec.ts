import { readFileSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'
import { E2E_HOST } from '../../playwright.config'
import { DESKTOP, expect, expectNoAxeViolations, PHONE, signIn, test } from './support/admin-fixtures'
import type { SystemJson } from '~/contracts/system'

// The owner's System page at the laptop: backs up now, watches the backup get checked, downloads it.
test('the owner backs up now, sees it checked, and downloads it', async ({ page }) => {
  test.slow() // a backup snapshots and test-restores the whole database
  await page.setViewportSize(DESKTOP)
  await signIn(page)
  await page.goto('/admin/system')
  await expect(page.getByRole('heading', { name: 'System', level: 2 })).toBeVisible()
  await expect(page.getByText('Embedded database (PGlite)')).toBeVisible()
  await page.getByRole('button', { name: 'Back up now' }).click()
  const progress = page.getByTestId('backup-progress')
  await expect(progress).toContainText(/^Backing up to backup-.+ and checking it\.\.\.$|is written and checked\.$/)
  await expect(progress).toContainText('is written and checked.', { timeout: 60_000 })
  const file = /^(\S+) is written and checked\.$/.exec((await progress.textContent()) ?? '')?.[1]
  expect(file).toBeTruthy()
  await expect(page.getByTestId('latest-backup')).toContainText('checked by a test restore.')
  await expectNoAxeViolations(page, 'system page')

  // The download is the backup itself: a gzip the embedded database can be restored from.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: `Download ${file}` }).click()])
  expect(download.suggestedFilename()).toBe(file)
  const bytes = readFileSync((await download.path())!)
  expect(gunzipSync(bytes).length).toBeGreaterThan(bytes.length)

  // Asked again while nothing runs, the state says the same through the API.
  const system = (await (await page.request.get('/api/system')).json()) as SystemJson
  expect(system.backups.latest?.file).toBe(file)
})

test('the System page fits a phone', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await signIn(page)
  await page.goto('/admin/system')
  await expect(page.getByRole('button', { name: 'Back up now' })).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBe(0)
})

test('a host is refused the System page and its API', async ({ page, consoleGuard }) => {
  const signedIn = await page.request.post('/api/auth/login', { data: { ...E2E_HOST, remember: false } })
  expect(signedIn.status()).toBe(200)
  consoleGuard.allow(/status of 403/)
  const refused = await page.goto('/admin/system')
  expect(refused?.status()).toBe(403)
  await expect(page.getByTestId('admin-page-refusal')).toContainText('Your role (host) cannot see the system and its backups. Ask the owner.')
  expect((await page.request.get('/api/system')).status()).toBe(403)
  expect((await page.request.post('/api/system/backups')).status()).toBe(403)
})
