import { describe, expect, it } from 'vitest'
import { isPublicWrite } from './public-writes'

const GUEST_WRITES = [
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/auth/setup',
  'POST /api/reservations',
  'PATCH /api/bookings/abc123',
  'POST /api/bookings/abc123/cancel',
  'POST /api/group-requests',
  'POST /api/visits',
]
const STAFF_WRITES = [
  'POST /api/images',
  'POST /api/menu',
  'PATCH /api/reservations/3',
  'PUT /api/bookings/abc123',
  'POST /api/bookings/abc123/ics',
  'PUT /api/venue',
  'POST /api/auth/loginx',
  'POST /api/staff',
  'POST /api/auth/account/password',
]

describe('isPublicWrite', () => {
  it("knows a guest's writes, and takes every other write for staff's", () => {
    const publicOf = (writes: string[]) => writes.map((write) => isPublicWrite(write.split(' ')[0], write.split(' ')[1]))
    expect(publicOf(GUEST_WRITES)).toEqual(GUEST_WRITES.map(() => true))
    expect(publicOf(STAFF_WRITES)).toEqual(STAFF_WRITES.map(() => false))
  })
})
