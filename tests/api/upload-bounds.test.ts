/**
 * Uploads bounded in number and in time: one over the cap of uploads at once is turned away before its body is read,
 * an upload answered 503 at the deadline saves nothing, and a client gone away mid-body is no database fault.
 */
import { count } from 'drizzle-orm'
import pino from 'pino'
import { describe, expect, it, vi } from 'vitest'
import type { AppDeps } from '~/.server/app-deps'
import { createApp } from '~/.server/app'
import { images } from '~/.server/db/schema'
import { processImage } from '~/.server/image-processing'
import { UPLOADS_AT_ONCE } from '~/.server/api/images'
import { scenePng, upload } from '../support/images'
import { BASE, useTestApp } from '../support/test-app'

// Signing in (a slow password hash) runs on the test app's own deadline; each test builds the app it sends to.
const t = useTestApp()

/** A logger whose lines the test reads. */
function capturingLogger() {
  const lines: Array<{ level: number; msg: string }> = []
  const logger = pino({ level: 'info', base: undefined }, { write: (line: string) => void lines.push(JSON.parse(line)) })
  return { logger, lines }
}

/** A processing step that waits for `open()` before processing (it ignores the deadline's signal on purpose). */
function gatedProcessing() {
  let open!: () => void
  const gate = new Promise<void>((resolve) => (open = resolve))
  let started = 0
  const processImageStandIn: NonNullable<AppDeps['processImage']> = async (bytes) => {
    started++
    await gate
    return processImage(bytes, { quick: true })
  }
  return { processImageStandIn, open, started: () => started }
}

async function imageRows() {
  const [row] = await t.database.handle.db.select({ n: count() }).from(images)
  return row.n
}

describe('uploads at once', () => {
  it('answers one upload over the cap 503 with Retry-After at once, while the others are being processed', async () => {
    const cookie = await t.signIn()
    const gated = gatedProcessing()
    const app = createApp({ ...t.deps, config: { ...t.config, REQUEST_TIMEOUT_MS: 60_000 }, processImage: gated.processImageStandIn })
    const photo = await scenePng(200, 120)
    const running = Array.from({ length: UPLOADS_AT_ONCE }, () => upload(t, photo, { cookie, app, name: 'a.png', type: 'image/png' }))
    await vi.waitFor(() => expect(gated.started()).toBe(UPLOADS_AT_ONCE), { timeout: 15_000 })
    const refused = await upload(t, photo, { cookie, app, name: 'a.png', type: 'image/png' })
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    gated.open()
    expect((await Promise.all(running)).map((res) => res.status)).toEqual(Array(UPLOADS_AT_ONCE).fill(201))
    // The slots are free again.
    expect((await upload(t, photo, { cookie, app, name: 'a.png', type: 'image/png' })).status).toBe(201)
  })
})

describe('an upload past the deadline', () => {
  it('answers 503 and saves nothing, even when its processing ends afterwards', async () => {
    const cookie = await t.signIn()
    const gated = gatedProcessing()
    const { logger, lines } = capturingLogger()
    const app = createApp({ ...t.deps, config: { ...t.config, REQUEST_TIMEOUT_MS: 1000 }, logger, processImage: gated.processImageStandIn })
    const res = await upload(t, await scenePng(200, 120), { cookie, app, name: 'a.png', type: 'image/png' })
    expect(res.status).toBe(503)
    gated.open()
    // The work ends (processed, and then refused to save) after its answer.
    await vi.waitFor(() => expect(lines.map((line) => line.msg)).toContain('work stopped past the request deadline'), { timeout: 15_000 })
    expect(await imageRows()).toBe(0)
    expect(lines.filter((line) => line.level >= 50)).toEqual([])
  })
})

describe('a client that goes away mid-body', () => {
  /** A body that sends some bytes and then fails as Node fails a closed connection's body. */
  function brokenBody(): ReadableStream<Uint8Array> {
    return new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"name":"Ana'))
        controller.error(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }))
      },
    })
  }

  function expectClientAbortLogged(lines: Array<{ level: number; msg: string }>) {
    expect(lines).toContainEqual(expect.objectContaining({ level: 30, msg: 'client went away mid-request' }))
    expect(lines.map((line) => line.msg)).not.toContain('database unavailable')
    expect(lines.filter((line) => line.level >= 50)).toEqual([])
  }

  it('is logged at info as a client abort, never as the database being away', async () => {
    const { logger, lines } = capturingLogger()
    const app = createApp({ ...t.deps, logger })
    const res = await app.request(`${BASE}/api/reservations`, {
      method: 'POST',
      body: brokenBody(),
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit)
    expect(res.status).toBe(400)
    expectClientAbortLogged(lines)
  })

  it('is the same for a staff upload', async () => {
    const cookie = await t.signIn()
    const { logger, lines } = capturingLogger()
    const app = createApp({ ...t.deps, logger })
    const res = await app.request(`${BASE}/api/images`, {
      method: 'POST',
      body: brokenBody(),
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': '5000', cookie },
      duplex: 'half',
    } as RequestInit)
    expect(res.status).toBe(400)
    expectClientAbortLogged(lines)
  })
})
