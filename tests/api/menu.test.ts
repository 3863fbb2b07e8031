import { describe, expect, it } from 'vitest'
import { loadDemoDataOnce } from '~/.server/db/demo-seed'
import { REQUIRED_FIELDS_MESSAGE } from '~/contracts/menu'
import { SEEDED_CATEGORIES } from '~/lib/constants'
import { useTestApp } from '../support/test-app'

const t = useTestApp()
const dish = { name: 'Chicken Inasal', description: 'Grilled chicken', price: 39000, category: 'main-dishes', imageUrl: '', isSpecial: true }

describe('GET /api/menu and /api/menu/:category', () => {
  it('lists breakfast as six dishes, EXTRAS_SECTION (id 7) and twelve extras (ids 8-19), in order', async () => {
    await loadDemoDataOnce(t.database.handle.db, 'Asia/Manila')
    const res = await t.request('GET', '/api/menu/breakfast')
    expect(res.status).toBe(200)
    const items = (await res.json()) as Array<{ id: number; name: string; price: number; category: string }>
    expect(items.map((i) => i.id)).toEqual(Array.from({ length: 19 }, (_, i) => i + 1))
    expect(items[6].name).toBe('EXTRAS_SECTION')
    expect(items.every((i) => i.category === 'breakfast')).toBe(true)
    expect(Object.keys(items[0]).sort()).toEqual(['category', 'description', 'dietLabels', 'id', 'imageUrl', 'isSpecial', 'name', 'price', 'soldOutUntil'])
  })

  it('lists the whole food menu across all seven categories, ids ascending, and no drinks', async () => {
    await loadDemoDataOnce(t.database.handle.db, 'Asia/Manila')
    const items = (await (await t.request('GET', '/api/menu')).json()) as Array<{ id: number; category: string }>
    expect(new Set(items.map((i) => i.category))).toEqual(
      new Set(['breakfast', 'appetizers', 'soups', 'main-dishes', 'sides', 'desserts', 'vegetarian']),
    )
    expect(items.map((i) => i.id)).toEqual([...items.map((i) => i.id)].sort((a, b) => a - b))
  })

  it('answers 404 for an unknown category', async () => {
    const res = await t.request('GET', '/api/menu/pizza')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ message: 'Unknown menu category: pizza' })
  })

  it('answers an empty list for a known category without items', async () => {
    const res = await t.request('GET', '/api/menu/soups')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual([])
  })
})

describe('staff menu writes', () => {
  it('adds, updates and deletes an item', async () => {
    const cookie = await t.signIn()
    const created = await t.request('POST', '/api/menu', { cookie, body: dish })
    expect(created.status).toBe(201)
    const item = (await created.json()) as { id: number }
    expect(item).toEqual({ ...dish, id: item.id, imageUrl: null, dietLabels: [], soldOutUntil: null })

    const updated = await t.request('PUT', `/api/menu/${item.id}`, { cookie, body: { ...dish, price: 41000, category: 'vegetarian' } })
    expect(updated.status).toBe(200)
    expect(await updated.json()).toMatchObject({ id: item.id, price: 41000, category: 'vegetarian' })
    const vegetarian = (await (await t.request('GET', '/api/menu/vegetarian')).json()) as Array<{ id: number }>
    expect(vegetarian.map((i) => i.id)).toEqual([item.id])

    expect((await t.request('DELETE', `/api/menu/${item.id}`, { cookie })).status).toBe(204)
    expect(await (await t.request('GET', '/api/menu')).json()).toEqual([])
  })

  it('refuses incomplete items with field messages and stores nothing', async () => {
    const cookie = await t.signIn()
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: '' }, 'name', 'Name is required'],
      [{ description: ' ' }, 'description', 'Description is required'],
      [{ price: 0 }, 'price', 'Price must be a positive whole number of centavos'],
      [{ price: 12.5 }, 'price', 'Price must be a positive whole number of centavos'],
      [{ category: 'drinks' }, 'category', `Category must be one of: ${SEEDED_CATEGORIES.map((c) => c.slug).join(', ')}`],
      [{ category: '' }, 'category', 'Category is required'],
      [{ dietLabels: ['halal'] }, 'dietLabels.0', 'Diet labels must be any of: vegetarian, vegan, gluten-free, dairy-free, contains-nuts, spicy'],
      [{ dietLabels: 'vegan' }, 'dietLabels', 'Diet labels must be any of: vegetarian, vegan, gluten-free, dairy-free, contains-nuts, spicy'],
    ]
    for (const [change, path, message] of cases) {
      const res = await t.request('POST', '/api/menu', { cookie, body: { ...dish, ...change } })
      expect(res.status).toBe(400)
      const body = (await res.json()) as { message: string; details: Array<{ path: string; message: string }> }
      expect(body.details[0]).toEqual({ path, message })
      expect(body.message).toBe(message)
    }
    expect(await (await t.request('GET', '/api/menu')).json()).toEqual([])
    expect(REQUIRED_FIELDS_MESSAGE).toBe('Please fill in all required fields.')
  })

  it('answers 404 for unknown or malformed ids', async () => {
    const cookie = await t.signIn()
    for (const id of ['999', 'abc', '0', '-1', '1.5', '99999999999']) {
      expect((await t.request('PUT', `/api/menu/${id}`, { cookie, body: dish })).status).toBe(404)
      expect((await t.request('DELETE', `/api/menu/${id}`, { cookie })).status).toBe(404)
    }
  })
})
