import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { bootId, LOCK_FILE, lockContent, parseLock, processStartTime } from '~/.server/db/folder-lock'
import { type RunningServer, spawnServer } from '../support/spawn-server'

// One process owns an embedded database folder: the staff CLI and a second server refuse while a server runs.
const root = path.resolve(import.meta.dirname, '../..')
const dataDir = mkdtempSync(path.join(tmpdir(), 'folder-lock-'))
const servers: RunningServer[] = []
// A live process that is not a server: after a power cut, the lock's old pid may name such a process.
const unrelated = spawn('sleep', ['120'], { stdio: 'ignore' })
const lockFile = path.join(dataDir, LOCK_FILE)

afterAll(async () => {
  unrelated.kill('SIGKILL')
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

  it('starts over a lock whose pid now names a live unrelated process: reused in this boot, or after a reboot', async () => {
    const pid = unrelated.pid!
    const reusedNow = `${pid} ${Number(processStartTime(pid)) + 1} ${bootId()}\n`
    const fromEarlierBoot = `${pid} ${processStartTime(pid)} 00000000-0000-4000-8000-000000000000\n`
    for (const stale of [reusedNow, fromEarlierBoot]) {
      writeFileSync(lockFile, stale)
      const server = await spawnServer({ DATA_DIR: dataDir })
      servers.push(server)
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
      expect(parseLock(readFileSync(lockFile, 'utf8'))?.pid).toBe(server.child.pid)
      expect(await server.stop()).toBe(0)
    }
    // The same process, named in full, still holds the folder.
    writeFileSync(lockFile, lockContent(pid))
    await expect(spawnServer({ DATA_DIR: dataDir })).rejects.toThrow(`is in use by process ${pid}`)
    rmSync(lockFile)
  }, 120_000)
})
