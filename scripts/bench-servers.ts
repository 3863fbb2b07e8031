// The processes npm run bench measures: the production server (`npm start`), and the two limit servers that answer
// the /api/menu bytes from memory (a bare node:http server, and nginx: the load tool's ceiling). Linux only (/proc).
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { nginxConfig } from './bench-report'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

export interface Measured {
  url: string
  pid: number
  stop(): Promise<void>
}

export interface Started extends Measured {
  startMs: number
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

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

/** A program on the PATH, or in the sbin folders a non-root PATH lacks; null when missing. */
export function findProgram(name: string): string | null {
  if (!spawnSync(name, ['-v'], { stdio: 'ignore' }).error) return name
  return ['/usr/sbin', '/usr/local/sbin', '/sbin'].map((dir) => path.join(dir, name)).find((file) => existsSync(file)) ?? null
}

/** CPU time a process has used so far (user + system), from /proc, in microseconds. */
export function cpuUs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  const ticks = Number(fields[11]) + Number(fields[12])
  return (ticks * 1_000_000) / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }))
}

/** Resident memory of a process, from /proc, in MiB. */
export function rssMiB(pid: number): number {
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

function stopper(child: ChildProcess, group = false): () => Promise<void> {
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    if (group) process.kill(-(child.pid ?? 0), 'SIGTERM')
    else child.kill('SIGTERM')
    await exited
  }
}

/** `npm start` with a production build present; the time to the first 200 of /healthz. */
export async function startServer(env: Record<string, string>): Promise<Started> {
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
  return { url, pid: serverPid(npm), startMs, stop: stopper(npm, true) }
}

/** A bare node:http server answering `body` from memory: what node can do at all on this machine. */
export async function startNodeLimit(body: string): Promise<Measured> {
  const port = await freePort()
  const code = `const b = Buffer.from(process.env.BODY); require('node:http').createServer((q, s) => { s.writeHead(200, { 'content-type': 'application/json', 'content-length': b.length }); s.end(b) }).listen(${port}, '127.0.0.1')`
  const child = spawn(process.execPath, ['-e', code], { env: { ...process.env, BODY: body }, stdio: 'inherit' })
  const url = `http://127.0.0.1:${port}`
  await waitFor200(url)
  return { url, pid: child.pid ?? 0, stop: stopper(child) }
}

/** nginx answering `body` (one process, a generated configuration in a temporary folder). */
export async function startNginx(nginx: string, body: string): Promise<Measured> {
  const port = await freePort()
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-nginx-'))
  writeFileSync(path.join(dir, 'body'), body)
  writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(dir, port))
  const child = spawn(nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'inherit' })
  const stop = stopper(child)
  const url = `http://127.0.0.1:${port}/api/menu`
  try {
    await waitFor200(url, 10_000)
  } catch (error) {
    await stop()
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
  return {
    url,
    pid: child.pid ?? 0,
    stop: async () => {
      await stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
