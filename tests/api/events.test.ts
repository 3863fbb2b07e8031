import { describe, expect, it } from 'vitest'
import { events } from '~/.server/db/schema'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

describe('GET /api/events', () => {
  it('lists events from today on, soonest first, with ISO dates', async () => {
    const day = 86_400_000
    const now = Date.now()
    await t.database.handle.db.insert(events).values([
      { title: 'Fire Dance Night', description: 'Fire dancers on the beach', date: new Date(now + 5 * day) },
      { title: 'Last month', description: 'Over', date: new Date(now - 30 * day) },
      { title: 'Sunset Acoustic', description: 'Acoustic duo', date: new Date(now + 2 * day), imageUrl: 'https://example.com/a.jpg' },
    ])
    const res = await t.request('GET', '/api/events')
    expect(res.status).toBe(200)
    const list = (await res.json()) as Array<{ title: string; date: string; imageUrl: string | null; id: number; description: string }>
    expect(list.map((e) => e.title)).toEqual(['Sunset Acoustic', 'Fire Dance Night'])
    expect(Object.keys(list[0]).sort()).toEqual(['date', 'description', 'endTime', 'id', 'image', 'imageUrl', 'time', 'title'])
    expect(new Date(list[0].date).toISOString()).toBe(list[0].date)
    expect(list[0].imageUrl).toBe('https://example.com/a.jpg')
    expect(list[1].imageUrl).toBeNull()
  })
})
