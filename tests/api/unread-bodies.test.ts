/**
 * A stranger cannot make the server hold a body: the photo upload is refused before its body is read unless staff send
 * it with its size, and every write's body is read within the request deadline (a body that never ends is a 503).
 */
import { afterEach, describe, expect, it } from 'vitest'
import { createApp } from '~/.server/app'
import { imageMessages } from '~/contracts/images'
import { BASE, useTestApp } from '../support/test-app'

// Signing in (a slow password hash) runs on the test app's own deadline; the bodies go to an app with a short one.
const t = useTestApp()
const shortDeadlineApp = () => createApp({ ...t.deps, config: { ...t.config, REQUEST_TIMEOUT_MS: 1000 } })

const streams: Array<ReadableStreamDefaultController<Uint8Array>> = []
afterEach(() => {
  for (const controller of streams.splice(0)) {
    try {
      controller.close()
    } catch {
      // The server stopped reading it (cancelled the stream) at its answer.
    }
  }
})

/** A body that sends one byte and then nothing more: it never ends while the test runs. */
function endlessBody(): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      streams.push(controller)
      controller.enqueue(new Uint8Array([0x2d]))
    },
  })
}

function send(path: string, headers: Record<string, string>) {
  return shortDeadlineApp().request(`${BASE}${path}`, { method: 'POST', body: endlessBody(), headers, duplex: 'half' } as RequestInit)
}

const multipartType = { 'content-type': 'multipart/form-data; boundary=x' }

describe('bodies the server never reads, or reads only within the deadline', () => {
  it('answers an upload without a session 401 before reading any of its body', async () => {
    const res = await send('/api/images', multipartType)
    expect(res.status).toBe(401)
  })

  it("refuses staff's upload that does not say its size (411), or says more than the limit (413), before reading it", async () => {
    const cookie = await t.signIn()
    const unsized = await send('/api/images', { ...multipartType, cookie })
    expect(unsized.status).toBe(411)
    expect(((await unsized.json()) as { message: string }).message).toBe(imageMessages.lengthRequired)
    const huge = await send('/api/images', { ...multipartType, cookie, 'content-length': String(200 * 1024 * 1024) })
    expect(huge.status).toBe(413)
    expect(((await huge.json()) as { message: string }).message).toBe(imageMessages.tooLarge)
  })

  it('answers a JSON write to a staff route without a session 401 before reading any of its body', async () => {
    for (const path of ['/api/menu', '/api/tables', '/api/emails/1/resend']) {
      const res = await send(path, { 'content-type': 'application/json' })
      expect(res.status, path).toBe(401)
    }
  })

  it('answers 503 once the deadline passes while a JSON body is still arriving', async () => {
    const started = Date.now()
    const res = await send('/api/reservations', { 'content-type': 'application/json' })
    expect(res.status).toBe(503)
    expect(Date.now() - started).toBeLessThan(5_000)
  })
})
