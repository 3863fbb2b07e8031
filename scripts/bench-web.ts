// npm run bench:web: builds the site, starts it on a free port with a fresh data folder, loads each public page once
// in Chromium (cold cache) and prints what it cost: requests, JS/CSS/HTML bytes as transferred (compressed) and as
// gzip, and whether the page's content is already in the first HTML. Checks the budget for `/`, `/ko/` and `/zh-hans/`.
// Then runs Lighthouse 12 (mobile, its default simulated throttling) LIGHTHOUSE_RUNS times (default 3) on the key
// pages and prints the median of each score and metric, checked against the targets below. LIGHTHOUSE_RUNS=0 skips it.
import { execFileSync, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { launch as launchChrome } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { DEFAULT_LANGUAGE, languageOfPath } from '../app/lib/languages'
import { freePort } from './bench-servers'
import { cpuBlockingTime, type TraceEvent } from './cpu-blocking-time'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const buildDir = process.env.BUILD_DIR ?? 'build-bench'
// kB = 1000 bytes, as Vite reports sizes.
// 135 kB: the 140 kB budget (React 19 + React Router 7 are about 112 kB of it) with 5 kB to spare
// (docs/decisions/003-javascript-budget.md).
const BUDGET = { jsGzip: 135_000, cssGzip: 20_000 }
const PAGES = ['/', '/menu', '/menu/breakfast', '/offers', '/events', '/book', '/music', '/gallery', '/contacts']
// The home page in two other languages: each loads only its own messages and must stay within the same budget.
const LANGUAGE_PAGES = ['/ko/', '/zh-hans/']
const HOME_PAGES = ['/', ...LANGUAGE_PAGES]
const LIGHTHOUSE_PAGES = ['/', '/menu/breakfast', '/drinks', '/offers', '/book', '/events']
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
// LIGHTHOUSE_REPORTS=folder keeps each run's full report (JSON) there, to see which tasks and scripts cost.
const LIGHTHOUSE_REPORTS = process.env.LIGHTHOUSE_REPORTS
/** Lighthouse targets (docs/product.md, Performance targets): scores out of 100, times in ms. */
const TARGET = { performance: 98, lcpMs: 1500, tbtMs: 50, accessibility: 100, bestPractices: 100, seo: 100 }
const CHROMIUM = '/usr/bin/chromium'
const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run']


async function waitForHealth(base: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error('the server did not become healthy in time')
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;')

/**
 * Markup that proves the page's own content is in the HTML, as element text (`>text<`, not inside the JSON the page
 * also carries for hydration): the first dish, offer or event from the API where the page shows data.
 */
async function expectedMarkup(base: string, pagePath: string): Promise<string> {
  const json = async <T>(url: string) => (await (await fetch(base + url)).json()) as T
  const element = (text: string) => `>${escapeHtml(text)}<`
  const firstDish = (items: Array<{ name: string }>) => items.find((i) => i.name !== 'EXTRAS_SECTION')?.name ?? '(no dishes)'
  const lang = languageOfPath(pagePath)
  if (lang !== DEFAULT_LANGUAGE) return element(firstDish(await json(`/api/menu?lang=${lang}`)))
  if (pagePath === '/' || pagePath === '/menu') return element(firstDish(await json('/api/menu')))
  if (pagePath.startsWith('/menu/')) return element(firstDish(await json(`/api${pagePath}`)))
  if (pagePath === '/offers') return element((await json<Array<{ name: string }>>('/api/offers/active'))[0]?.name ?? 'No offers available at the moment.')
  if (pagePath === '/events') return element((await json<Array<{ title: string }>>('/api/events'))[0]?.title ?? 'Upcoming Events')
  const staticText: Record<string, string> = {
    '/book': 'Book Now',
    '/music': 'Coming soon! Stay tuned for our live music events and entertainment schedule.',
    '/gallery': 'Photo Gallery',
    '/contacts': 'Malay, Aklan, Philippines',
  }
  return element(staticText[pagePath])
}
const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`
const inlineStyles = (html: string) => [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1])

interface PageCost {
  path: string
  requests: number
  external: number
  js: number
  jsGzip: number
  css: number
  cssGzip: number
  html: number
  contentInHtml: boolean
  backOffice: boolean
}

async function measure(base: string): Promise<PageCost[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS })
  const results: PageCost[] = []
  try {
    for (const pagePath of [...PAGES, ...LANGUAGE_PAGES]) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
      // No internet here: external photos and the map frame are refused at once (and counted), not waited for.
      let external = 0
      await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
        external++
        return route.abort()
      })
      const page = await context.newPage()
      const finished: Array<Promise<{ type: string; transferred: number; gzip: number; url: string }>> = []
      page.on('requestfinished', (request) => {
        if (!request.url().startsWith(base)) return
        finished.push(
          (async () => {
            const response = await request.response()
            const sizes = await request.sizes()
            const body = response ? await response.body().catch(() => Buffer.alloc(0)) : Buffer.alloc(0)
            return { type: request.resourceType(), transferred: sizes.responseBodySize, gzip: gzipSync(body, { level: 9 }).length, url: request.url() }
          })(),
        )
      })
      const navigation = await page.goto(base + pagePath, { waitUntil: 'load' })
      await page.waitForLoadState('networkidle')
      const html = (await navigation?.text()) ?? ''
      const all = await Promise.all(finished)
      const sum = (type: string, key: 'transferred' | 'gzip') => all.filter((r) => r.type === type).reduce((n, r) => n + r[key], 0)
      const scripts = all.filter((r) => r.type === 'script')
      const scriptBodies = await Promise.all(scripts.map(async (s) => (await fetch(s.url)).text()))
      results.push({
        path: pagePath,
        requests: all.length,
        external,
        js: sum('script', 'transferred'),
        jsGzip: sum('script', 'gzip'),
        css: sum('stylesheet', 'transferred'),
        // The stylesheet may be inline (a <style> in the document): counted too, as its own gzip.
        cssGzip: sum('stylesheet', 'gzip') + inlineStyles(html).reduce((n, css) => n + gzipSync(css, { level: 9 }).length, 0),
        html: sum('document', 'transferred'),
        contentInHtml: html.includes(await expectedMarkup(base, pagePath)),
        backOffice:
          scripts.some((s) => /\/assets\/admin-/.test(s.url)) || scriptBodies.some((body) => /fc-timegrid|fullcalendar/i.test(body)),
      })
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return results
}

interface LighthouseScore {
  path: string
  performance: number
  lcpMs: number
  tbtMs: number
  /** The same blocking time from the main thread's CPU time (cpu-blocking-time.ts): the page's work alone. */
  tbtCpuMs: number
  cls: number
  accessibility: number
  bestPractices: number
  seo: number
}

/** The median of the values there are (NaN for a run that gave none), or NaN if none. */
const median = (values: number[]) => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b)
  if (sorted.length === 0) return NaN
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/**
 * One Lighthouse run with its default (mobile) configuration in a fresh headless Chromium. A run whose trace failed
 * (Lighthouse's runtimeError, e.g. NO_NAVSTART on a busy machine), that failed outright or that took over 2 minutes
 * (a browser killed from outside) is tried again, twice at most.
 */
async function lighthouseRun(url: string): Promise<Omit<LighthouseScore, 'path'>> {
  for (let attempt = 1; ; attempt++) {
    const chrome = await launchChrome({ chromePath: CHROMIUM, chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'] })
    let timer: ReturnType<typeof setTimeout> | undefined
    try {
      const answer = await Promise.race([
        lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        }),
        new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`Lighthouse on ${url} took over 2 minutes`)), 120_000))),
      ])
      if (!answer) throw new Error(`Lighthouse gave no result for ${url}`)
      const { categories, audits, runtimeError } = answer.lhr
      if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`)
      if (LIGHTHOUSE_REPORTS) {
        mkdirSync(LIGHTHOUSE_REPORTS, { recursive: true })
        const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`
        writeFileSync(path.join(LIGHTHOUSE_REPORTS, name), JSON.stringify(answer.lhr))
      }
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
      return {
        performance: score('performance'),
        lcpMs: audits['largest-contentful-paint'].numericValue ?? NaN,
        tbtMs: audits['total-blocking-time'].numericValue ?? NaN,
        tbtCpuMs: cpuBlockingTime(answer.artifacts.Trace.traceEvents as TraceEvent[]) ?? NaN,
        cls: audits['cumulative-layout-shift'].numericValue ?? NaN,
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
      }
    } catch (error) {
      if (attempt >= 3) throw error
      console.error(`${(error as Error).message}; trying again`)
    } finally {
      clearTimeout(timer)
      chrome.kill()
    }
  }
}

/** Lighthouse `runs` times per page; the median of each score and metric. */
async function lighthouseScores(base: string, runs: number): Promise<LighthouseScore[]> {
  const results: LighthouseScore[] = []
  for (const pagePath of LIGHTHOUSE_PAGES) {
    const samples: Array<Omit<LighthouseScore, 'path'>> = []
    for (let run = 0; run < runs; run++) samples.push(await lighthouseRun(base + pagePath))
    const of = (key: keyof Omit<LighthouseScore, 'path'>) => median(samples.map((s) => s[key]))
    results.push({
      path: pagePath,
      performance: of('performance'),
      lcpMs: of('lcpMs'),
      tbtMs: of('tbtMs'),
      tbtCpuMs: of('tbtCpuMs'),
      cls: of('cls'),
      accessibility: of('accessibility'),
      bestPractices: of('bestPractices'),
      seo: of('seo'),
    })
  }
  return results
}

const meetsTargets = (r: LighthouseScore) =>
  r.performance >= TARGET.performance &&
  r.lcpMs <= TARGET.lcpMs &&
  r.tbtMs <= TARGET.tbtMs &&
  r.accessibility >= TARGET.accessibility &&
  r.bestPractices >= TARGET.bestPractices &&
  r.seo >= TARGET.seo

function printTable(header: string[], rows: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)))
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ').trimEnd()
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n${rows.map(line).join('\n')}`)
}

async function main() {
  console.log(`building into ${buildDir} ...`)
  const env = { ...process.env, BUILD_DIR: buildDir }
  execFileSync(process.execPath, [path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build'], { cwd: root, env, stdio: 'ignore' })
  execFileSync(process.execPath, [path.join(root, 'scripts/precompress.js')], { cwd: root, env, stdio: 'ignore' })

  const port = await freePort()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-web-'))
  const base = `http://127.0.0.1:${port}`
  // By its full path: the command line is this server's own, not every `node server.js` on the machine.
  const server = spawn(process.execPath, [path.join(root, 'server.js')], {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // As a deployment sets it: the pages' canonical and hreflang links are absolute only with it (search engines,
      // and Lighthouse's SEO audits, take no relative ones; a shared page never takes its origin from a Host header).
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: 'bench-admin',
      ADMIN_PASSWORD: `bench-${Math.random().toString(36).slice(2)}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  process.once('exit', () => server.kill('SIGTERM'))
  try {
    await waitForHealth(base)
    const results = await measure(base)
    const header = ['page', 'requests', 'JS transferred', 'JS gzip', 'CSS files transferred', 'CSS gzip (files + inline)', 'HTML transferred', 'content in first HTML', 'back office code']
    const rows = results.map((r) => [
      r.path,
      `${r.requests}${r.external ? ` (+${r.external} external)` : ''}`,
      kB(r.js),
      kB(r.jsGzip),
      kB(r.css),
      kB(r.cssGzip),
      kB(r.html),
      r.contentInHtml ? 'yes' : 'NO',
      r.backOffice ? 'LOADED' : 'none',
    ])
    printTable(header, rows)

    const homes = results.filter((r) => HOME_PAGES.includes(r.path))
    const home = homes[0]
    const ok = {
      js: homes.every((r) => r.jsGzip <= BUDGET.jsGzip),
      css: homes.every((r) => r.cssGzip <= BUDGET.cssGzip),
      content: results.every((r) => r.contentInHtml),
      backOffice: results.every((r) => !r.backOffice),
    }
    for (const r of homes) {
      console.log(
        `${r.path === '/' ? '\n' : ''}budget for ${r.path} (gzip): JS ${kB(r.jsGzip)} of ${kB(BUDGET.jsGzip)} ${r.jsGzip <= BUDGET.jsGzip ? 'OK' : 'OVER'}, ` +
          `CSS ${kB(r.cssGzip)} of ${kB(BUDGET.cssGzip)} ${r.cssGzip <= BUDGET.cssGzip ? 'OK' : 'OVER'}`,
      )
    }
    console.log(
      `as transferred on / (the server sends brotli when the browser accepts it): JS ${kB(home.js)}, CSS files ${kB(home.css)}, HTML ${kB(home.html)}`,
    )
    console.log(`content in the first HTML on every page: ${ok.content ? 'yes' : 'NO'}; back-office/calendar code on public pages: ${ok.backOffice ? 'none' : 'LOADED'}`)

    let lighthouseOk = true
    if (LIGHTHOUSE_RUNS > 0) {
      console.log(`\nLighthouse 12, mobile (simulated throttling), median of ${LIGHTHOUSE_RUNS} run${LIGHTHOUSE_RUNS === 1 ? '' : 's'} per page ...`)
      const scores = await lighthouseScores(base, LIGHTHOUSE_RUNS)
      printTable(
        ['page', 'performance', 'LCP', 'TBT', 'TBT from CPU time', 'CLS', 'accessibility', 'best practices', 'SEO', 'targets'],
        scores.map((r) => [
          r.path,
          String(r.performance),
          `${(r.lcpMs / 1000).toFixed(2)} s`,
          `${Math.round(r.tbtMs)} ms`,
          Number.isNaN(r.tbtCpuMs) ? 'n/a' : `${Math.round(r.tbtCpuMs)} ms`,
          r.cls.toFixed(3),
          String(r.accessibility),
          String(r.bestPractices),
          String(r.seo),
          meetsTargets(r) ? 'met' : 'MISSED',
        ]),
      )
      lighthouseOk = scores.every(meetsTargets)
      console.log(
        `\nLighthouse targets (performance >= ${TARGET.performance}, LCP <= ${TARGET.lcpMs / 1000} s, TBT <= ${TARGET.tbtMs} ms, ` +
          `accessibility, best practices and SEO ${TARGET.seo}): ${lighthouseOk ? 'met on every page' : 'MISSED'}`,
      )
      console.log(
        'TBT from CPU time: an approximation of the same sum over the CPU time of the page\'s main-thread tasks, not their ' +
          'wall time, which includes waiting for a core on a busy machine (scripts/cpu-blocking-time.ts); the target is checked on TBT.',
      )
    }
    process.exitCode = Object.values(ok).every(Boolean) && lighthouseOk ? 0 : 1
  } finally {
    server.kill('SIGTERM')
    await new Promise((r) => server.once('exit', r))
    rmSync(dataDir, { recursive: true, force: true })
  }
}

// A run that ends without its results (a browser killed from outside leaves Lighthouse waiting on nothing, and Node
// then simply exits) must not look like a success.
let finished = false
process.once('beforeExit', () => {
  if (finished) return
  console.error('bench:web stopped before its end (was a browser or the server killed from outside?)')
  process.exitCode = 1
})
main()
  .then(() => {
    finished = true
  })
  .catch((error) => {
    console.error(error)
    process.exit(1)
  })
