import { describe, expect, it } from 'vitest'
import { isCurrentEntry } from './bottom-nav'

describe('isCurrentEntry', () => {
  it('marks Menu on the home path, /menu and every category', () => {
    for (const path of ['/', '/menu', '/menu/', '/menu/breakfast']) expect(isCurrentEntry('/menu', path)).toBe(true)
    expect(isCurrentEntry('/menu', '/offers')).toBe(false)
  })
  it("marks Booking on /book and on a guest's own booking page", () => {
    expect(isCurrentEntry('/book', '/book')).toBe(true)
    expect(isCurrentEntry('/book', '/booking/abcDEF123')).toBe(true)
    expect(isCurrentEntry('/book', '/bookings')).toBe(false)
  })
  it('marks the other entries on their own path only', () => {
    expect(isCurrentEntry('/offers', '/offers')).toBe(true)
    expect(isCurrentEntry('/events', '/offers')).toBe(false)
  })
})
