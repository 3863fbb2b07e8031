// npm run bench: how fast the production server answers the public reads and pages, measured with wrk (a load tool
// written in C: one thread, 50 connections), beside two limits measured in the same run with the same load: a bare
// node:http server and nginx, each answering the /api/menu bytes from memory. The node:http server is the limit the
// targets are ratios of; nginx shows the load tool's own ceiling, which must stay well above the limit or wrk measures
// itself (a row of ours near that ceiling is a lower bound: see HEADROOM). For the embedded database, and for PostgreSQL when TEST_DATABASE_URL is set (on a database of its
// own, dropped afterwards). Pages are loaded uncompressed (identity) and, for / and /drinks, with
// `Accept-Encoding: br` as browsers send it. The menu, a menu page and the home page again in Korean and Chinese.
// Prints a Markdown table: req/s, p50, p99, the ratio to the node:http limit, the server's own CPU time per request
// (which does not depend on the load tool) and the target per row; then the load tool's headroom, start time and
// memory per engine. Targets: docs/product.md, Performance targets (scripts/bench-report.ts holds them).
//
// BENCH_SECONDS (5) per run after a 1 s warm-up, the median of BENCH_RUNS (3) runs per row. Needs wrk.
import { execFile, execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { get } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import pg from 'pg'
import {
  fmt,
  headroomCheck,
  type Kind,
  type Load,
  markdownTable,
  medianRun,
  parseWrkSummary,
  startAndMemoryLine,
  targetCheck,
  toLoad,
} from './bench-report'
import { cpuUs, findProgram, type Measured, rssMiB, sleep, startNginx, startNodeLimit, startServer } from './bench-servers'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const CONNECTIONS = 50
const WRK_SCRIPT = path.join(root, 'scripts/bench-wrk.lua')
const API = ['/api/menu', '/api/menu/breakfast', '/api/drinks', '/api/drinks/cocktails', '/api/categories', '/api/offers/active', '/api/events', '/api/gallery', '/api/venue', '/api/opening-hours']
const PAGES = ['/', '/menu/breakfast', '/drinks', '/events', '/offers', '/book']
const BROTLI_PAGES = ['/', '/drinks']
// The same answers in other languages: each language's are prepared and cached apart, and must hold the same pace.
const LANGUAGE_API = ['/api/menu?lang=ko', '/api/menu?lang=zh-Hans']
const LANGUAGE_PAGES = ['/ko/menu/breakfast', '/zh-hans/menu/breakfast']
const LANGUAGE_BROTLI_PAGES = ['/ko/', '/zh-hans/']
const BROTLI = { 'Accept-Encoding': 'br' }

type Headers = Record<string, string>

interface Row {
  label: string
  kind: Kind
  load: Load
}

interface EngineResult {
  engine: string
  firstStartMs: number
  startMs: number
  rssIdle: number
  rssAfter: number
  rows: Row[]
}

const execFileAsync = promisify(execFile)

async function wrk(url: string, seconds: number, headers: Headers) {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`])
  const args = ['-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '-s', WRK_SCRIPT, ...headerArgs, url]
  const { stdout } = await execFileAsync('wrk', args, { encoding: 'utf8' })
  return parseWrkSummary(stdout)
}

async function measure(url: string, pid: number, headers: Headers = {}): Promise<Load> {
  await wrk(url, 1, headers)
  const runs: Load[] = []
  for (let i = 0; i < RUNS; i++) {
    const cpuBefore = cpuUs(pid)
    const summary = await wrk(url, SECONDS, headers)
    runs.push(toLoad(summary, cpuUs(pid) - cpuBefore))
  }
  return medianRun(runs)
}

/** One request as wrk sends it: the URL must answer 200, in Brotli when asked, or its row means nothing. */
function checkAnswer(url: string, headers: Headers): Promise<void> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      response.resume()
      const encoding = response.headers['content-encoding'] ?? 'identity'
      if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`))
      else if (encoding !== (headers['Accept-Encoding'] ?? 'identity')) reject(new Error(`${url} answered in ${encoding}`))
      else resolve()
    }).once('error', reject)
  })
}

async function benchEngine(engine: string, env: Record<string, string>, firstStartMs: number): Promise<EngineResult> {
  const server = await startServer(env)
  try {
    await sleep(2000)
    const rssIdle = rssMiB(server.pid)
    // A gallery photo as a phone loads it (960 px WebP): bytes from the image cache, measured against the API's target.
    const gallery = (await (await fetch(`${server.url}/api/gallery`)).json()) as Array<{ variants: Array<{ url: string; width: number; type: string }> }>
    const photo = gallery[0]?.variants.find((v) => v.width === 960 && v.type === 'image/webp')?.url
    const plan: Array<{ path: string; kind: Kind; headers: Headers }> = [
      ...[...API, ...(photo ? [photo] : []), ...LANGUAGE_API].map((p) => ({ path: p, kind: 'api' as const, headers: {} })),
      ...[...PAGES, ...LANGUAGE_PAGES].map((p) => ({ path: p, kind: 'page' as const, headers: {} })),
      ...[...BROTLI_PAGES, ...LANGUAGE_BROTLI_PAGES].map((p) => ({ path: p, kind: 'page' as const, headers: BROTLI })),
    ]
    const rows: Row[] = []
    for (const { path: p, kind, headers } of plan) {
      await checkAnswer(server.url + p, headers)
      const label = headers === BROTLI ? `${p} (br)` : p
      rows.push({ label, kind, load: await measure(server.url + p, server.pid, headers) })
    }
    return { engine, firstStartMs, startMs: server.startMs, rssIdle, rssAfter: rssMiB(server.pid), rows }
  } finally {
    await server.stop()
  }
}

async function measureLimit(server: Measured): Promise<Load> {
  try {
    return await measure(server.url, server.pid)
  } finally {
    await server.stop()
  }
}

function print(results: EngineResult[], nodeLimit: Load, nginx: Load | null) {
  console.log(
    `\nnpm run bench: wrk -t1 -c${CONNECTIONS}, ${SECONDS} s per URL (median of ${RUNS} after a 1 s warm-up), ` +
      `production build, ${new Date().toISOString()}\n`,
  )
  const cells = (load: Load) => [fmt(load.rps), fmt(load.p50, 2), fmt(load.p99, 2), fmt(load.rps / nodeLimit.rps, 2), fmt(load.cpuUs, 1)]
  const lines = [['limit', 'node:http, /api/menu bytes', ...cells(nodeLimit), 'the limit (1x)']]
  if (nginx) lines.push(['limit', 'nginx, /api/menu bytes', ...cells(nginx), "the load tool's ceiling"])
  for (const result of results) {
    for (const row of result.rows) lines.push([result.engine, row.label, ...cells(row.load), targetCheck(row.kind, row.load, nodeLimit.rps)])
  }
  const header = ['engine', 'URL', 'req/s', 'p50 ms', 'p99 ms', 'x limit', 'CPU µs/req', 'target']
  console.log(markdownTable(header, lines, [2, 3, 4, 5, 6]))
  console.log('')
  if (!nginx) console.log('- nginx is missing: no row for the load tool\'s ceiling (apt-get install nginx)')
  const servers = [{ name: 'node:http', rps: nodeLimit.rps }, ...(nginx ? [{ name: 'nginx', rps: nginx.rps }] : [])]
  for (const result of results) {
    const rows = result.rows.map((row) => ({ path: row.label, rps: row.load.rps, ok: targetCheck(row.kind, row.load, nodeLimit.rps).startsWith('OK') }))
    console.log(`- ${headroomCheck(result.engine, nodeLimit.rps, servers, rows)}`)
  }
  for (const result of results) {
    const rssIdleTarget = result.engine === 'PostgreSQL' ? 150 : 250
    console.log(`- ${startAndMemoryLine(result.engine, { ...result, rssIdleTarget })}`)
  }
}

async function main() {
  if (spawnSync('wrk', ['--version'], { stdio: 'ignore' }).error) {
    console.error('npm run bench needs wrk, an HTTP load tool written in C: apt-get install wrk')
    process.exit(1)
  }
  if (!existsSync(path.join(root, 'build/server/index.js'))) execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  const nginxProgram = findProgram('nginx')
  const results: EngineResult[] = []
  let nodeLimit: Load
  let nginx: Load | null = null
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'))
  try {
    const env = { DATA_DIR: dataDir }
    // The first start creates the folder (and the demo data); the measured start reopens it, as every later one does.
    const first = await startServer(env)
    const menu = await (await fetch(`${first.url}/api/menu`)).text()
    await first.stop()
    nodeLimit = await measureLimit(await startNodeLimit(menu))
    if (nginxProgram) nginx = await measureLimit(await startNginx(nginxProgram, menu))
    results.push(await benchEngine('embedded (PGlite)', env, first.startMs))
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }

  const adminUrl = process.env.TEST_DATABASE_URL
  if (adminUrl) {
    const name = `bench_${process.pid}`
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`create database ${name}`)
    try {
      const url = new URL(adminUrl)
      url.pathname = `/${name}`
      const env = { DATABASE_URL: url.toString() }
      const first = await startServer(env)
      await first.stop()
      results.push(await benchEngine('PostgreSQL', env, first.startMs))
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    }
  }
  print(results, nodeLimit, nginx)
}

await main()
