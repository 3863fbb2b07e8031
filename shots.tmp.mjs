import { chromium } from '@playwright/test'
const base = 'http://127.0.0.1:5301'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] })
const pages = process.argv.slice(2)
for (const [w, h, tag] of [[390, 844, 'phone'], [1280, 800, 'desk']]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } })
  const page = await ctx.newPage()
  if (pages.some((p) => p.startsWith('/admin'))) {
    await page.goto(base + '/admin/login')
    await page.getByLabel('Username').fill('admin')
    await page.getByLabel('Password').fill('admin-password-123')
    await page.getByRole('button', { name: 'Login' }).click()
    await page.waitForURL(/dashboard/)
  }
  for (const p of pages) {
    await page.goto(base + p)
    await page.waitForTimeout(1500)
    const name = p.replace(/[^a-z0-9]+/gi, '_')
    await page.screenshot({ path: `/tmp/shots/${tag}${name}.png`, fullPage: false })
  }
  await ctx.close()
}
await browser.close()
