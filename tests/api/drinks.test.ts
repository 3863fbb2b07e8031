import { describe, expect, it } from 'vitest'
import { loadDemoDataOnce } from '~/.server/db/demo-seed'
import type { MenuItemJson } from '~/contracts/menu'
import { DRINK_CATEGORIES } from '~/lib/constants'
import { useTestApp } from '../support/test-app'

const t = useTestApp()
const mojito = { name: 'Calamansi Mojito', description: 'Rum, calamansi, mint and soda', price: 26000, category: 'cocktails' }

async function items(path: string): Promise<MenuItemJson[]> {
  const res = await t.request('GET', path)
  expect(res.status, path).toBe(200)
  return (await res.json()) as MenuItemJson[]
}

async function create(cookie: string, body: Record<string, unknown>): Promise<MenuItemJson> {
  const res = await t.request('POST', '/api/menu', { cookie, body })
  expect(res.status).toBe(201)
  return (await res.json()) as MenuItemJson
}

describe('GET /api/drinks and /api/drinks/:category', () => {
  it('list the drinks of the six drink categories, ids ascending, and no food', async () => {
    await loadDemoDataOnce(t.database.handle.db, 'Asia/Manila')
    const drinks = await items('/api/drinks')
    expect(new Set(drinks.map((d) => d.category))).toEqual(new Set(DRINK_CATEGORIES))
    expect(drinks.map((d) => d.id)).toEqual(drinks.map((d) => d.id).sort((a, b) => a - b))
    const food = await items('/api/menu')
    expect(food.some((f) => (DRINK_CATEGORIES as readonly string[]).includes(f.category))).toBe(false)
    expect(drinks.length + food.length).toBe((await t.database.handle.db.query.menuItems.findMany()).length)
  })

  it('answer a drink category; 404 for an unknown slug or a food category', async () => {
    const cookie = await t.signIn()
    const created = await create(cookie, mojito)
    expect(await items('/api/drinks/cocktails')).toEqual([created])
    expect(await items('/api/drinks/wines')).toEqual([])
    for (const slug of ['breakfast', 'pizza', '..%2F', 'x'.repeat(300)]) {
      const res = await t.request('GET', `/api/drinks/${slug}`)
      expect(res.status, slug).toBe(404)
    }
    expect(await (await t.request('GET', '/api/drinks/breakfast')).json()).toEqual({ message: 'Unknown drinks category: breakfast' })
    // The menu's category path answers for a category of either kind.
    expect(await items('/api/menu/cocktails')).toEqual([created])
  })

  it('takes a drink through POST /api/menu with diet labels, kept in their canonical order', async () => {
    const cookie = await t.signIn()
    const created = await create(cookie, { ...mojito, dietLabels: ['gluten-free', 'vegan', 'vegan'] })
    expect(created).toEqual({ ...mojito, id: created.id, imageUrl: null, isSpecial: false, dietLabels: ['vegan', 'gluten-free'], soldOutUntil: null })
    // A PUT without labels (a client written before them) keeps them; one with labels replaces them.
    const kept = await t.request('PUT', `/api/menu/${created.id}`, { cookie, body: { ...mojito, price: 27000 } })
    expect(await kept.json()).toMatchObject({ price: 27000, dietLabels: ['vegan', 'gluten-free'] })
    const replaced = await t.request('PUT', `/api/menu/${created.id}`, { cookie, body: { ...mojito, dietLabels: ['spicy'] } })
    expect(await replaced.json()).toMatchObject({ dietLabels: ['spicy'] })
    expect(await items('/api/drinks')).toMatchObject([{ id: created.id, dietLabels: ['spicy'] }])
  })
})

describe('PATCH /api/menu/:id (the one-click toggles)', () => {
  it('stars and unstars an item, for staff only', async () => {
    const cookie = await t.signIn()
    const created = await create(cookie, mojito)
    expect((await t.request('PATCH', `/api/menu/${created.id}`, { body: { isSpecial: true } })).status).toBe(401)
    const starred = await t.request('PATCH', `/api/menu/${created.id}`, { cookie, body: { isSpecial: true } })
    expect(starred.status).toBe(200)
    expect(await starred.json()).toEqual({ ...created, isSpecial: true })
    expect(await items('/api/drinks/cocktails')).toMatchObject([{ isSpecial: true }])
    await t.request('PATCH', `/api/menu/${created.id}`, { cookie, body: { isSpecial: false } })
    expect(await items('/api/drinks/cocktails')).toMatchObject([{ isSpecial: false }])
  })

  it('refuses empty, unknown or mistyped flags, and unknown ids', async () => {
    const cookie = await t.signIn()
    const created = await create(cookie, mojito)
    const cases: Array<[unknown, string]> = [
      [{}, 'Send isSpecial or soldOutToday (true or false).'],
      [{ isSpecial: 'yes' }, 'isSpecial must be true or false'],
      [{ soldOutToday: 1 }, 'soldOutToday must be true or false'],
      [{ soldOutToday: true, price: 1 }, 'Unrecognized key: "price"'],
    ]
    for (const [body, message] of cases) {
      const res = await t.request('PATCH', `/api/menu/${created.id}`, { cookie, body })
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(((await res.json()) as { message: string }).message).toBe(message)
    }
    expect((await t.request('PATCH', '/api/menu/99999', { cookie, body: { isSpecial: true } })).status).toBe(404)
    expect((await t.request('PATCH', '/api/menu/abc', { cookie, body: { isSpecial: true } })).status).toBe(404)
  })

  it('sells out until the venue day ends (Asia/Manila midnight), then the item comes back by itself', async () => {
    const cookie = await t.signIn()
    const created = await create(cookie, mojito)
    // 22:30 in Manila on 23 November: the venue day ends at 16:00 UTC.
    t.setNow(new Date('2026-11-23T14:30:00Z'))
    const soldOut = await t.request('PATCH', `/api/menu/${created.id}`, { cookie, body: { soldOutToday: true } })
    expect(await soldOut.json()).toMatchObject({ soldOutUntil: '2026-11-23T16:00:00.000Z' })
    expect(await items('/api/drinks/cocktails')).toMatchObject([{ soldOutUntil: '2026-11-23T16:00:00.000Z' }])
    expect(await items('/api/drinks')).toMatchObject([{ soldOutUntil: '2026-11-23T16:00:00.000Z' }])

    t.setNow(new Date('2026-11-23T15:59:59Z'))
    expect(await items('/api/drinks/cocktails')).toMatchObject([{ soldOutUntil: '2026-11-23T16:00:00.000Z' }])
    // Midnight in Manila: a new venue day, nobody touched the item, and the cached answer of yesterday is not served.
    t.setNow(new Date('2026-11-23T16:00:00Z'))
    expect(await items('/api/drinks/cocktails')).toMatchObject([{ soldOutUntil: null }])
    expect(await items('/api/drinks')).toMatchObject([{ soldOutUntil: null }])
  })

  it('sells out just after midnight until the next midnight, and can be taken back the same day', async () => {
    const cookie = await t.signIn()
    const created = await create(cookie, mojito)
    t.setNow(new Date('2026-11-23T16:00:30Z')) // 00:00:30 on 24 November in Manila
    const soldOut = await t.request('PATCH', `/api/menu/${created.id}`, { cookie, body: { soldOutToday: true } })
    expect(await soldOut.json()).toMatchObject({ soldOutUntil: '2026-11-24T16:00:00.000Z' })
    const back = await t.request('PATCH', `/api/menu/${created.id}`, { cookie, body: { soldOutToday: false } })
    expect(await back.json()).toMatchObject({ soldOutUntil: null })
    expect(await items('/api/menu/cocktails')).toMatchObject([{ soldOutUntil: null }])
  })
})

describe('the read cache and category writes', () => {
  it('shows a renamed or deleted category at once in every public read', async () => {
    const cookie = await t.signIn()
    const created = await create(cookie, mojito)
    await items('/api/drinks/cocktails')
    await t.request('PUT', '/api/categories/cocktails', { cookie, body: { name: 'Mixed Drinks', slug: 'mixed-drinks' } })
    const list = (await (await t.request('GET', '/api/categories')).json()) as Array<{ slug: string; name: string }>
    expect(list).toContainEqual(expect.objectContaining({ slug: 'mixed-drinks', name: 'Mixed Drinks' }))
    expect((await t.request('GET', '/api/drinks/cocktails')).status).toBe(404)
    expect(await items('/api/drinks/mixed-drinks')).toMatchObject([{ id: created.id, category: 'mixed-drinks' }])
  })
})
