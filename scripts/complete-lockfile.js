// Completes package-lock.json with the other platforms' optional binary packages (rollup, tailwind oxide, ...).
// Why: the registry mirror this project is built against serves only some platforms' binaries, so `npm install`
// leaves the others out of the lock file, and `npm ci` then refuses the lock as out of sync. npm ci skips optional
// packages whose os/cpu/libc do not match the machine, so an entry naming the platform is all it needs.
// Run after every `npm install` that changes dependencies:  node scripts/complete-lockfile.js
import { readFileSync, writeFileSync } from 'node:fs'

const LOCK = 'package-lock.json'
const lock = JSON.parse(readFileSync(LOCK, 'utf8'))
const packages = lock.packages

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

const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))))
lock.packages = sorted
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`complete-lockfile: added ${added} optional platform entries to ${LOCK}`)
