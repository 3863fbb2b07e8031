import { describe, expect, it } from 'vitest'
import { BOTTOM_NAV, isCurrentEntry } from './bottom-nav'

describe('isCurrentEntry', () => {
  it('marks Menu on the home path, /menu and every category', () => {
    for (const path of ['/', '/menu', '/menu/', '/menu/breakfast']) expect(isCurrentEntry('/menu', path)).toBe(true)
    expect(isCurrentEntry('/menu', '/offers')).toBe(false)
  })
  it('marks Menu on the drinks pages too (the drinks are part of the menu)', () => {
    for (const path of ['/drinks', '/drinks/', '/drinks/cocktails']) expect(isCurrentEntry('/menu', path)).toBe(true)
    expect(isCurrentEntry('/menu', '/drinksx')).toBe(false)
    for (const { to } of BOTTOM_NAV.filter((entry) => entry.to !== '/menu')) expect(isCurrentEntry(to, '/drinks/cocktails')).toBe(false)
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

describe('isCurrentEntry in another language', () => {
  it('marks the entry of a prefixed address as of the English one', () => {
    for (const path of ['/ko', '/ko/', '/ko/menu/breakfast', '/zh-hans/drinks/cocktails']) expect(isCurrentEntry('/menu', path)).toBe(true)
    expect(isCurrentEntry('/offers', '/ja/offers')).toBe(true)
    expect(isCurrentEntry('/book', '/zh-hant/booking/abcDEF123')).toBe(true)
    expect(isCurrentEntry('/offers', '/ko/events')).toBe(false)
  })
  it('labels every entry with a frame message', () => {
    for (const { label } of BOTTOM_NAV) expect(label).toMatch(/^frame\.nav/)
  })
})
