import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { LOCK_FILE } from '~/.server/db/folder-lock'
import { type RunningServer, spawnServer } from '../support/spawn-server'

// One process owns an embedded database folder: the staff CLI and a second server refuse while a server runs.
const root = path.resolve(import.meta.dirname, '../..')
const dataDir = mkdtempSync(path.join(tmpdir(), 'folder-lock-'))
const servers: RunningServer[] = []

afterAll(async () => {
  await Promise.all(servers.map((s) => s.kill()))
  rmSync(dataDir, { recursive: true, force: true })
})

function staffCli(...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/staff.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', STAFF_PASSWORD: 'a new long password' },
    encoding: 'utf8',
    timeout: 60_000,
  })
}

describe('the embedded database folder', () => {
  it('is refused to the staff CLI and to a second server while a server holds it; free again after', async () => {
    const server = await spawnServer({ DATA_DIR: dataDir, ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'the first password' })
    servers.push(server)

    const refused = staffCli('reset', 'owner')
    expect(refused.status).not.toBe(0)
    expect(refused.stderr).toContain(`is in use by process ${server.child.pid}`)
    await expect(spawnServer({ DATA_DIR: dataDir })).rejects.toThrow(/is in use by process/)

    // Nothing changed: the old password still signs in.
    const login = (password: string) =>
      fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'owner', password }) })
    expect((await login('the first password')).status).toBe(200)

    expect(await server.stop()).toBe(0)
    const done = staffCli('reset', 'owner')
    expect(done.stderr).toBe('')
    expect(done.stdout).toContain("Password of 'owner' reset")
  }, 120_000)

  it('takes over a lock left by a process that no longer runs', () => {
    // A crash leaves the lock behind, naming a process that has ended.
    const ended = spawnSync(process.execPath, ['-e', ''])
    writeFileSync(path.join(dataDir, LOCK_FILE), String(ended.pid))
    const done = staffCli('add', 'night-host')
    expect(done.status, done.stderr).toBe(0)
  }, 60_000)
})
