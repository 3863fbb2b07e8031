import { describe, expect, it } from 'vitest'
import { loadDemoDataOnce } from '~/.server/db/bootstrap'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

describe('GET /api/menu/:category', () => {
  it('lists breakfast as six dishes, EXTRAS_SECTION (id 7) and twelve extras (ids 8-19), in order', async () => {
    await loadDemoDataOnce(t.database.handle.db, 'Asia/Manila')
    const res = await t.request('GET', '/api/menu/breakfast')
    expect(res.status).toBe(200)
    const items = (await res.json()) as Array<{ id: number; name: string; price: number; category: string }>
    expect(items.map((i) => i.id)).toEqual(Array.from({ length: 19 }, (_, i) => i + 1))
    expect(items[6].name).toBe('EXTRAS_SECTION')
    expect(items.every((i) => i.category === 'breakfast')).toBe(true)
    expect(Object.keys(items[0]).sort()).toEqual(['category', 'description', 'id', 'imageUrl', 'isSpecial', 'name', 'price'])
  })

  it('answers 404 for an unknown category', async () => {
    const res = await t.request('GET', '/api/menu/pizza')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ message: 'Unknown menu category: pizza' })
  })
})
