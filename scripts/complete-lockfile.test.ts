import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { completeLockfile, formatLockfile } from './complete-lockfile.js'

// npm wrote the committed lock file; the script must write what npm writes, or the next `npm install` rewrites it.
const committed = readFileSync(path.resolve(import.meta.dirname, '../package-lock.json'), 'utf8')
type Lock = { packages: Record<string, Record<string, unknown>> }

describe('complete-lockfile', () => {
  it('writes a lock file the way npm does, byte for byte', () => {
    expect(formatLockfile(JSON.parse(committed))).toBe(committed)
  })

  it("adds the other platforms' binaries back in npm's key order (version, cpu, dev, libc, license, optional, os)", () => {
    const lock = JSON.parse(committed) as Lock
    // The entries the script adds: platform binaries the registry mirror does not serve, so npm left no integrity.
    const addedByScript = Object.keys(lock.packages).filter((name) => {
      const entry = lock.packages[name]
      return entry.optional && !entry.integrity && (entry.os || entry.cpu)
    })
    expect(addedByScript.length).toBeGreaterThan(10)
    for (const name of addedByScript) delete lock.packages[name]

    expect(completeLockfile(lock)).toBe(addedByScript.length)
    expect(formatLockfile(lock)).toBe(committed)
  })

  it('orders keys as npm does: its leading keys, then plain values, then objects', () => {
    const text = formatLockfile({ packages: { '': { os: ['linux'], dependencies: { b: '1', a: '2' }, version: '1.0.0', cpu: ['x64'] } }, name: 'x' })
    expect(text).toBe(
      '{\n  "name": "x",\n  "packages": {\n    "": {\n      "version": "1.0.0",\n      "cpu": [\n        "x64"\n      ],\n' +
        '      "os": [\n        "linux"\n      ],\n      "dependencies": {\n        "a": "2",\n        "b": "1"\n      }\n    }\n  }\n}\n',
    )
  })
})
