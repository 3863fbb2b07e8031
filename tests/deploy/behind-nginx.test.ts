import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { venueDateFromToday } from '../support/dates'
import { runBuildDir } from '../support/ensure-build'
import { runServerJs, type ServerJsRun } from '../support/server-js'
import { type Answer, freePort, negotiatedProtocol, request, type RequestOptions, type RunningNginx, startNginx } from './nginx'

// The production build behind Debian's nginx running the shipped deploy/nginx-site.conf, over HTTPS with a
// self-signed certificate, as README "Running it in production" sets it up.
const dataDir = mkdtempSync(path.join(tmpdir(), 'deploy-data-'))
const owner = { username: 'owner', password: 'deploy-test-password' }
let appPort = 0
let app: ServerJsRun | undefined
let proxy: RunningNginx

function startApp(): Promise<ServerJsRun> {
  return runServerJs({
    BUILD_DIR: runBuildDir(),
    PORT: String(appPort),
    DATA_DIR: dataDir,
    TRUST_PROXY: '1',
    ADMIN_USERNAME: owner.username,
    ADMIN_PASSWORD: owner.password,
    LOG_LEVEL: 'warn',
    // The load below books from one address; the address-based throttle is shown on sign-ins.
    BOOKINGS_PER_ADDRESS_PER_HOUR: '0',
    BOOKINGS_PER_ADDRESS_PER_DAY: '0',
    // A 10 MB photo's variants on a loaded 2-core machine may take longer than the default 15 s.
    REQUEST_TIMEOUT_MS: '60000',
  })
}

beforeAll(async () => {
  appPort = await freePort()
  app = await startApp()
  proxy = await startNginx(appPort)
}, 120_000)

afterAll(async () => {
  await proxy?.stop()
  await app?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

const json = (answer: Answer) => JSON.parse(answer.body.toString('utf8')) as unknown
const send = (pathname: string, body: unknown, options: RequestOptions = {}) =>
  request(proxy, pathname, { ...options, method: 'POST', body: Buffer.from(JSON.stringify(body)), headers: { 'content-type': 'application/json', ...options.headers } })

async function signIn(localAddress?: string): Promise<string> {
  const answer = await send('/api/auth/login', owner, { localAddress })
  expect(answer.status, answer.body.toString()).toBe(200)
  return String(answer.headers['set-cookie']?.[0]).split(';')[0]
}

describe('the app behind nginx (deploy/nginx-site.conf)', () => {
  it('serves pages and the API over HTTPS with HTTP/2 offered, and sends plain HTTP to HTTPS', async () => {
    const page = await request(proxy, '/menu')
    expect(page.status, proxy.errors()).toBe(200)
    expect(page.body.toString()).toContain('</html>')
    const api = await request(proxy, '/api/venue')
    expect(api.status).toBe(200)
    expect(json(api)).toHaveProperty('name')
    expect(await negotiatedProtocol(proxy)).toBe('h2')

    const plain = await fetch(`http://127.0.0.1:${proxy.httpPort}/menu?x=1`, { redirect: 'manual', headers: { host: 'localhost' } })
    expect(plain.status).toBe(301)
    expect(plain.headers.get('location')).toBe('https://localhost/menu?x=1')
  })

  it('says HSTS once, on the app answers and on nginx answers alike', async () => {
    for (const pathname of ['/', '/api/venue', '/no-such-page']) {
      expect((await request(proxy, pathname)).headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains')
    }
  })

  it('marks the session cookie Secure: the app sees HTTPS through X-Forwarded-Proto', async () => {
    const answer = await send('/api/auth/login', owner)
    expect(answer.status).toBe(200)
    const cookies = answer.headers['set-cookie'] ?? []
    expect(cookies.length).toBeGreaterThan(0)
    for (const cookie of cookies) expect(cookie).toMatch(/; Secure/i)
  })

  it('throttles sign-ins by the address nginx saw, not by what the client wrote in X-Forwarded-For', async () => {
    const attempt = (localAddress: string, forwardedFor?: string) =>
      send('/api/auth/login', { username: 'night-guess', password: 'wrong' }, { localAddress, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} })
    for (let i = 0; i < 5; i++) expect((await attempt('127.0.0.2', `198.51.100.${i}`)).status).toBe(401)
    expect((await attempt('127.0.0.2')).status).toBe(429)
    expect((await attempt('127.0.0.2', '203.0.113.99')).status).toBe(429)
    // Another client of the same username is not held back by the first one's guesses.
    expect((await attempt('127.0.0.3')).status).toBe(401)
  })

  it('answers brotli as the app prepared it, byte for byte, with nginx compressing nothing itself', async () => {
    const plain = await request(proxy, '/api/menu', { headers: { 'accept-encoding': 'identity' } })
    expect(plain.status).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    const br = await request(proxy, '/api/menu', { headers: { 'accept-encoding': 'br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/Accept-Encoding/i)
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true)
    const page = await request(proxy, '/', { headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(page.headers['content-encoding']).toBe('br')
    const direct = await fetch(`http://127.0.0.1:${appPort}/`, { headers: { 'accept-encoding': 'br' } })
    expect(Number(page.headers['content-length'])).toBe(Number(direct.headers.get('content-length')))
  })

  it('takes a 10 MB photo from staff', async () => {
    const cookie = await signIn()
    // Uncompressed PNG pixels: 2048 x 1720 x 3 bytes, a little over 10 MB.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2048" height="1720"><rect width="100%" height="100%" fill="#7dd3fc"/>
      <rect y="1066" width="100%" height="100%" fill="#fde68a"/><circle cx="1536" cy="430" r="206" fill="#fbbf24"/></svg>`
    const photo = await sharp(Buffer.from(svg)).png({ compressionLevel: 0 }).toBuffer()
    expect(photo.length).toBeGreaterThan(10 * 1024 * 1024)
    const form = new FormData()
    form.append('file', new File([new Uint8Array(photo)], 'sunset.png', { type: 'image/png' }))
    const encoded = new Response(form)
    const body = new Uint8Array(await encoded.arrayBuffer())
    const answer = await request(proxy, '/api/images', {
      method: 'POST',
      body,
      headers: { cookie, 'content-type': encoded.headers.get('content-type')!, 'content-length': String(body.length) },
    })
    expect(answer.status, answer.body.toString()).toBe(201)
    expect(json(answer)).toMatchObject({ width: expect.any(Number) })
  }, 90_000)

  it('loses no acknowledged booking when the app restarts on SIGTERM under a stream of bookings', async () => {
    const acknowledged: number[] = []
    const statuses = new Map<number | string, number>()
    const unexpected: string[] = []
    let booking = true
    let n = 0
    const guest = async () => {
      while (booking) {
        const i = n++
        // A day and time of its own (up to a year ahead): the tables never run out, however many get through.
        const date = venueDateFromToday(2 + (i % 360))
        const time = ['12:00', '13:30', '19:00'][Math.floor(i / 360) % 3]
        const body = { name: `Guest ${i}`, email: `deploy-${i}@example.com`, date, time, guests: 2, seatingPreference: 'table' }
        const answer = await send('/api/reservations', body).catch((error: Error) => ({ status: error.message, body: Buffer.alloc(0) }))
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
        if (answer.status === 201) acknowledged.push((json(answer as Answer) as { id: number }).id)
        else if (answer.status !== 502) unexpected.push(`${answer.status} for ${JSON.stringify(body)}: ${answer.body.toString()}`)
        if (answer.status !== 201) await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }
    const waitFor = async (count: number) => {
      const deadline = Date.now() + 30_000
      while (acknowledged.length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25))
      expect(acknowledged.length, JSON.stringify([...statuses])).toBeGreaterThanOrEqual(count)
    }
    const guests = Array.from({ length: 3 }, guest)
    await waitFor(10)
    expect(await app!.stop()).toBe(0)
    const beforeRestart = acknowledged.length
    app = await startApp()
    await waitFor(beforeRestart + 10)
    booking = false
    await Promise.all(guests)

    // While the app was away nginx said 502; nothing else went wrong.
    expect(unexpected, JSON.stringify([...statuses])).toEqual([])
    const cookie = await signIn()
    const stored = new Set<number>()
    for (let next: string | undefined = '/api/reservations'; next; ) {
      const page = await request(proxy, next, { headers: { cookie } })
      expect(page.status).toBe(200)
      for (const reservation of json(page) as Array<{ id: number }>) stored.add(reservation.id)
      next = /<([^>]+)>; rel="next"/.exec(String(page.headers.link ?? ''))?.[1]
    }
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([])
  }, 120_000)
})
