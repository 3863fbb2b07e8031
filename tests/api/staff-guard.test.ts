import { describe, expect, it } from 'vitest'
import { DEFAULT_VENUE } from '~/contracts/venue'
import { type Endpoint, itAnswers401WithoutSession } from '../support/staff-only'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

const staffEndpoints: Endpoint[] = [
  ['GET', '/api/reservations'],
  ['PATCH', '/api/reservations/1/status', { status: 'confirmed' }],
  ['GET', '/api/offers'],
  ['POST', '/api/offers', { name: 'Beer', price: 7000, isActive: true }],
  ['PUT', '/api/offers/1', { name: 'Beer', price: 7000, isActive: true }],
  ['DELETE', '/api/offers/1'],
  ['POST', '/api/menu', { name: 'Dish', description: 'Nice', price: 100, category: 'soups' }],
  ['PUT', '/api/menu/1', { name: 'Dish', description: 'Nice', price: 100, category: 'soups' }],
  ['DELETE', '/api/menu/1'],
  ['GET', '/api/visitor-stats'],
  ['PUT', '/api/venue', DEFAULT_VENUE],
]

describe('staff-only endpoints', () => {
  itAnswers401WithoutSession(t, staffEndpoints)

  it.each(staffEndpoints)('%s %s answers 401 with a made-up session cookie', async (method, path, body) => {
    const res = await t.request(method, path, { body, cookie: 'staff_session=forged-token-value' })
    expect(res.status).toBe(401)
  })

  it('lets a signed-in staff member through (2xx or 404 for ids that do not exist)', async () => {
    const cookie = await t.signIn()
    for (const [method, path, body] of staffEndpoints) {
      const res = await t.request(method, path, { body, cookie })
      expect([200, 201, 204, 404]).toContain(res.status)
    }
  })
})

describe('public endpoints need no session', () => {
  it.each(['/api/menu', '/api/menu/breakfast', '/api/offers/active', '/api/events'])('GET %s answers 200', async (path) => {
    expect((await t.request('GET', path)).status).toBe(200)
  })
})
