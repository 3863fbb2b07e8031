import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { IMAGE_UPLOAD_MAX_BODY_BYTES } from '~/.server/api/images'
import { loadConfig } from '~/.server/config'
import { STRICT_TRANSPORT_SECURITY } from '~/.server/security-headers'

// The deploy/ files agree with the app they run (tests/deploy runs them behind a real nginx; this is the rest).
const root = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')
const site = read('deploy/nginx-site.conf')
const unit = read('deploy/boracay-beach-bar.service')
const exampleEnv = read('deploy/example.env')

/** The example's settings, commented-out ones (`#NAME=value`) included when `withOptional`. */
function settings(withOptional: boolean): Record<string, string> {
  const line = withOptional ? /^#?([A-Z][A-Z0-9_]*)=(.*)$/ : /^([A-Z][A-Z0-9_]*)=(.*)$/
  return Object.fromEntries(exampleEnv.split('\n').flatMap((text) => {
    const match = line.exec(text)
    // systemd (and a shell) take "a quoted value" without its quotes.
    return match ? [[match[1], match[2].replace(/^"(.*)"$/, '$1')]] : []
  }))
}

const directive = (text: string, name: string) => new RegExp(`^\\s*${name}[ =](.*?);?$`, 'm').exec(text)?.[1]

describe('deploy/example.env', () => {
  it('is a valid configuration, with each optional setting switched on as well', () => {
    const required = settings(false)
    expect(() => loadConfig(required)).not.toThrow()
    expect(loadConfig(required)).toMatchObject({ HOST: '127.0.0.1', TRUST_PROXY: 1 })
    // SMTP_URL needs MAIL_FROM: the optional ones go in together.
    expect(() => loadConfig(settings(true))).not.toThrow()
  })

  it('names only settings the README documents', () => {
    const readme = read('README.md')
    const undocumented = Object.keys(settings(true)).filter((name) => !readme.includes(`| \`${name}\` |`))
    // BACKUP_*: the backups' settings, documented with the backups.
    expect(undocumented.filter((name) => !name.startsWith('BACKUP_'))).toEqual([])
  })
})

describe('deploy/boracay-beach-bar.service', () => {
  it('may write the data and backup folders of the example settings, and nothing else of the system', () => {
    const writable = directive(unit, 'ReadWritePaths')?.split(' ')
    expect(writable).toEqual([settings(false).DATA_DIR, settings(false).BACKUP_DIR])
    expect(directive(unit, 'ProtectSystem')).toBe('strict')
    expect(directive(unit, 'EnvironmentFile')).toBe('/etc/boracay-beach-bar.env')
    expect(directive(unit, 'Environment=MALLOC_MMAP_THRESHOLD_')).toBe(/MALLOC_MMAP_THRESHOLD_=(\d+)/.exec(read('package.json'))![1])
  })

  it('runs node server.js itself, not as root, restarted always, with room for the graceful shutdown', () => {
    expect(directive(unit, 'ExecStart')).toBe('/usr/bin/node server.js')
    expect(directive(unit, 'User')).not.toBe('root')
    expect(directive(unit, 'Restart')).toBe('always')
    expect(Number(directive(unit, 'TimeoutStopSec'))).toBeGreaterThan(15)
    expect(directive(unit, 'MemoryDenyWriteExecute')).toBe('false')
  })
})

describe('deploy/nginx-site.conf', () => {
  it('lets through the largest upload the app takes, so that the app answers a larger one', () => {
    const [, megabytes] = /^(\d+)m$/.exec(directive(site, 'client_max_body_size') ?? '') ?? []
    expect(Number(megabytes) * 1024 * 1024).toBeGreaterThan(IMAGE_UPLOAD_MAX_BODY_BYTES)
    expect(Number(megabytes) * 1024 * 1024).toBeLessThan(IMAGE_UPLOAD_MAX_BODY_BYTES + 2 * 1024 * 1024)
  })

  it("sends the app's HSTS value and proxies to the example settings' address", () => {
    expect(site).toContain(`add_header Strict-Transport-Security "${STRICT_TRANSPORT_SECURITY}" always;`)
    expect(/^\s*server (\S+);$/m.exec(site)?.[1]).toBe(`${settings(false).HOST}:${settings(false).PORT}`)
  })
})
