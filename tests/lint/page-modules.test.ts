import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { PUBLIC_AREAS } from '~/lib/message-keys'
import { messageAreasOfPath } from '~/lib/message-areas'
import { pageKindOfPath } from '~/lib/page-kind'

const root = path.resolve(import.meta.dirname, '../..')
const app = path.join(root, 'app')

/** The module a specifier names, or null for a package or a file that is not the app's source. */
function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('~/') ? path.join(app, specifier.slice(2)) : specifier.startsWith('.') ? path.resolve(path.dirname(from), specifier) : null
  if (base === null) return null
  const file = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((f) => existsSync(f) && !f.endsWith('/'))
  return file && /\.tsx?$/.test(file) ? file : null
}

/** Every source module a module reaches through its imports, dynamic ones too (server-only code left out). */
function closure(entry: string): Set<string> {
  const seen = new Set<string>()
  const queue = [entry]
  while (queue.length > 0) {
    const file = queue.pop() as string
    if (seen.has(file) || file.includes(`${path.sep}.server${path.sep}`)) continue
    seen.add(file)
    const source = readFileSync(file, 'utf8')
    for (const [, specifier] of source.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
      const target = resolveImport(file, specifier)
      if (target) queue.push(target)
    }
  }
  return seen
}

/** The message areas a module's code names in its keys ('booking.title', `booking.${key}`). */
function areasNamedIn(file: string): string[] {
  const source = readFileSync(file, 'utf8')
  return PUBLIC_AREAS.filter((area) => new RegExp(`['"\`]${area}\\.(?:[a-zA-Z]|\\$\\{)`).test(source))
}

// Each public route module, with an address it answers (the language does not change its areas).
const ROUTES: [string, string][] = [
  ['routes/menu.tsx', '/'],
  ['routes/menu.tsx', '/drinks'],
  ['routes/menu-category.tsx', '/menu/breakfast'],
  ['routes/menu-category.tsx', '/ko/drinks/cocktails'],
  ['routes/offers.tsx', '/offers'],
  ['routes/events.tsx', '/events'],
  ['routes/book.tsx', '/book'],
  ['routes/manage-booking.tsx', '/booking/token'],
  ['routes/waitlist.tsx', '/ko/waitlist/token'],
  ['routes/music.tsx', '/music'],
  ['routes/gallery.tsx', '/gallery'],
  ['routes/contacts.tsx', '/ja/contacts'],
  ['routes/not-found.tsx', '/no-such-page'],
  ['routes/public-layout.tsx', '/events'],
  ['root.tsx', '/events'],
]

/** A Tailwind `@source` path (a file, a folder, or a file name with `*`) as a test of an absolute file name. */
function sourceMatcher(cssFile: string, source: string): (file: string) => boolean {
  const target = path.resolve(path.dirname(cssFile), source)
  if (!target.includes('*')) return (file) => file === target || file.startsWith(target + path.sep)
  const pattern = new RegExp(`^${target.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[^/]*')}$`)
  return (file) => pattern.test(file)
}

/** Whether a sheet of app/styles/ (with the sheets it imports from there) scans a file. */
function sheetScans(cssFile: string): (file: string) => boolean {
  const included: ((file: string) => boolean)[] = []
  const excluded: ((file: string) => boolean)[] = []
  const read = (css: string) => {
    const text = readFileSync(css, 'utf8')
    for (const [, not, source] of text.matchAll(/^@source (not )?'([^']+)';$/gm)) (not ? excluded : included).push(sourceMatcher(css, source))
    for (const [, imported] of text.matchAll(/^@import '(\.\/[^']+\.css)';$/gm)) read(path.resolve(path.dirname(css), imported))
  }
  read(cssFile)
  return (file) => included.some((test) => test(file)) && !excluded.some((test) => test(file))
}

describe('stylesheets by page (app/styles/)', () => {
  it.each(ROUTES.filter(([, address]) => pageKindOfPath(address) !== 'staff'))('%s at %s: its sheet scans every module it reaches', (route, address) => {
    const scans = sheetScans(path.join(app, 'styles', `${pageKindOfPath(address)}.css`))
    const unscanned = [...closure(path.join(app, route))].filter((file) => !scans(file)).map((file) => path.relative(app, file))
    expect(unscanned).toEqual([])
  })

  it('finds what a sheet leaves out (the check can fail)', () => {
    const scans = sheetScans(path.join(app, 'styles', 'other.css'))
    expect(scans(path.join(app, 'routes/events.tsx'))).toBe(true)
    expect(scans(path.join(app, 'components/admin-frame.tsx'))).toBe(false)
    expect(scans(path.join(app, 'features/booking/booking-form.tsx'))).toBe(false)
  })
})

describe('message areas by page (lib/message-areas.ts)', () => {
  it.each(ROUTES)('%s at %s gets every area its modules use', (route, address) => {
    const used = new Set([...closure(path.join(app, route))].flatMap(areasNamedIn))
    const missing = [...used].filter((area) => !messageAreasOfPath(address).includes(area as never))
    expect(missing).toEqual([])
  })

  it('finds the areas a page uses (the check can fail)', () => {
    const used = new Set([...closure(path.join(app, 'routes/book.tsx'))].flatMap(areasNamedIn))
    expect([...used].sort()).toEqual(expect.arrayContaining(['booking', 'frame']))
    expect(messageAreasOfPath('/events')).not.toContain('booking')
  })

  it('keeps the booking and error messages to the booking pages', () => {
    expect(messageAreasOfPath('/ko/booking/abc')).toContain('errors')
    expect(messageAreasOfPath('/booking/abc')).toEqual(['frame', 'pages', 'booking', 'waitlist'])
    expect(messageAreasOfPath('/menu/breakfast')).toEqual(['frame', 'pages', 'menu'])
    expect(messageAreasOfPath('/bookings')).toEqual(['frame', 'pages'])
  })
})
