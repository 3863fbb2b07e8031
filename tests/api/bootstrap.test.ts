import { describe, expect, it, vi } from 'vitest'
import { loadDemoDataOnce } from '~/.server/db/demo-seed'
import { ensureFirstStaffAccount } from '~/.server/startup'
import { menuItems, offerItems, staffAccounts, tables, events } from '~/.server/db/schema'
import { loadConfig } from '~/.server/config'
import { createLogger } from '~/.server/logger'
import { authenticate } from '~/.server/services/staff'
import { useTestApp } from '../support/test-app'
import { SEEDED_CATEGORIES } from '~/lib/constants'

const t = useTestApp()
const silent = createLogger('silent')

describe('demo data', () => {
  it('loads a menu in all seven food and six drink categories, offers with one inactive, upcoming events and tables', async () => {
    const db = t.database.handle.db
    expect(await loadDemoDataOnce(db, 'Asia/Manila')).toBe(true)
    const menu = await db.select().from(menuItems)
    expect(new Set(menu.map((m) => m.category))).toEqual(new Set(SEEDED_CATEGORIES.map((c) => c.slug)))
    const vegetarian = menu.filter((m) => m.category === 'vegetarian')
    expect(vegetarian.some((m) => m.name === 'EXTRAS_SECTION')).toBe(true)
    const offers = await db.select().from(offerItems)
    expect(offers.filter((o) => !o.isActive)).toHaveLength(1)
    expect(offers.length).toBeGreaterThan(3)
    const eventRows = await db.select().from(events)
    expect(eventRows.every((e) => e.date.getTime() > Date.now())).toBe(true)
    expect((await db.select().from(tables)).length).toBeGreaterThan(0)
    expect(menu.every((m) => Number.isInteger(m.price))).toBe(true)
  })

  it('is loaded once: never again over staff changes, even after every item was deleted', async () => {
    const db = t.database.handle.db
    await loadDemoDataOnce(db, 'Asia/Manila')
    await db.delete(menuItems)
    expect(await loadDemoDataOnce(db, 'Asia/Manila')).toBe(false)
    expect(await db.select().from(menuItems)).toEqual([])
  })

  it('leaves a database that already holds a menu alone', async () => {
    const db = t.database.handle.db
    await db.insert(menuItems).values({ name: 'House Special', description: 'Ours', price: 100, category: 'soups' })
    expect(await loadDemoDataOnce(db, 'Asia/Manila')).toBe(false)
    expect((await db.select().from(menuItems)).map((m) => m.name)).toEqual(['House Special'])
  })
})

describe('first staff account', () => {
  it('is created from ADMIN_USERNAME/ADMIN_PASSWORD, with a hashed password', async () => {
    const db = t.database.handle.db
    await ensureFirstStaffAccount(db, loadConfig({ ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'sunset-2026' }), silent)
    const [account] = await db.select().from(staffAccounts)
    expect(account.username).toBe('owner')
    expect(account.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/)
    expect(account.passwordHash).not.toContain('sunset-2026')
    expect(await authenticate(db, 'owner', 'sunset-2026')).toMatchObject({ username: 'owner' })
  })

  it('gets a generated password, printed once, when none is configured; nothing changes on the next start', async () => {
    const db = t.database.handle.db
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    await ensureFirstStaffAccount(db, loadConfig({}), silent)
    expect(log).toHaveBeenCalledTimes(1)
    const printed = String(log.mock.calls[0][0])
    const password = /Password: (\S+)/.exec(printed)?.[1] ?? ''
    expect(password).toMatch(/^[a-z2-9]{20}$/)
    expect(await authenticate(db, 'admin', password)).toMatchObject({ username: 'admin' })
    await ensureFirstStaffAccount(db, loadConfig({ ADMIN_USERNAME: 'other', ADMIN_PASSWORD: 'other-password' }), silent)
    expect(log).toHaveBeenCalledTimes(1)
    expect((await db.select().from(staffAccounts)).map((a) => a.username)).toEqual(['admin'])
    log.mockRestore()
  })
})
