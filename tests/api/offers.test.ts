import { describe, expect, it } from 'vitest'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

describe('offers', () => {
  it('adds, edits, deactivates and deletes; the public list shows active offers only', async () => {
    const cookie = await t.signIn()
    const res = await t.request('POST', '/api/offers', { cookie, body: { name: 'San Miguel Pale Pilsen', price: 7000, isActive: true } })
    expect(res.status).toBe(201)
    const beer = (await res.json()) as { id: number }
    expect(beer).toEqual({ id: beer.id, name: 'San Miguel Pale Pilsen', price: 7000, isActive: true })
    const margarita = (await (await t.request('POST', '/api/offers', { cookie, body: { name: 'Mango Margarita', price: 18000 } })).json()) as { id: number }

    expect(await (await t.request('GET', '/api/offers/active')).json()).toEqual([
      { id: beer.id, name: 'San Miguel Pale Pilsen', price: 7000 },
      { id: margarita.id, name: 'Mango Margarita', price: 18000, },
    ])

    const put = await t.request('PUT', `/api/offers/${beer.id}`, { cookie, body: { id: beer.id, name: 'San Miguel Light', price: 7500, isActive: false } })
    expect(put.status).toBe(200)
    expect(await put.json()).toEqual({ id: beer.id, name: 'San Miguel Light', price: 7500, isActive: false })
    expect(await (await t.request('GET', '/api/offers/active')).json()).toEqual([{ id: margarita.id, name: 'Mango Margarita', price: 18000 }])
    expect(((await (await t.request('GET', '/api/offers', { cookie })).json()) as unknown[]).length).toBe(2)

    expect((await t.request('DELETE', `/api/offers/${beer.id}`, { cookie })).status).toBe(204)
    expect((await t.request('DELETE', `/api/offers/${beer.id}`, { cookie })).status).toBe(404)
    expect((await t.request('PUT', `/api/offers/${beer.id}`, { cookie, body: { name: 'x', price: 100, isActive: true } })).status).toBe(404)
  })

  it('refuses a missing name or a zero price with field messages', async () => {
    const cookie = await t.signIn()
    const noName = await t.request('POST', '/api/offers', { cookie, body: { name: '', price: 7000, isActive: true } })
    expect(noName.status).toBe(400)
    expect(((await noName.json()) as { details: unknown[] }).details[0]).toEqual({ path: 'name', message: 'Name is required' })
    const zero = await t.request('POST', '/api/offers', { cookie, body: { name: 'Beer', price: 0, isActive: true } })
    expect(((await zero.json()) as { details: unknown[] }).details[0]).toEqual({
      path: 'price',
      message: 'Price must be a positive whole number of centavos',
    })
    expect(await (await t.request('GET', '/api/offers', { cookie })).json()).toEqual([])
  })
})
