import { request, Agent } from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { type RunningServer, spawnServer } from '../support/spawn-server'

const dataDir = mkdtempSync(path.join(tmpdir(), 'keep-alive-'))
let server: RunningServer | undefined

afterAll(async () => {
  await server?.stop()
  rmSync(dataDir, { recursive: true, force: true })
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
})
