import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LISTENER_NAME } from '~/.server/db/change-listener'
import type { GalleryPhotoJson } from '~/contracts/gallery'
import type { ImageJson } from '~/contracts/images'
import { venueDateFromToday } from '../support/dates'
import { multipart, scenePng } from '../support/images'
import { type SmtpReceiver, startSmtpReceiver } from '../support/smtp-receiver'
import { type RunningServer, spawnServer } from '../support/spawn-server'
import { createTestDatabase, type TestDatabase } from '../support/test-db'

// Two app processes on one PostgreSQL: how the site scales past one process (README, "PostgreSQL and several processes").
const admin = { username: 'owner', password: 'two-process-password' }

describe('several app processes on one PostgreSQL', () => {
  let database: TestDatabase
  let servers: RunningServer[] = []
  let receiver: SmtpReceiver

  beforeAll(async () => {
    // An empty database: both processes race to migrate and seed it at the same moment.
    database = await createTestDatabase({ migrate: false })
    receiver = await startSmtpReceiver()
    const env = {
      DATABASE_URL: database.url ?? '',
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      SMTP_URL: receiver.url,
      PUBLIC_URL: 'https://beachbar.example',
      MAIL_FROM: 'Beach Bar <bookings@beachbar.example>',
      BOOKINGS_PER_ADDRESS_PER_HOUR: '0',
      BOOKINGS_PER_ADDRESS_PER_DAY: '0',
      GUEST_EMAILS_PER_ADDRESS_PER_DAY: '0',
    }
    servers = await Promise.all([spawnServer(env), spawnServer(env)])
  }, 120_000)

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()))
    await receiver?.stop()
    await database?.close()
  })

  it('deliver every e-mail exactly once, both sending from one outbox', async () => {
    const bookings = 8
    const made = await Promise.all(
      Array.from({ length: bookings }, async (_, i) => {
        const body = { name: `Guest ${i}`, email: `guest${i}@example.com`, date: venueDateFromToday(40 + i), time: '19:00', guests: 2, seatingPreference: 'table' }
        const res = await fetch(`${servers[i % 2].url}/api/reservations`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
        expect(res.status).toBe(201)
        return (await res.json()) as { reference: string }
      }),
    )
    // Each booking: the guest's confirmation and the venue's notice (the reminders are weeks away).
    await expect.poll(() => receiver.received.length, { timeout: 30_000, interval: 200 }).toBe(bookings * 2)
    // Two more rounds of both senders: nothing is sent again.
    await new Promise((resolve) => setTimeout(resolve, 11_000))
    expect(receiver.received).toHaveLength(bookings * 2)
    expect(new Set(receiver.received.map((m) => m.mail.messageId)).size).toBe(bookings * 2)
    for (const { reference } of made) expect(receiver.received.filter((m) => m.mail.subject?.includes(reference))).toHaveLength(2)
    const direct = new pg.Client({ connectionString: database.url })
    await direct.connect()
    try {
      const { rows } = await direct.query("select status, attempts, count(*)::int as n from email_outbox where kind <> 'booking-reminder' group by status, attempts")
      expect(rows).toEqual([{ status: 'sent', attempts: 1, n: bookings * 2 }])
    } finally {
      await direct.end()
    }
  }, 60_000)

  it('migrate and load the demo data exactly once when they start together', async () => {
    const [a, b] = await Promise.all(servers.map(async (s) => (await fetch(`${s.url}/api/menu`)).json() as Promise<Array<{ id: number }>>))
    expect(a.length).toBeGreaterThan(19)
    expect(b).toEqual(a)
    expect(new Set(a.map((i) => i.id)).size).toBe(a.length)
  })

  it('accept on one process a session created on the other, and log out everywhere', async () => {
    const [one, two] = servers
    const login = await fetch(`${one.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) })
    expect(login.status).toBe(200)
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]
    expect((await fetch(`${two.url}/api/auth/session`, { headers: { cookie } })).status).toBe(200)
    expect((await fetch(`${two.url}/api/visitor-stats`, { headers: { cookie } })).status).toBe(200)
    expect((await fetch(`${two.url}/api/auth/logout`, { method: 'POST', headers: { cookie } })).status).toBe(200)
    expect((await fetch(`${one.url}/api/auth/session`, { headers: { cookie } })).status).toBe(401)
  })

  it('share login throttling: failures on one process count on the other', async () => {
    const [one, two] = servers
    const attempt = (s: RunningServer) =>
      fetch(`${s.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'intruder-target', password: 'guess' }) })
    for (let i = 0; i < 5; i++) expect((await attempt(i % 2 ? one : two)).status).toBe(401)
    expect((await attempt(one)).status).toBe(429)
    expect((await attempt(two)).status).toBe(429)
  })

  it('stop serving a photo deleted on the other process, though the front door answered it from memory', async () => {
    const [one, two] = servers
    const login = await fetch(`${one.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) })
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]
    const form = new FormData()
    form.append('file', new File([new Uint8Array(await scenePng(900, 500))], 'scene.png', { type: 'image/png' }))
    const { body, headers } = await multipart(form)
    const image = (await (await fetch(`${one.url}/api/images`, { method: 'POST', headers: { ...headers, cookie }, body })).json()) as ImageJson
    const added = await fetch(`${one.url}/api/gallery`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ imageId: image.id, alt: 'Front door' }) })
    const photo = (await added.json()) as GalleryPhotoJson
    // The first read goes through the app, the next ones are the front door's (front-door.ts).
    for (let i = 0; i < 3; i++) expect((await fetch(`${two.url}${image.url}`)).status).toBe(200)
    expect((await fetch(`${one.url}/api/gallery/${photo.id}`, { method: 'DELETE', headers: { cookie } })).status).toBe(204)
    await expect.poll(async () => (await fetch(`${two.url}${image.url}`)).status, { timeout: 5000, interval: 20 }).toBe(404)
  })

  it('show a staff edit made on one process on the other within the refresh window, from cache until then', async () => {
    const [one, two] = servers
    const breakfast = async () => (await (await fetch(`${two.url}/api/menu/breakfast`)).json()) as Array<{ id: number; name: string; price: number }>
    const direct = new pg.Client({ connectionString: database.url })
    await direct.connect()
    try {
      // Both processes listen for content changes (until then they would not cache at all).
      await expect
        .poll(async () => (await direct.query('select count(*)::int as n from pg_stat_activity where application_name = $1 and datname = current_database()', [LISTENER_NAME])).rows[0].n, { timeout: 10_000 })
        .toBe(2)
      const [first, second] = await breakfast()
      // A change that announces nothing (triggers off for this session): the second process keeps its prepared answer.
      await direct.query('set session_replication_role = replica')
      await direct.query("update menu_items set name = 'Unannounced' where id = $1", [first.id])
      expect((await breakfast())[0].name).toBe(first.name)

      const login = await fetch(`${one.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) })
      const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]
      const edited = { name: second.name, description: 'Edited on the first process', price: second.price + 100, category: 'breakfast', imageUrl: '', isSpecial: false }
      const started = Date.now()
      expect((await fetch(`${one.url}/api/menu/${second.id}`, { method: 'PUT', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(edited) })).status).toBe(200)
      await expect.poll(async () => (await breakfast())[1].price, { timeout: 5000, interval: 20 }).toBe(second.price + 100)
      console.log(`the second process showed the edit ${Date.now() - started} ms after it was sent to the first`)
      // Its whole cache went, not just the edited item.
      expect((await breakfast())[0].name).toBe('Unannounced')
    } finally {
      await direct.end()
    }
  })
})
