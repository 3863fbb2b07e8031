import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createApp } from '~/.server/app'
import { visitors } from '~/.server/db/schema'
import { loadVisitorSecret } from '~/.server/services/installation-secrets'
import { newSignedVisitorId } from '~/.server/visitor-id'
import { venueClock } from '~/lib/venue-clock'
import { BASE, useTestApp } from '../support/test-app'

const t = useTestApp()
const browser = { accept: 'text/html', 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1' }
const LIMIT = 20

/** The site behind one trusted proxy (so X-Forwarded-For names the client), on a fixed venue day. */
function site(now = new Date('2026-11-22T04:00:00Z'), perAddress = t.config.NEW_VISITORS_PER_ADDRESS_PER_DAY) {
  const clock = venueClock('Asia/Manila', () => now)
  const page = async () => new Response('<html>page</html>', { headers: { 'content-type': 'text/html' } })
  const config = { ...t.config, TRUST_PROXY: 1, NEW_VISITORS_PER_ADDRESS_PER_DAY: perAddress }
  const app = createApp({ ...t.deps, clock, config }, { pageHandler: page })
  return {
    /** A page view: the visitor cookie it sets, if any. */
    async view(address: string, cookie = '') {
      const res = await app.request(`${BASE}/menu`, { headers: { ...browser, cookie, 'x-forwarded-for': address } })
      return /visitor_id=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1]
    },
    async beacon(address: string, cookie: string) {
      const res = await app.request(`${BASE}/api/visits`, { method: 'POST', headers: { ...browser, cookie, 'x-forwarded-for': address } })
      expect(res.status).toBe(204)
      return res
    },
  }
}

const rows = () => t.database.handle.db.select().from(visitors)

describe('visitor ids are the server’s own', () => {
  it('counts no unsigned, forged or other-installation id, however many come', async () => {
    const { beacon } = site()
    const otherSecret = randomBytes(32)
    for (let i = 0; i < 300; i++) {
      const id = randomBytes(16).toString('base64url')
      const forged = [id, `${id}.${randomBytes(16).toString('base64url')}`, newSignedVisitorId(otherSecret)][i % 3]
      await beacon(`203.0.113.${i % 250}`, `visitor_id=${forged}`)
    }
    expect(await rows()).toEqual([])
  })

  it('adds at most the limit of new visitors from one address, however many signed cookies it collects', async () => {
    const { view, beacon } = site()
    for (let i = 0; i < 300; i++) {
      const cookie = await view('198.51.100.7')
      expect(cookie).toBeDefined()
      await beacon('198.51.100.7', `visitor_id=${cookie}`)
    }
    expect(await rows()).toHaveLength(LIMIT)
  })

  it('is 20 a day by default, and off with NEW_VISITORS_PER_ADDRESS_PER_DAY=0', async () => {
    expect(t.config.NEW_VISITORS_PER_ADDRESS_PER_DAY).toBe(LIMIT)
    const { beacon } = site(undefined, 0)
    for (let i = 0; i < LIMIT + 5; i++) await beacon('198.51.100.8', `visitor_id=${newSignedVisitorId(t.deps.visitorSecret)}`)
    expect(await rows()).toHaveLength(LIMIT + 5)
  })

  it('gives each address its own limit; an IPv6 client is one address for its whole /64', async () => {
    const { beacon } = site()
    const signed = () => `visitor_id=${newSignedVisitorId(t.deps.visitorSecret)}`
    for (let i = 0; i < LIMIT + 5; i++) {
      await beacon('198.51.100.1', signed())
      await beacon('198.51.100.2', signed())
      await beacon(`2001:db8:1:2::${(i + 1).toString(16)}`, signed())
    }
    expect(await rows()).toHaveLength(3 * LIMIT)
  })

  it('still counts a known visitor from an address whose limit is used up, on another day', async () => {
    const signed = () => `visitor_id=${newSignedVisitorId(t.deps.visitorSecret)}`
    const regular = signed()
    await site(new Date('2026-11-21T04:00:00Z')).beacon('198.51.100.9', regular)
    const today = site()
    for (let i = 0; i < LIMIT + 5; i++) await today.beacon('198.51.100.9', signed())
    await today.beacon('198.51.100.9', regular)
    const all = await rows()
    expect(all).toHaveLength(LIMIT + 1)
    expect(all.find((row) => row.visitorId === regular.split('=')[1].split('.')[0])).toMatchObject({ daysSeen: 2, lastDay: '2026-11-22' })
  })

  it('counts an issued cookie once, and replaces an old unsigned cookie with a signed one', async () => {
    const { view, beacon } = site()
    const cookie = await view('198.51.100.3', 'visitor_id=abcdefghijklmnopqrstuv')
    expect(cookie).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/)
    expect(await view('198.51.100.3', `visitor_id=${cookie}`)).toBeUndefined()
    const first = await beacon('198.51.100.3', `visitor_id=${cookie}`)
    expect(first.headers.get('set-cookie')).toContain('visitor_counted=2026-11-22')
    await beacon('198.51.100.3', `visitor_id=${cookie}`)
    await beacon('198.51.100.3', `visitor_id=${cookie}; visitor_counted=2026-11-22`)
    expect(await rows()).toEqual([{ visitorId: cookie!.split('.')[0], firstDay: '2026-11-22', lastDay: '2026-11-22', daysSeen: 1 }])
  })

  it('makes the installation secret once: every process that starts reads the same 32 bytes', async () => {
    const db = t.database.handle.db
    const secrets = await Promise.all([loadVisitorSecret(db), loadVisitorSecret(db), loadVisitorSecret(db)])
    expect(secrets[0]).toHaveLength(32)
    expect(secrets[1]).toEqual(secrets[0])
    expect(secrets[2]).toEqual(secrets[0])
    expect(await loadVisitorSecret(db)).toEqual(secrets[0])
  })
})
