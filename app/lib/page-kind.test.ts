import { describe, expect, it } from 'vitest'
import { pageKindOfPath } from './page-kind'

describe('pageKindOfPath', () => {
  it.each([
    ['/', 'menu'],
    ['/ko/', 'menu'],
    ['/ja', 'menu'],
    ['/drinks/cocktails', 'menu'],
    ['/zh-hans/menu/breakfast', 'menu'],
    ['/book', 'booking'],
    ['/ko/booking/abc', 'booking'],
    ['/ja/waitlist/abc', 'booking'],
    ['/bookings', 'other'],
    ['/events', 'other'],
    ['/no-such-page', 'other'],
    ['/admin', 'staff'],
    ['/admin/reservations', 'staff'],
    ['/administrator', 'other'],
  ])('%s is a %s page', (path, kind) => {
    expect(pageKindOfPath(path)).toBe(kind)
  })
})
