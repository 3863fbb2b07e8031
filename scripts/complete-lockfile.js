// Completes package-lock.json with the other platforms' optional binary packages (rollup, tailwind oxide, ...).
// Why: the registry mirror this project is built against serves only some platforms' binaries, so `npm install`
// leaves the others out of the lock file, and `npm ci` then refuses the lock as out of sync. npm ci skips optional
// packages whose os/cpu/libc do not match the machine, so an entry naming the platform is all it needs.
// The file is written exactly as npm writes it (key order included), so a later `npm install` leaves it unchanged.
// Run after every `npm install` that changes dependencies:  node scripts/complete-lockfile.js
import { readFileSync, writeFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

const OS = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'openbsd', 'openharmony', 'netbsd', 'sunos', 'aix']
const CPU = [
  ['arm64', 'arm64'],
  ['aarch64', 'arm64'],
  ['x64', 'x64'],
  ['ia32', 'ia32'],
  ['loong64', 'loong64'],
  ['ppc64', 'ppc64'],
  ['riscv64', 'riscv64'],
  ['s390x', 's390x'],
  ['wasm32', 'wasm32'],
  ['arm', 'arm'],
]

/** The platform a binary package is for, read from its name (e.g. @rollup/rollup-linux-x64-musl). */
function platformOf(name) {
  const parts = name.split('/').pop().split('-')
  const os = OS.find((o) => parts.includes(o))
  const cpu = CPU.find(([token]) => parts.includes(token))?.[1]
  const libc = parts.includes('musl') || parts.includes('musleabihf') ? 'musl' : parts.includes('gnu') || parts.includes('gnueabihf') ? 'glibc' : undefined
  if (!cpu) return null
  return { ...(os ? { os: [os] } : {}), cpu: [cpu], ...(libc && os === 'linux' ? { libc: [libc] } : {}) }
}

/** Adds the missing platform-specific optional packages to a parsed lock file; returns how many. */
export function completeLockfile(lock) {
  const packages = lock.packages
  let added = 0
  for (const [path, entry] of Object.entries(packages)) {
    if (!entry.optionalDependencies) continue
    const prefix = path === '' ? 'node_modules/' : `${path}/node_modules/`
    for (const [name, range] of Object.entries(entry.optionalDependencies)) {
      const nested = `${prefix}${name}`
      const hoisted = `node_modules/${name}`
      if (packages[nested] || packages[hoisted]) continue
      const platform = platformOf(name)
      const version = /^\d+\.\d+\.\d+(-[\w.]+)?$/.test(range) ? range : null
      if (!platform || !version) continue
      packages[hoisted] = { version, ...(entry.dev ? { dev: true } : {}), license: entry.license, optional: true, ...platform }
      added++
    }
  }
  return added
}

// npm's own serialisation (@npmcli/arborist's shrinkwrap with json-stringify-nice): in every object these keys
// first, in this order; then the other plain values, then the objects, each group sorted by name ('en' collation).
const NPM_KEY_ORDER = ['name', 'version', 'lockfileVersion', 'resolved', 'integrity', 'requires', 'packages', 'dependencies']
const isObject = (value) => Boolean(value) && typeof value === 'object' && !Array.isArray(value)

function compareKeys(a, b) {
  const ia = NPM_KEY_ORDER.indexOf(a)
  const ib = NPM_KEY_ORDER.indexOf(b)
  if (ia >= 0 || ib >= 0) return ia < 0 ? 1 : ib < 0 ? -1 : ia - ib
  return a.localeCompare(b, 'en')
}

/** The lock file's text as npm writes it: a lock that npm wrote comes out byte for byte the same. */
export function formatLockfile(lock) {
  const sorted = (_key, value) =>
    isObject(value)
      ? Object.fromEntries(
          Object.entries(value).sort(([ak, av], [bk, bv]) => (isObject(av) === isObject(bv) ? compareKeys(ak, bk) : isObject(av) ? 1 : -1)),
        )
      : value
  return `${JSON.stringify(lock, sorted, 2)}\n`
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  const file = 'package-lock.json'
  const lock = JSON.parse(readFileSync(file, 'utf8'))
  const added = completeLockfile(lock)
  writeFileSync(file, formatLockfile(lock))
  console.log(`complete-lockfile: added ${added} optional platform entries to ${file}`)
}
