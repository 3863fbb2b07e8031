import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { menuCategories, menuItems } from '~/.server/db/schema'
import type { CategoryJson } from '~/contracts/categories'
import { SEEDED_CATEGORIES } from '~/lib/constants'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

async function categories(): Promise<CategoryJson[]> {
  const res = await t.request('GET', '/api/categories')
  expect(res.status).toBe(200)
  return (await res.json()) as CategoryJson[]
}

async function addItem(cookie: string, category: string, name = `Item in ${category}`) {
  const res = await t.request('POST', '/api/menu', { cookie, body: { name, description: 'Test item', price: 10000, category } })
  expect(res.status).toBe(201)
  return (await res.json()) as { id: number; category: string }
}

describe('GET /api/categories', () => {
  it('lists the seven seeded food categories, then the six drink categories, with positions 1 to 13', async () => {
    expect(await categories()).toEqual(SEEDED_CATEGORIES.map((c, i) => ({ slug: c.slug, name: c.name, kind: c.kind, position: i + 1 })))
  })

  it('is what migration 0006 seeds: a freshly migrated database holds exactly SEEDED_CATEGORIES', async () => {
    // reset() re-inserts SEEDED_CATEGORIES, so read a database that only ran the migrations.
    const { createTestDatabase } = await import('../support/test-db')
    const fresh = await createTestDatabase()
    try {
      const rows = await fresh.handle.db.select().from(menuCategories).orderBy(menuCategories.position)
      expect(rows.map((r) => ({ slug: r.slug, name: r.name, kind: r.kind }))).toEqual(SEEDED_CATEGORIES)
      expect(rows.map((r) => r.position)).toEqual(SEEDED_CATEGORIES.map((_, i) => i + 1))
    } finally {
      await fresh.close()
    }
  })
})

describe('staff category writes', () => {
  it('are for staff only', async () => {
    expect((await t.request('POST', '/api/categories', { body: { name: 'Shakes', kind: 'drink' } })).status).toBe(401)
    expect((await t.request('PUT', '/api/categories/coffee', { body: { name: 'Kape' } })).status).toBe(401)
    expect((await t.request('DELETE', '/api/categories/coffee')).status).toBe(401)
    expect(await categories()).toHaveLength(SEEDED_CATEGORIES.length)
  })

  it('adds a category last, with a slug made from the name (accents dropped, unique)', async () => {
    const cookie = await t.signIn()
    const created = await t.request('POST', '/api/categories', { cookie, body: { name: 'Piña Shakes & Smoothies', kind: 'drink' } })
    expect(created.status).toBe(201)
    expect(await created.json()).toEqual({ slug: 'pina-shakes-and-smoothies', name: 'Piña Shakes & Smoothies', kind: 'drink', position: 14 })

    const again = await t.request('POST', '/api/categories', { cookie, body: { name: 'Pina shakes and smoothies!', kind: 'drink' } })
    expect(again.status).toBe(201)
    expect(((await again.json()) as CategoryJson).slug).toBe('pina-shakes-and-smoothies-2')

    const given = await t.request('POST', '/api/categories', { cookie, body: { name: 'Tapas', kind: 'food', slug: 'small-plates' } })
    expect(((await given.json()) as CategoryJson).slug).toBe('small-plates')
    expect((await categories()).map((c) => c.slug).slice(-3)).toEqual(['pina-shakes-and-smoothies', 'pina-shakes-and-smoothies-2', 'small-plates'])
  })

  it('refuses bad input with field messages, and duplicate names or slugs with 409', async () => {
    const cookie = await t.signIn()
    const cases: Array<[unknown, string, string]> = [
      [{ name: '', kind: 'food' }, 'name', 'Name is required'],
      [{ name: 'Tapas', kind: 'snack' }, 'kind', 'Kind must be food or drink'],
      [{ name: 'Tapas', kind: 'food', slug: 'Small Plates' }, 'slug', 'Slug must be lowercase letters and digits, joined by single hyphens (e.g. "main-dishes")'],
      [{ name: 'Tapas', kind: 'food', slug: 'a--b' }, 'slug', 'Slug must be lowercase letters and digits, joined by single hyphens (e.g. "main-dishes")'],
      [{ name: 'x'.repeat(61), kind: 'food' }, 'name', 'Name must be 60 characters or fewer'],
      [{ name: '!!!', kind: 'food' }, 'name', 'The name needs a letter or a digit to make a web address from; or give a slug'],
      [{ name: 'Tapas', kind: 'food', position: 1 }, '', 'Unrecognized key: "position"'],
    ]
    for (const [body, path, message] of cases) {
      const res = await t.request('POST', '/api/categories', { cookie, body })
      expect(res.status, JSON.stringify(body)).toBe(400)
      const error = (await res.json()) as { details: Array<{ path: string; message: string }> }
      expect(error.details[0]).toEqual({ path, message })
    }
    const duplicateName = await t.request('POST', '/api/categories', { cookie, body: { name: 'COFFEE', kind: 'drink' } })
    expect(duplicateName.status).toBe(409)
    expect(await duplicateName.json()).toEqual({ message: 'A category named "Coffee" already exists' })
    const duplicateSlug = await t.request('POST', '/api/categories', { cookie, body: { name: 'Kape', kind: 'drink', slug: 'coffee' } })
    expect(duplicateSlug.status).toBe(409)
    expect(await duplicateSlug.json()).toEqual({ message: 'The slug "coffee" is already used by another category' })
    expect(await categories()).toHaveLength(SEEDED_CATEGORIES.length)
  })

  it('renames without changing the slug, and changes the slug only when asked, taking the items along', async () => {
    const cookie = await t.signIn()
    const item = await addItem(cookie, 'coffee', 'Barako')
    const renamed = await t.request('PUT', '/api/categories/coffee', { cookie, body: { name: 'Kape & Coffee' } })
    expect(renamed.status).toBe(200)
    expect(await renamed.json()).toEqual({ slug: 'coffee', name: 'Kape & Coffee', kind: 'drink', position: 8 })

    const reslugged = await t.request('PUT', '/api/categories/coffee', { cookie, body: { slug: 'kape' } })
    expect(((await reslugged.json()) as CategoryJson).slug).toBe('kape')
    expect((await t.request('GET', '/api/drinks/coffee')).status).toBe(404)
    const items = (await (await t.request('GET', '/api/drinks/kape')).json()) as Array<{ id: number; category: string }>
    expect(items).toMatchObject([{ id: item.id, category: 'kape' }])

    expect((await t.request('PUT', '/api/categories/kape', { cookie, body: { slug: 'wines' } })).status).toBe(409)
    expect((await t.request('PUT', '/api/categories/kape', { cookie, body: { name: 'wines' } })).status).toBe(409)
    expect((await t.request('PUT', '/api/categories/kape', { cookie, body: {} })).status).toBe(400)
    expect((await t.request('PUT', '/api/categories/nope', { cookie, body: { name: 'Nope' } })).status).toBe(404)
  })

  it('moves a category to a position, shifting the others, and clamps past the end', async () => {
    const cookie = await t.signIn()
    const moved = await t.request('PUT', '/api/categories/desserts', { cookie, body: { position: 2 } })
    expect(moved.status).toBe(200)
    expect(((await moved.json()) as CategoryJson).position).toBe(2)
    const order = (await categories()).map((c) => c.slug)
    expect(order.slice(0, 7)).toEqual(['breakfast', 'desserts', 'appetizers', 'soups', 'main-dishes', 'sides', 'vegetarian'])
    expect((await categories()).map((c) => c.position)).toEqual(order.map((_, i) => i + 1))

    const last = await t.request('PUT', '/api/categories/breakfast', { cookie, body: { position: 99 } })
    expect(((await last.json()) as CategoryJson).position).toBe(13)
    expect((await categories()).at(-1)?.slug).toBe('breakfast')
    for (const position of [0, 1.5, -1, '2']) {
      expect((await t.request('PUT', '/api/categories/soups', { cookie, body: { position } })).status).toBe(400)
    }
  })

  it('deletes an empty category at once and closes the gap in the positions', async () => {
    const cookie = await t.signIn()
    expect((await t.request('DELETE', '/api/categories/soups', { cookie })).status).toBe(204)
    const list = await categories()
    expect(list.map((c) => c.slug)).not.toContain('soups')
    expect(list.map((c) => c.position)).toEqual(list.map((_, i) => i + 1))
    expect((await t.request('GET', '/api/menu/soups')).status).toBe(404)
    expect((await t.request('DELETE', '/api/categories/soups', { cookie })).status).toBe(404)
  })

  it('refuses to delete a category with items (409 with the count) unless told where to move them', async () => {
    const cookie = await t.signIn()
    const first = await addItem(cookie, 'beers', 'San Mig Light')
    const second = await addItem(cookie, 'beers', 'Red Horse')
    const refused = await t.request('DELETE', '/api/categories/beers', { cookie })
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({
      message: '"Beers" still has 2 items. Choose another category of the same kind to move them to.',
      itemCount: 2,
    })

    const wrongKind = await t.request('DELETE', '/api/categories/beers?moveTo=desserts', { cookie })
    expect(wrongKind.status).toBe(400)
    expect(((await wrongKind.json()) as { message: string }).message).toBe('Items can only move to a category of the same kind (food to food, drinks to drinks)')
    expect((await t.request('DELETE', '/api/categories/beers?moveTo=beers', { cookie })).status).toBe(400)
    expect((await t.request('DELETE', '/api/categories/beers?moveTo=ciders', { cookie })).status).toBe(400)
    expect((await t.request('DELETE', '/api/categories/beers?moveTo=Not%20A%20Slug', { cookie })).status).toBe(400)
    expect((await categories()).map((c) => c.slug)).toContain('beers')

    expect((await t.request('DELETE', '/api/categories/beers?moveTo=spirits', { cookie })).status).toBe(204)
    const spirits = (await (await t.request('GET', '/api/drinks/spirits')).json()) as Array<{ id: number }>
    expect(spirits.map((i) => i.id)).toEqual([first.id, second.id])
    expect((await categories()).map((c) => c.slug)).not.toContain('beers')
  })

  it('loses nothing when a delete with move fails half-way: the items stay where they were', async () => {
    const cookie = await t.signIn()
    const item = await addItem(cookie, 'wines', 'Rosé')
    // The delete fails after the items have moved: the transaction must take the move back.
    const db = t.database.handle.db
    await db.execute(sql.raw(`create function refuse_category_delete() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`))
    await db.execute(sql.raw('create trigger refuse_delete before delete on menu_categories for each row execute function refuse_category_delete()'))
    try {
      const failed = await t.request('DELETE', '/api/categories/wines?moveTo=spirits', { cookie })
      expect(failed.status).toBe(500)
    } finally {
      await db.execute(sql.raw('drop trigger refuse_delete on menu_categories'))
      await db.execute(sql.raw('drop function refuse_category_delete()'))
    }
    const [row] = await db.select().from(menuItems)
    expect(row).toMatchObject({ id: item.id, category: 'wines' })
    expect((await categories()).map((c) => c.slug)).toContain('wines')
    const wines = (await (await t.request('GET', '/api/drinks/wines')).json()) as Array<{ id: number }>
    expect(wines.map((i) => i.id)).toEqual([item.id])
  })
})
