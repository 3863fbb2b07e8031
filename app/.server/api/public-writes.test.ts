import { describe, expect, it } from 'vitest'
import { isPublicWrite } from './public-writes'

describe('isPublicWrite', () => {
  it("knows a guest's writes", () => {
    for (const [method, path] of [
      ['POST', '/api/auth/login'],
      ['POST', '/api/auth/logout'],
      ['POST', '/api/reservations'],
      ['PATCH', '/api/bookings/abc123'],
      ['POST', '/api/bookings/abc123/cancel'],
      ['POST', '/api/group-requests'],
      ['POST', '/api/visits'],
    ]) {
      expect(isPublicWrite(method, path), `${method} ${path}`).toBe(true)
    }
  })

  it("takes every other write for staff's", () => {
    for (const [method, path] of [
      ['POST', '/api/images'],
      ['POST', '/api/menu'],
      ['PATCH', '/api/reservations/3'],
      ['PUT', '/api/bookings/abc123'],
      ['POST', '/api/bookings/abc123/ics'],
      ['PUT', '/api/venue'],
      ['POST', '/api/auth/loginx'],
    ]) {
      expect(isPublicWrite(method, path), `${method} ${path}`).toBe(false)
    }
  })
})
