// npm run bench: how fast the production server answers the public reads, side by side with the hardware's limit
// in the same run: a bare node:http server answering the same /api/menu bytes from memory. For the embedded
// database, and for PostgreSQL when TEST_DATABASE_URL is set (on a database of its own, dropped afterwards).
// Prints one table: req/s, p50, p99 and the ratio to the limit per URL, and the server's own CPU time per request
// (which does not depend on how fast the load tool is), then start time and memory per engine.
//
// Load: autocannon, 50 connections, BENCH_SECONDS (10) per URL after a 2 s warm-up, the median of BENCH_RUNS (1).
// Targets (docs/product.md, Performance targets): API reads >= 0.5x the limit with p99 <= 10 ms; pages >= 0.25x with p99 <= 50 ms;
// start <= 1.5 s; RSS idle <= 250 MiB (embedded) / 150 MiB (PostgreSQL), at most +100 MiB after the load.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import pg from 'pg'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const RUNS = Number(process.env.BENCH_RUNS ?? 1)
const CONNECTIONS = 50
const API = ['/api/menu', '/api/menu/breakfast', '/api/drinks', '/api/drinks/cocktails', '/api/categories', '/api/offers/active', '/api/events', '/api/gallery', '/api/venue', '/api/opening-hours']
const PAGES = ['/', '/menu/breakfast', '/drinks', '/drinks/cocktails', '/offers', '/events', '/gallery', '/contacts']
const TARGET = { api: { ratio: 0.5, p99: 10 }, page: { ratio: 0.25, p99: 50 } }

interface Load {
  rps: number
  p50: number
  p99: number
  /** The server's own CPU time per request (user + system): what it costs whoever the client is. */
  cpuUs: number
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function waitFor200(url: string, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).status === 200) return
    } catch {
      // not listening yet
    }
    await sleep(10)
  }
  throw new Error(`${url} did not answer 200 in time`)
}

/** CPU time a process has used so far (user + system), from /proc (Linux), in microseconds. */
function cpuUs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  const ticks = Number(fields[11]) + Number(fields[12])
  return (ticks * 1_000_000) / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }))
}

/** Resident memory of a process, from /proc (Linux), in MiB. */
function rssMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m)
  return line ? Math.round(Number(line[1]) / 1024) : NaN
}

/** The node process that runs server.js under `npm start` (npm, then a shell, then node). */
function serverPid(npm: ChildProcess): number {
  const children = (pid: number): number[] =>
    execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' }).split('\n').map(Number).filter(Boolean)
  const queue = [npm.pid ?? 0]
  while (queue.length > 0) {
    const pid = queue.shift() as number
    const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
    if (path.basename(argv[0]) === 'node' && argv.includes('server.js')) return pid
    queue.push(...children(pid))
  }
  throw new Error('server process not found')
}

interface Started {
  url: string
  pid: number
  startMs: number
  stop(): Promise<void>
}

/** `npm start` with a production build present; the time to the first 200 of /healthz. */
async function startServer(env: Record<string, string>): Promise<Started> {
  const port = await freePort()
  const started = performance.now()
  const npm = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  const url = `http://127.0.0.1:${port}`
  await waitFor200(`${url}/healthz`)
  const startMs = performance.now() - started
  const pid = serverPid(npm)
  return {
    url,
    pid,
    startMs,
    stop: async () => {
      const exited = new Promise((resolve) => npm.once('exit', resolve))
      process.kill(-(npm.pid ?? 0), 'SIGTERM')
      await exited
    },
  }
}

async function load(url: string, seconds: number, pid: number): Promise<Load> {
  const cpuBefore = cpuUs(pid)
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds })
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`)
  const cpu = (cpuUs(pid) - cpuBefore) / result.requests.total
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, cpuUs: cpu }
}

async function measure(url: string, pid: number): Promise<Load> {
  await load(url, 2, pid)
  const runs: Load[] = []
  for (let i = 0; i < RUNS; i++) runs.push(await load(url, SECONDS, pid))
  return runs.sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)]
}

/** A bare node:http server answering `body` from memory: what this machine can do at all. */
async function startLimit(body: string): Promise<{ url: string; pid: number; stop(): void }> {
  const port = await freePort()
  const code = `const b = Buffer.from(process.env.BODY); require('node:http').createServer((q, s) => { s.writeHead(200, { 'content-type': 'application/json', 'content-length': b.length }); s.end(b) }).listen(${port}, '127.0.0.1')`
  const child = spawn(process.execPath, ['-e', code], { env: { ...process.env, BODY: body }, stdio: 'inherit' })
  const url = `http://127.0.0.1:${port}`
  await waitFor200(url)
  return { url, pid: child.pid ?? 0, stop: () => child.kill() }
}

interface EngineResult {
  engine: string
  firstStartMs: number
  startMs: number
  rssIdle: number
  rssAfter: number
  rows: Array<{ path: string; kind: 'api' | 'page'; load: Load }>
}

async function benchEngine(engine: string, env: Record<string, string>, firstStartMs: number): Promise<EngineResult> {
  const server = await startServer(env)
  try {
    await sleep(2000)
    const rssIdle = rssMiB(server.pid)
    const rows: EngineResult['rows'] = []
    // A gallery photo as a phone loads it (960 px WebP): bytes from the image cache, measured against the API's target.
    const gallery = (await (await fetch(`${server.url}/api/gallery`)).json()) as Array<{ variants: Array<{ url: string; width: number; type: string }> }>
    const photo = gallery[0]?.variants.find((v) => v.width === 960 && v.type === 'image/webp')?.url
    for (const p of [...API, ...(photo ? [photo] : []), ...PAGES]) {
      const kind = p.startsWith('/api/') || p.startsWith('/images/') ? 'api' : 'page'
      rows.push({ path: p, kind, load: await measure(server.url + p, server.pid) })
    }
    return { engine, firstStartMs, startMs: server.startMs, rssIdle, rssAfter: rssMiB(server.pid), rows }
  } finally {
    await server.stop()
  }
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })

async function main() {
  if (!existsSync(path.join(root, 'build/server/index.js'))) execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  const results: EngineResult[] = []
  let limit: Load
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'))
  try {
    const env = { DATA_DIR: dataDir }
    // The first start creates the folder (and the demo data); the measured start reopens it, as every later one does.
    const first = await startServer(env)
    const menu = await (await fetch(`${first.url}/api/menu`)).text()
    await first.stop()
    const limitServer = await startLimit(menu)
    try {
      limit = await measure(limitServer.url, limitServer.pid)
    } finally {
      limitServer.stop()
    }
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

  console.log(`\nnpm run bench: ${CONNECTIONS} connections, ${SECONDS} s per URL (median of ${RUNS}), production build, ${new Date().toISOString()}`)
  console.log(
    `limit (bare node:http, same /api/menu bytes): ${fmt(limit.rps)} req/s, p50 ${limit.p50} ms, p99 ${limit.p99} ms, server CPU ${fmt(limit.cpuUs, 1)} µs/request\n`,
  )
  const header = ['engine', 'URL', 'req/s', 'p50 ms', 'p99 ms', 'x limit', 'CPU µs/req', 'target']
  const lines = [header]
  for (const result of results) {
    for (const row of result.rows) {
      const target = TARGET[row.kind]
      const ratio = row.load.rps / limit.rps
      const ok = ratio >= target.ratio && row.load.p99 <= target.p99
      lines.push([
        result.engine,
        row.path,
        fmt(row.load.rps),
        String(row.load.p50),
        String(row.load.p99),
        fmt(ratio, 2),
        fmt(row.load.cpuUs, 1),
        `${ok ? 'OK' : 'MISSED'} (>= ${target.ratio}x, p99 <= ${target.p99})`,
      ])
    }
  }
  const widths = header.map((_, i) => Math.max(...lines.map((l) => l[i].length)))
  for (const line of lines) console.log(line.map((cell, i) => (i >= 2 && i <= 6 ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  '))
  console.log('')
  for (const result of results) {
    const rssLimit = result.engine === 'PostgreSQL' ? 150 : 250
    console.log(
      `${result.engine}: start ${fmt(result.startMs)} ms (first start, new data: ${fmt(result.firstStartMs)} ms) ${result.startMs <= 1500 ? 'OK' : 'MISSED'}; ` +
        `RSS idle ${result.rssIdle} MiB ${result.rssIdle <= rssLimit ? 'OK' : 'MISSED'} (<= ${rssLimit}), after the load ${result.rssAfter} MiB ` +
        `(+${result.rssAfter - result.rssIdle}) ${result.rssAfter - result.rssIdle <= 100 ? 'OK' : 'MISSED'} (<= +100)`,
    )
  }
}

await main()
