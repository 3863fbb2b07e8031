import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import pg from 'pg'
import { adminQuery, withDatabase } from '../support/database-admin'
import { runBuildDir } from '../support/ensure-build'

const root = path.resolve(import.meta.dirname, '../..')


/** First of the ports the servers listen on (two consecutive ports). */
export function concurrencyPortBase(): number {
  return Number(process.env.CONCURRENCY_PORT_BASE || 5303)
}

export interface ProductionServer {
  url: string
  stop(): Promise<void>
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve()))
}

/** Starts `node server.js` (the production build) and waits until /healthz answers 200. */
export async function startProductionServer(port: number, env: Record<string, string>): Promise<ProductionServer> {
  const child = spawn(process.execPath, ['server.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      BUILD_DIR: runBuildDir(),
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      // One test client stands in for fifty guests at once: no per-address booking limit here.
      BOOKINGS_PER_ADDRESS_PER_HOUR: '0',
      BOOKINGS_PER_ADDRESS_PER_DAY: '0',
      GUEST_EMAILS_PER_ADDRESS_PER_DAY: '0',
      BACKUP_TIME: 'off',
      WEEKLY_SUMMARY: 'off',
      // Each process queues 25 of the flood's requests on its 20-connection pool, all waiting on one date's lock: on a
      // loaded 2-core machine that queue can outlast the default 1.5 s wait for a connection (then a 503).
      DB_CONNECT_TIMEOUT_MS: '15000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk))
  const url = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await exited(child)
      clearTimeout(timer)
    }
  }
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server on port ${port} exited (${child.exitCode}):\n${output}`)
    try {
      if ((await fetch(`${url}/healthz`)).status === 200) return { url, stop }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  await stop()
  throw new Error(`server on port ${port} did not become healthy:\n${output}`)
}

export interface ScratchDatabase {
  url: string
  query<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>
  drop(): Promise<void>
}

/** A fresh, empty PostgreSQL database on TEST_DATABASE_URL's server; drop() removes it. */
export async function createScratchDatabase(adminUrl: string): Promise<ScratchDatabase> {
  const name = `conc_${process.pid}_${randomBytes(4).toString('hex')}`
  await adminQuery(adminUrl, `create database ${name}`)
  const url = withDatabase(adminUrl, name)
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  return {
    url,
    query: async (text, values) => (await client.query(text, values)).rows,
    drop: async () => {
      await client.end().catch(() => {})
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`)
    },
  }
}
