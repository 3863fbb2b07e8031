import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPglite } from './client'
import { demoMenu } from './demo-data'
import { loadDemoDataOnce } from './demo-seed'
import { writeDemoDatabaseTemplate } from './demo-template'
import { holdsDatabase, templateStampFile } from './new-data-folder'
import { events, galleryPhotos, menuCategories, menuItems, offerItems } from './schema'

// A new data folder seeded with demo data is a copy of the build's demo template: the start only adds the events.
const root = path.resolve(import.meta.dirname, '../../..')
const work = mkdtempSync(path.join(tmpdir(), 'demo-template-'))
const template = path.join(work, 'template')
const demoTemplate = path.join(work, 'demo-template')

beforeAll(async () => {
  execFileSync(process.execPath, [path.join(root, 'scripts/database-template.js'), template], { cwd: root, stdio: 'pipe' })
  await writeDemoDatabaseTemplate(template, demoTemplate)
}, 90_000)

afterAll(() => rmSync(work, { recursive: true, force: true }))

describe('the demo database template', () => {
  it('is a stamped database of its own', () => {
    expect(holdsDatabase(demoTemplate)).toBe(true)
    expect(existsSync(templateStampFile(demoTemplate))).toBe(true)
  })

  it('gives a new data folder the whole demo data once the start has added the events, and only once', async () => {
    let how: string | undefined
    const handle = await openPglite(path.join(work, 'data'), { template: [demoTemplate, template], onCreated: (created) => (how = created) })
    try {
      expect(how).toBe('template')
      const databases = await handle.db.execute(sql`select datname from pg_database`)
      expect((databases as unknown as { rows: unknown[] }).rows).toEqual([{ datname: 'postgres' }])
      const now = new Date()
      expect(await handle.db.select().from(events)).toEqual([])
      expect(await loadDemoDataOnce(handle.db, 'Asia/Manila', now)).toBe(true)
      const menu = await handle.db.select({ id: menuItems.id, name: menuItems.name }).from(menuItems).orderBy(menuItems.id)
      expect(menu.map((item) => item.name)).toEqual(demoMenu.flatMap(([, items]) => items.map((item) => item.name)))
      expect(menu[0].id).toBe(1)
      // The template carries the demo content's translations (demo-translations.ts), and the start's events theirs.
      const [tapsilog] = await handle.db.select({ translations: menuItems.translations }).from(menuItems).where(eq(menuItems.id, 1))
      expect(tapsilog.translations.ko?.name).toBe('탑실로그')
      const [breakfast] = await handle.db.select().from(menuCategories).where(eq(menuCategories.slug, 'breakfast'))
      expect(breakfast.translations.ja?.name).toBe('朝食')
      expect((await handle.db.select().from(offerItems)).every((offer) => offer.translations['zh-Hant']?.name)).toBe(true)
      expect(await handle.db.$count(galleryPhotos)).toBe(6)
      const dated = await handle.db.select().from(events)
      expect(dated.length).toBeGreaterThan(0)
      expect(dated.every((event) => event.date.getTime() > now.getTime())).toBe(true)
      expect(dated.every((event) => event.translations['zh-Hans']?.title)).toBe(true)
      expect(await loadDemoDataOnce(handle.db, 'Asia/Manila')).toBe(false)
      expect(await handle.db.$count(events)).toBe(dated.length)
    } finally {
      await handle.close()
    }
  }, 60_000)

  it('is passed over for the plain template when it is not usable', async () => {
    let how: string | undefined
    const handle = await openPglite(path.join(work, 'plain'), { template: [path.join(work, 'none'), template], onCreated: (created) => (how = created) })
    try {
      expect(how).toBe('template')
      expect(await handle.db.$count(menuItems)).toBe(0)
    } finally {
      await handle.close()
    }
  }, 60_000)
})
