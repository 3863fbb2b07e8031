import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { bootId, FolderInUseError, isHolderLive, LOCK_FILE, lockContent, lockDataFolder, parseLock, processStartTime } from './folder-lock'

const scratch = mkdtempSync(path.join(tmpdir(), 'folder-lock-unit-'))
// A live process that has nothing to do with the database, as after a reboot (a PostgreSQL backend, a shell).
const unrelated: ChildProcess = spawn('sleep', ['60'], { stdio: 'ignore' })
const unrelatedPid = unrelated.pid!
let folder = ''
let count = 0

beforeEach(() => {
  folder = path.join(scratch, `data-${count++}`)
  mkdirSync(folder)
})

afterAll(() => {
  unrelated.kill('SIGKILL')
  rmSync(scratch, { recursive: true, force: true })
})

const lockFile = () => path.join(folder, LOCK_FILE)
const bootedAtSeconds = () => Number(/^btime (\d+)$/m.exec(readFileSync('/proc/stat', 'utf8'))![1])

function takes(procRoot?: string) {
  const release = lockDataFolder(folder, procRoot)
  expect(parseLock(readFileSync(lockFile(), 'utf8'))?.pid).toBe(process.pid)
  release()
  expect(existsSync(lockFile())).toBe(false)
}

function refusesFor(pid: number, procRoot?: string) {
  expect(() => lockDataFolder(folder, procRoot)).toThrow(FolderInUseError)
  expect(() => lockDataFolder(folder, procRoot)).toThrow(`is in use by process ${pid} (the running server?)`)
}

describe('parseLock', () => {
  it('reads both forms of the lock and nothing else', () => {
    expect(parseLock('4242 98765 1ce1e17c-7b39-443e-b1b0-8597eb262b7f\n')).toEqual({ pid: 4242, startTime: '98765', bootId: '1ce1e17c-7b39-443e-b1b0-8597eb262b7f' })
    expect(parseLock('4242')).toEqual({ pid: 4242 })
    for (const junk of ['', '\n', 'abc', '-3', '0', '1.5']) expect(parseLock(junk)).toBeNull()
  })
})

describe('the identity a lock records', () => {
  it('is the pid, its start time and the boot id under /proc', () => {
    const [pid, startTime, boot] = lockContent().trim().split(' ')
    expect(Number(pid)).toBe(process.pid)
    expect(startTime).toMatch(/^\d+$/)
    expect(startTime).toBe(processStartTime(process.pid))
    expect(boot).toBe(readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim())
    // Another process started at another tick, or at least is read from its own stat file.
    expect(processStartTime(unrelatedPid)).toMatch(/^\d+$/)
  })

  it('reads field 22 after a command name holding spaces and parentheses', () => {
    const procRoot = path.join(scratch, 'proc-odd-name')
    mkdirSync(path.join(procRoot, '77'), { recursive: true })
    const fields = Array.from({ length: 50 }, (_, i) => String(i + 3))
    writeFileSync(path.join(procRoot, '77', 'stat'), `77 (a) b (c) ${fields.join(' ')}\n`)
    expect(processStartTime(77, procRoot)).toBe('22')
  })

  it('is the bare pid where there is no /proc', () => {
    const noProc = path.join(scratch, 'no-proc')
    mkdirSync(noProc, { recursive: true })
    expect(bootId(noProc)).toBeNull()
    expect(lockContent(process.pid, noProc)).toBe(`${process.pid}\n`)
  })
})

describe('lockDataFolder', () => {
  it('refuses while the process that wrote the lock runs', () => {
    writeFileSync(lockFile(), lockContent(unrelatedPid))
    refusesFor(unrelatedPid)
  })

  it('takes over a lock whose pid now names a live process that started at another time', () => {
    const startTime = Number(processStartTime(unrelatedPid))
    writeFileSync(lockFile(), `${unrelatedPid} ${startTime + 1} ${bootId()}\n`)
    takes()
  })

  it('takes over a lock written in an earlier boot, though its pid and start time match a live process', () => {
    writeFileSync(lockFile(), `${unrelatedPid} ${processStartTime(unrelatedPid)} 00000000-0000-4000-8000-000000000000\n`)
    takes()
  })

  it('takes over a lock naming a process that has ended', () => {
    const ended = spawnSync(process.execPath, ['-e', ''])
    writeFileSync(lockFile(), `${ended.pid} 12345 ${bootId()}\n`)
    takes()
  })

  it('understands a bare-pid lock: live holder refused, one written before this boot taken over', () => {
    writeFileSync(lockFile(), String(unrelatedPid))
    refusesFor(unrelatedPid)
    const beforeBoot = bootedAtSeconds() - 3600
    utimesSync(lockFile(), beforeBoot, beforeBoot)
    takes()
  })

  it('takes over an empty or unreadable lock (a crash while writing it)', () => {
    writeFileSync(lockFile(), '')
    takes()
    writeFileSync(lockFile(), 'not a pid')
    takes()
  })

  it('falls back to the pid check where there is no /proc', () => {
    const noProc = path.join(scratch, 'no-proc-lock')
    mkdirSync(noProc, { recursive: true })
    writeFileSync(lockFile(), `${unrelatedPid} 1 some-other-boot\n`)
    refusesFor(unrelatedPid, noProc)
    expect(isHolderLive({ pid: unrelatedPid }, 0, noProc)).toBe(true)
    const ended = spawnSync(process.execPath, ['-e', ''])
    writeFileSync(lockFile(), String(ended.pid))
    takes(noProc)
  })
})
