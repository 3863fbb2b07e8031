// npm run measure:start: how long `node server.js` takes from spawn to its first 200 of GET / (a page) and of
// GET /api/menu on a NEW data folder (an empty temp folder; the build must be there), the CPU time it took for them
// (a figure a busy machine inflates less), and its resident memory once idle (after those requests and a few more,
// settled for SETTLE_MS). Runs MEASURE_RUNS (3) times on the embedded database, then as many on PostgreSQL when
// TEST_DATABASE_URL is set (a database of its own per run, dropped after).
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { freePort } from './bench-servers'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const RUNS = Number(process.env.MEASURE_RUNS ?? 3)
const SETTLE_MS = Number(process.env.SETTLE_MS ?? 3000)
const IDLE_REQUESTS = ['/', '/api/menu', '/menu/breakfast', '/api/drinks', '/events', '/api/gallery']


const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Milliseconds from `started` to the first 200 of `url`, polling every 10 ms. */
async function msTo200(url: string, started: number, child: ChildProcess): Promise<number> {
  while (child.exitCode === null) {
    try {
      const response = await fetch(url)
      await response.arrayBuffer()
      if (response.status === 200) return performance.now() - started
    } catch {
      // not listening yet
    }
    await sleep(10)
  }
  throw new Error(`the server exited (${child.exitCode}) before ${url} answered 200`)
}

/** The process's CPU time so far (user + system), in ms: what the start cost, however busy the machine is. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  // utime and stime, fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10
}

function rssMiB(pid: number): number {
  const kb = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return Math.round(Number(kb?.[1] ?? 0) / 1024)
}

interface Run {
  pageMs: number
  apiMs: number
  /** CPU time of the server when both had answered. */
  cpuMs: number
  rssMiB: number
}

async function measureOnce(env: Record<string, string>): Promise<Run> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'measure-start-'))
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const started = performance.now()
  // What `npm start` runs, without npm's own start-up in the way.
  const child = spawn(process.execPath, ['server.js'], {
    cwd: root,
    env: { ...process.env, MALLOC_MMAP_THRESHOLD_: '131072', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  try {
    const [pageMs, apiMs] = await Promise.all([msTo200(`${base}/`, started, child), msTo200(`${base}/api/menu`, started, child)])
    const cpu = cpuMs(child.pid!)
    for (const url of IDLE_REQUESTS) await (await fetch(`${base}${url}`)).arrayBuffer()
    await sleep(SETTLE_MS)
    return { pageMs: Math.round(pageMs), apiMs: Math.round(apiMs), cpuMs: cpu, rssMiB: rssMiB(child.pid!) }
  } finally {
    child.kill('SIGTERM')
    await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)))
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function measureEngine(engine: string, env: () => Promise<{ env: Record<string, string>; done(): Promise<void> }>) {
  for (let i = 1; i <= RUNS; i++) {
    const setting = await env()
    try {
      const run = await measureOnce(setting.env)
      console.log(`${engine} run ${i}: GET / ${run.pageMs} ms, GET /api/menu ${run.apiMs} ms (CPU ${run.cpuMs} ms), RSS idle ${run.rssMiB} MiB`)
    } finally {
      await setting.done()
    }
  }
}

if (!existsSync(path.join(root, process.env.BUILD_DIR || 'build', 'server', 'index.js'))) {
  console.error('No build: run `npm run build` first.')
  process.exit(1)
}
await measureEngine('embedded', async () => ({ env: {}, done: async () => {} }))
const adminUrl = process.env.TEST_DATABASE_URL
if (adminUrl) {
  await measureEngine('PostgreSQL', async () => {
    const name = `measure_start_${process.pid}_${Date.now()}`
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`create database ${name}`)
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    return {
      env: { DATABASE_URL: url.toString() },
      done: async () => {
        await admin.query(`drop database if exists ${name} with (force)`)
        await admin.end()
      },
    }
  })
}
