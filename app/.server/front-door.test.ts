import { randomBytes } from 'node:crypto'
import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { createFrontDoor, FRONT_DOOR_URLS } from './front-door'
import { createLogger } from './logger'
import { type PreparedAnswer, prepareFile, prepareJson } from './prepared-answer'
import { createReadCache } from './read-cache'
import { newSignedVisitorId } from './visitor-id'

const MINUTE = 60_000
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36'

let server: Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

/** A front door before a stand-in app that answers 418 and counts what reached it, on a real node:http server. */
async function frontDoorOn({ proxyHops = 0 } = {}) {
  const reads = createReadCache<PreparedAnswer>({ maxBytes: 4_000_000 })
  const state = { now: Date.UTC(2026, 10, 27, 10, 0, 20), available: true, reachedApp: 0 }
  const visitorSecret = randomBytes(32)
  const door = createFrontDoor({
    reads,
    clock: { now: () => state.now },
    logger: createLogger('silent'),
    isAvailable: () => state.available,
    visitorSecret,
    proxyHops,
  })
  server = createServer((req, res) => {
    if (door.answer(req, res)) return
    state.reachedApp += 1
    res.writeHead(418).end()
  })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  /** Stores an answer under `key` and registers `url` for it, as the app does after answering from the cache. */
  const store = async (url: string, key: string, data: unknown) => {
    const answer = await reads.read(key, async () => prepareJson(data))
    door.remember(url, key, answer, state.now)
    return answer
  }
  return { reads, state, door, base, store, visitorSecret }
}

/** The bytes as they travelled (fetch would decode them). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
    }).on('error', reject)
  })
}

describe('front door', () => {
  it('answers a registered URL from the cache with the prepared headers and the encoding asked for', async () => {
    const { base, store, state } = await frontDoorOn()
    await store('/api/menu', 'api menu 2026-11-27', [{ id: 1 }])
    const plain = await fetch(`${base}/api/menu`, { headers: { 'accept-encoding': 'identity' } })
    expect(plain.status).toBe(200)
    expect(await plain.json()).toEqual([{ id: 1 }])
    expect(plain.headers.get('content-type')).toBe('application/json')
    expect(plain.headers.get('x-content-type-options')).toBe('nosniff')
    expect(plain.headers.get('strict-transport-security')).toBeNull()
    const compressed = await rawGet(`${base}/api/menu`, { 'accept-encoding': 'gzip, deflate, br' })
    expect(compressed.headers['content-encoding']).toBe('br')
    expect(JSON.parse(brotliDecompressSync(compressed.body).toString())).toEqual([{ id: 1 }])
    expect(state.reachedApp).toBe(0)
  })

  it('answers 304 to a browser that holds the answer, and a HEAD without a body', async () => {
    const { base, store, state } = await frontDoorOn()
    const answer = await store('/api/menu', 'menu', [1, 2])
    const again = await fetch(`${base}/api/menu`, { headers: { 'if-none-match': answer.etag } })
    expect(again.status).toBe(304)
    const head = await fetch(`${base}/api/menu`, { method: 'HEAD', headers: { 'accept-encoding': 'identity' } })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe(String(answer.identity.length))
    expect(await head.text()).toBe('')
    expect(state.reachedApp).toBe(0)
  })

  it('passes on what it does not know, other methods, and a URL with a query string', async () => {
    const { base, store, state, door, reads } = await frontDoorOn()
    await store('/api/menu', 'menu', [1])
    expect((await fetch(`${base}/api/events`)).status).toBe(418)
    expect((await fetch(`${base}/api/menu`, { method: 'POST' })).status).toBe(418)
    for (const url of ['/api/menu?x=1', '/api/menu?lang=KO', '/api/menu?lang=ko&x=1', '/api/menu?lang=fr']) {
      door.remember(url, 'menu', reads.peek('menu') as PreparedAnswer, state.now)
      expect((await fetch(base + url)).status).toBe(418)
    }
    expect(state.reachedApp).toBe(6)
  })

  it('answers a read in a language asked for by its exact code (?lang=ko)', async () => {
    const { base, store, state } = await frontDoorOn()
    await store('/api/menu?lang=ko', 'ko menu', [{ name: '탑실로그' }])
    const response = await fetch(`${base}/api/menu?lang=ko`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual([{ name: '탑실로그' }])
    expect(state.reachedApp).toBe(0)
  })

  it('passes on once the content changed, until the app registers the new answer', async () => {
    const { base, store, reads, state } = await frontDoorOn()
    await store('/api/menu', 'menu', ['old'])
    expect(await (await fetch(`${base}/api/menu`)).json()).toEqual(['old'])
    reads.invalidate()
    expect((await fetch(`${base}/api/menu`)).status).toBe(418)
    await store('/api/menu', 'menu', ['new'])
    expect(await (await fetch(`${base}/api/menu`)).json()).toEqual(['new'])
    expect(state.reachedApp).toBe(1)
  })

  it('answers a photo kept by a cache that follows the read cache, until either drops it', async () => {
    const { base, reads, state, door } = await frontDoorOn()
    const photos = createReadCache<PreparedAnswer>({ maxBytes: 1_000_000 })
    const store = async () => {
      const answer = await photos.read('1/960.webp', async () => prepareFile(new Uint8Array([1, 2, 3]), '"f1"', { 'Content-Type': 'image/webp' }))
      door.remember('/images/1/960.webp', '1/960.webp', answer, state.now, { cache: photos, generation: reads.generation() as number })
    }
    await store()
    const photo = await rawGet(`${base}/images/1/960.webp`, { 'accept-encoding': 'gzip, br' })
    expect(photo.headers['content-type']).toBe('image/webp')
    expect(photo.headers['content-encoding']).toBeUndefined()
    expect([...photo.body]).toEqual([1, 2, 3])
    expect((await fetch(`${base}/images/1/960.webp`, { headers: { 'if-none-match': '"f1"' } })).status).toBe(304)
    expect(state.reachedApp).toBe(0)
    // The content changed (the photo may be deleted): the photos' cache has not heard yet, the generation says so.
    reads.invalidate()
    expect((await fetch(`${base}/images/1/960.webp`)).status).toBe(418)
    await store()
    expect((await fetch(`${base}/images/1/960.webp`)).status).toBe(200)
    photos.invalidate()
    expect((await fetch(`${base}/images/1/960.webp`)).status).toBe(418)
    expect(state.reachedApp).toBe(2)
  })

  it('keeps an answer to the end of the minute it was registered in (a new venue day starts on a minute)', async () => {
    const { base, store, state } = await frontDoorOn()
    await store('/api/events', 'api events 2026-11-27', [])
    state.now += MINUTE - 20_001
    expect((await fetch(`${base}/api/events`)).status).toBe(200)
    state.now += 1
    expect((await fetch(`${base}/api/events`)).status).toBe(418)
  })

  it('passes on while the database is away', async () => {
    const { base, store, state } = await frontDoorOn()
    await store('/api/menu', 'menu', [1])
    state.available = false
    expect((await fetch(`${base}/api/menu`)).status).toBe(418)
  })

  it('leaves a browser page view without a signed visitor cookie to the app, which hands one out', async () => {
    const { base, store, state, visitorSecret } = await frontDoorOn()
    await store('/', 'page / 2026-11-27', '<html>')
    const browser = { accept: 'text/html,application/xhtml+xml', 'user-agent': BROWSER }
    expect((await fetch(`${base}/`, { headers: browser })).status).toBe(418)
    expect((await fetch(`${base}/`, { headers: { ...browser, cookie: 'visitor_id=made-up' } })).status).toBe(418)
    const signed = await fetch(`${base}/`, { headers: { ...browser, cookie: `theme=dark; visitor_id=${newSignedVisitorId(visitorSecret)}` } })
    expect(signed.status).toBe(200)
    expect((await fetch(`${base}/`)).status).toBe(200)
    expect(state.reachedApp).toBe(2)
  })

  it('says Strict-Transport-Security when the trusted proxy saw HTTPS', async () => {
    const { base, store } = await frontDoorOn({ proxyHops: 1 })
    await store('/api/menu', 'menu', [1])
    const res = await fetch(`${base}/api/menu`, { headers: { 'x-forwarded-proto': 'https' } })
    expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=/)
    expect((await fetch(`${base}/api/menu`)).headers.get('strict-transport-security')).toBeNull()
  })

  it(`knows at most ${FRONT_DOOR_URLS} URLs, forgetting the oldest first`, async () => {
    const { base, store, state } = await frontDoorOn()
    for (let i = 0; i <= FRONT_DOOR_URLS; i++) await store(`/api/menu/c${i}`, `menu c${i}`, [i])
    expect((await fetch(`${base}/api/menu/c0`)).status).toBe(418)
    expect(await (await fetch(`${base}/api/menu/c1`)).json()).toEqual([1])
    expect(state.reachedApp).toBe(1)
  })
})
