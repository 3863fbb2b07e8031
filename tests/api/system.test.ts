import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createApp } from '~/.server/app'
import { createLogger } from '~/.server/logger'
import { backupEngineOf, createSystem } from '~/.server/services/system'
import { BACKUP_RUNNING_MESSAGE, type BackupStartedJson, type SystemJson, systemPaths } from '~/contracts/system'
import { signInAs } from '../support/sign-in-as'
import { BASE, useTestApp } from '../support/test-app'

const t = useTestApp()

async function waitForBackups() {
  while (t.deps.system.backups.isRunning()) await new Promise((resolve) => setTimeout(resolve, 50))
}

describe('GET /api/system', () => {
  it('answers the owner with the version, the engine, the sizes, the outbox and the backups', async () => {
    const cookie = await signInAs(t, 'owner')
    const res = await t.request('GET', systemPaths.system, { cookie })
    expect(res.status).toBe(200)
    const system = (await res.json()) as SystemJson
    expect(system).toMatchObject({
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      engine: t.database.handle.engine,
      outbox: { queued: 0, failed: 0 },
      backups: { dir: t.deps.system.backups.settings.dir, latest: null, failed: [] },
    })
    expect(Date.parse(system.startedAt)).not.toBeNaN()
    expect(system.databaseBytes).toBeGreaterThan(1_000_000)
    expect(system.imagesBytes).toBe(0)
    expect(system.diskFreeBytes).toBeGreaterThan(0)
    // 04:00 venue time by default, after now.
    expect(Date.parse(system.backups.next!)).toBeGreaterThan(Date.now())
    expect(new Date(system.backups.next!).toISOString()).toMatch(/T20:00:00\.000Z$/)
  })

  it.each(['manager', 'host'] as const)('refuses a %s (403) on every system route', async (role) => {
    const cookie = await signInAs(t, role)
    for (const [method, url] of [['GET', systemPaths.system], ['POST', systemPaths.backups], ['GET', systemPaths.backup('backup-20261127-040000.tar.gz')]]) {
      const res = await t.request(method, url, { cookie })
      expect(res.status, `${method} ${url}`).toBe(403)
    }
    expect((await t.request('GET', systemPaths.system)).status).toBe(401)
  })
})

describe('POST /api/system/backups', () => {
  it('starts a backup (202 with its file), which then is the latest, checked, and downloadable', async () => {
    const cookie = await signInAs(t, 'owner')
    const res = await t.request('POST', systemPaths.backups, { cookie })
    expect(res.status).toBe(202)
    const { file } = (await res.json()) as BackupStartedJson
    expect(file).toMatch(/^backup-\d{8}-\d{6}\.(tar\.gz|sql)$/)
    await waitForBackups()
    const system = (await (await t.request('GET', systemPaths.system, { cookie })).json()) as SystemJson
    expect(system.backups.latest).toMatchObject({ file, checked: true, bytes: expect.any(Number) })
    expect(system.backups.failed).toEqual([])

    const download = await t.request('GET', systemPaths.backup(file), { cookie })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="${file}"`)
    expect(download.headers.get('cache-control')).toContain('no-store')
    const bytes = Buffer.from(await download.arrayBuffer())
    expect(bytes.length).toBe(system.backups.latest!.bytes)
    expect(Number(download.headers.get('content-length'))).toBe(bytes.length)
  }, 120_000)

  it('answers 409 while a backup runs, and takes the next one once it has ended', async () => {
    const cookie = await signInAs(t, 'owner')
    // A backup held at its snapshot until the test lets it go.
    let letGo: () => void = () => {}
    const held = new Promise<void>((resolve) => (letGo = resolve))
    const real = backupEngineOf(t.database.handle)
    const system = createSystem(t.database.handle, {
      config: t.config,
      clock: t.deps.clock,
      logger: createLogger('silent'),
      engine: { ...real, snapshot: async (target) => (await held, real.snapshot(target)) },
    })
    const app = createApp({ ...t.deps, system })
    const request = (method: string) => app.request(`${BASE}${systemPaths.backups}`, { method, headers: { cookie } })
    expect((await request('POST')).status).toBe(202)
    const refused = await request('POST')
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({ message: BACKUP_RUNNING_MESSAGE })
    letGo()
    while (system.backups.isRunning()) await new Promise((resolve) => setTimeout(resolve, 50))
    expect((await request('POST')).status).toBe(202)
    while (system.backups.isRunning()) await new Promise((resolve) => setTimeout(resolve, 50))
  }, 120_000)
})

describe('GET /api/system/backups/:file', () => {
  it('serves only checked backups of the folder: 404 for other names, paths and unknown files', async () => {
    const cookie = await signInAs(t, 'owner')
    const { dir } = t.deps.system.backups.settings
    writeFileSync(path.join(dir, 'backup-20261127-040000.tar.gz.partial'), 'half')
    writeFileSync(path.join(dir, 'notes.txt'), 'not a backup')
    for (const name of ['..%2F..%2Fetc%2Fpasswd', '..%2Fbackup-20261127-040000.tar.gz', 'backup-20261127-040000.tar.gz.partial', 'notes.txt', 'backup-20261127-040001.tar.gz', 'failed%2Fbackup-20261127-040000.tar.gz']) {
      const res = await t.request('GET', `/api/system/backups/${name}`, { cookie })
      expect(res.status, name).toBe(404)
    }
    writeFileSync(path.join(dir, 'backup-20261127-040000.tar.gz'), 'a checked backup')
    const found = await t.request('GET', systemPaths.backup('backup-20261127-040000.tar.gz'), { cookie })
    expect(found.status).toBe(200)
    expect(found.headers.get('content-type')).toBe('application/gzip')
    expect(await found.text()).toBe('a checked backup')
  })
})
