import { request, Agent } from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { type RunningServer, spawnServer } from '../support/spawn-server'

const dataDir = mkdtempSync(path.join(tmpdir(), 'keep-alive-'))
const stoppingDir = mkdtempSync(path.join(tmpdir(), 'keep-alive-stop-'))
let server: RunningServer | undefined

afterAll(async () => {
  await server?.stop()
  for (const dir of [dataDir, stoppingDir]) rmSync(dir, { recursive: true, force: true })
})

function get(url: string, agent: Agent): Promise<{ status: number; reusedSocket: boolean }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode ?? 0, reusedSocket: req.reusedSocket }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('keep-alive connections', () => {
  it("stay open past Node's 5 s default, so a client's next request never races their closing", async () => {
    server = await spawnServer({ DATA_DIR: dataDir })
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    expect(await get(`${server.url}/healthz`, agent)).toEqual({ status: 200, reusedSocket: false })
    await new Promise((resolve) => setTimeout(resolve, 6_000))
    expect(await get(`${server.url}/healthz`, agent)).toEqual({ status: 200, reusedSocket: true })
    agent.destroy()
  }, 90_000)

  it('take no new request once a stop began: the connection closes when its request in flight is answered', async () => {
    const stopping = await spawnServer({ DATA_DIR: stoppingDir })
    const socket = connect(Number(new URL(stopping.url).port), '127.0.0.1')
    let received = ''
    socket.on('data', (chunk: Buffer) => (received += chunk))
    // The server may drop the connection while the next request is on its way: a reset then is one right outcome.
    socket.on('error', () => {})
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()))
    const body = '{}'
    // "Expect: 100-continue": the interim answer says the server has read the request, which is now in flight.
    socket.write(`POST /api/reservations HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nExpect: 100-continue\r\n\r\n`)
    await vi.waitFor(() => expect(received).toContain('100 Continue'), { timeout: 30_000 })
    const exitCode = stopping.stop()
    await vi.waitFor(() => expect(stopping.output()).toContain('shutting down'), { timeout: 30_000 })
    socket.write(body)
    await vi.waitFor(() => expect(received).toMatch(/HTTP\/1\.1 400[^]*\r\n\r\n[^]*\}/), { timeout: 30_000 })
    // The connection's next request: refused with the connection, or answered as its last.
    socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n')
    await closed
    expect(await exitCode).toBe(0)
    const [interim, inFlight, next] = received.split(/(?=HTTP\/1\.1 )/)
    expect(interim).toMatch(/^HTTP\/1\.1 100 Continue/)
    expect(inFlight).toMatch(/^HTTP\/1\.1 400/)
    if (next !== undefined) expect(next).toMatch(/^HTTP\/1\.1 200[^]*\r\nConnection: close\r\n/i)
  }, 90_000)
})
