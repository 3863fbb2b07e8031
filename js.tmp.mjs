import { chromium } from 'playwright'
import { gzipSync } from 'node:zlib'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
for (const path of process.argv.slice(2)) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
  const bodies = []
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return
    bodies.push((async () => { const r = await request.response(); const b = r ? await r.body().catch(() => Buffer.alloc(0)) : Buffer.alloc(0); return [request.url().replace(/.*\//, ''), gzipSync(b, { level: 9 }).length] })())
  })
  await page.goto('http://127.0.0.1:5990' + path, { waitUntil: 'load' })
  await page.waitForLoadState('networkidle')
  const all = await Promise.all(bodies)
  console.log(path, all.reduce((a, [, n]) => a + n, 0))
  console.log(all.sort((a, b) => b[1] - a[1]).slice(0, 40).map(([u, n]) => `${n} ${u}`).join('\n'))
  await page.close()
}
await browser.close()
