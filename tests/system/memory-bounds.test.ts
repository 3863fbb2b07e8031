/**
 * No stranger can make the real server hold memory: while 100 chunked photo uploads without a session, 100 chunked
 * JSON writes to a staff route without a session and 20 connections dripping one byte at a time run at once, the
 * server process's resident memory grows by less than 100 MB. And a client that closes its connection mid-body is
 * logged as what it is, not as a database outage.
 *
 * Why the bound holds: a write to a staff route (the upload included) is answered 401 from its headers, before any of
 * its body is read, so what a stranger sends waits in the kernel's socket buffers, not in the process; a guest's write
 * is read only up to 100 kB and only within the request deadline (then 503), so 20 drips hold at most 20 x 100 kB.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type RunningServer, spawnServer } from '../support/spawn-server'

const dataDir = mkdtempSync(path.join(tmpdir(), 'memory-bounds-'))
let server: RunningServer
let serverLog = ''

beforeAll(async () => {
  server = await spawnServer({ DATA_DIR: dataDir, REQUEST_TIMEOUT_MS: '3000' })
  server.child.stdout?.on('data', (chunk: Buffer) => (serverLog += chunk))
}, 90_000)

afterAll(async () => {
  await server?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

/** The process's resident memory in MB (Linux). */
function residentMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return Number(kb?.[1] ?? 0) / 1024
}

interface Push {
  path: string
  headers: Record<string, string>
  /** How much the client tries to send (chunked: no Content-Length). */
  totalBytes: number
  chunkBytes: number
  /** A pause between chunks: a drip. */
  pauseMs?: number
}

/**
 * Sends a chunked body as fast as the server takes it (or at the drip's pace) until the server answers; resolves with
 * the status, or 'closed' when the server closed the connection before the client read its answer.
 */
function push(baseUrl: string, { path: target, headers, totalBytes, chunkBytes, pauseMs = 0 }: Push): Promise<number | 'closed'> {
  return new Promise((resolve) => {
    const req = request(`${baseUrl}${target}`, { method: 'POST', headers, agent: false })
    let done = false
    const finish = (outcome: number | 'closed') => {
      if (done) return
      done = true
      resolve(outcome)
      req.destroy()
    }
    req.on('response', (res) => {
      res.resume()
      finish(res.statusCode ?? 0)
    })
    req.on('error', () => finish('closed'))
    const chunk = Buffer.alloc(chunkBytes, 0x61)
    let sent = 0
    const pump = () => {
      while (!done && sent < totalBytes) {
        sent += chunk.length
        if (!req.write(chunk)) return void req.once('drain', pump)
        if (pauseMs > 0) return void setTimeout(pump, pauseMs)
      }
      if (!done) req.end()
    }
    req.flushHeaders()
    pump()
  })
}

const upload: Push = { path: '/api/images', headers: { 'content-type': 'multipart/form-data; boundary=x' }, totalBytes: 15 * 1024 * 1024, chunkBytes: 64 * 1024 }
const staffJson: Push = { path: '/api/menu', headers: { 'content-type': 'application/json' }, totalBytes: 1024 * 1024, chunkBytes: 16 * 1024 }
const drip: Push = { path: '/api/reservations', headers: { 'content-type': 'application/json' }, totalBytes: 10_000, chunkBytes: 1, pauseMs: 50 }

describe('memory under requests that never should be read', () => {
  it('stays under +100 MB while 100 unsigned uploads, 100 unsigned staff writes and 20 drips run', async () => {
    const { url } = server
    const pid = server.child.pid!
    // Every path once first, so what the first request of each loads is in the baseline.
    expect([await push(url, upload), await push(url, staffJson)]).not.toContain(200)
    const baseline = residentMb(pid)
    let peak = baseline
    const sampler = setInterval(() => (peak = Math.max(peak, residentMb(pid))), 50)
    try {
      const outcomes = await Promise.all([
        ...Array.from({ length: 100 }, () => push(url, upload)),
        ...Array.from({ length: 100 }, () => push(url, staffJson)),
        ...Array.from({ length: 20 }, () => push(url, drip)),
      ])
      peak = Math.max(peak, residentMb(pid))
      // Nothing was taken: the unsigned writes 401 (or a connection closed on them), the drips 503 at the deadline.
      expect(outcomes.slice(0, 200).every((outcome) => outcome === 401 || outcome === 'closed')).toBe(true)
      expect(outcomes.slice(200).every((outcome) => outcome === 503 || outcome === 'closed')).toBe(true)
    } finally {
      clearInterval(sampler)
    }
    expect(peak - baseline).toBeLessThan(100)
    // And the server still answers.
    expect((await fetch(`${url}/healthz`)).status).toBe(200)
  }, 60_000)
})

describe('a client that closes its connection halfway through a body', () => {
  it('is logged at info as a client abort, never as the database being away', async () => {
    const logged = serverLog.length
    const req = request(`${server.url}/api/reservations`, { method: 'POST', headers: { 'content-type': 'application/json' }, agent: false })
    req.on('error', () => {})
    // Closed once the start of the body is on its way: the server gets the bytes, then the end of the connection.
    await new Promise((resolve) => req.write('{"name":"Ana","guests":', resolve))
    req.destroy()
    await vi.waitFor(() => expect(serverLog.slice(logged)).toContain('client went away mid-request'), { timeout: 10_000 })
    const lines = serverLog.slice(logged).trim().split('\n').map((line) => JSON.parse(line) as { level: number; msg: string })
    expect(lines.find((line) => line.msg === 'client went away mid-request')?.level).toBe(30)
    expect(lines.filter((line) => line.level >= 50 || line.msg === 'database unavailable')).toEqual([])
  }, 30_000)
})
