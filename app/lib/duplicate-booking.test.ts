import { describe, expect, it } from 'vitest'
import { type DuplicateCandidate, findDuplicate, isSameGuest, staysOverlap } from './duplicate-booking'

const at7pm = { date: '2026-12-05', start: 19 * 60, stay: 120 }
const existing = (overrides: Partial<DuplicateCandidate> = {}): DuplicateCandidate => ({
  id: 1,
  status: 'confirmed',
  email: 'Ana@Example.com',
  phone: '+63 917 555 0142',
  ...at7pm,
  ...overrides,
})

describe('isSameGuest', () => {
  it('matches an e-mail address in any case and with spaces around it', () => {
    expect(isSameGuest({ email: ' ana@example.COM ' }, { email: 'Ana@Example.com' })).toBe(true)
  })

  it('matches a phone number however it is written', () => {
    expect(isSameGuest({ phone: '0917-555-0142' }, { phone: '+63 917 555 0142' })).toBe(true)
  })

  it('does not match different guests, nor short numbers or missing contacts', () => {
    expect(isSameGuest({ email: 'ana@example.com' }, { email: 'bea@example.com' })).toBe(false)
    expect(isSameGuest({ phone: '123' }, { phone: '123' })).toBe(false)
    expect(isSameGuest({ email: null, phone: null }, { email: null, phone: null })).toBe(false)
    expect(isSameGuest({ email: '', phone: '' }, { email: '', phone: '' })).toBe(false)
  })
})

describe('staysOverlap', () => {
  it('overlaps when the stays share a minute', () => {
    expect(staysOverlap({ start: 1140, stay: 120 }, { start: 1230, stay: 60 })).toBe(true)
    expect(staysOverlap({ start: 1230, stay: 60 }, { start: 1140, stay: 120 })).toBe(true)
  })

  it('does not overlap when one ends as the other starts', () => {
    expect(staysOverlap({ start: 1140, stay: 120 }, { start: 1260, stay: 60 })).toBe(false)
  })
})

describe('findDuplicate', () => {
  it('finds the same guest at an overlapping time on the same day', () => {
    expect(findDuplicate({ ...at7pm, email: 'ana@example.com' }, [existing()])?.id).toBe(1)
    expect(findDuplicate({ ...at7pm, start: 20 * 60, phone: '09175550142' }, [existing()])?.id).toBe(1)
  })

  it('ignores bookings that hold nothing, other days, later stays, other guests and the booking itself', () => {
    const wanted = { ...at7pm, email: 'ana@example.com' }
    expect(findDuplicate(wanted, [existing({ status: 'cancelled' })])).toBeUndefined()
    expect(findDuplicate(wanted, [existing({ status: 'requested' })])).toBeUndefined()
    expect(findDuplicate(wanted, [existing({ date: '2026-12-06' })])).toBeUndefined()
    expect(findDuplicate(wanted, [existing({ start: 21 * 60 })])).toBeUndefined()
    expect(findDuplicate(wanted, [existing({ email: 'bea@example.com', phone: null })])).toBeUndefined()
    expect(findDuplicate(wanted, [existing()], 1)).toBeUndefined()
  })

  it('counts an arrived booking as holding', () => {
    expect(findDuplicate({ ...at7pm, email: 'ana@example.com' }, [existing({ status: 'arrived' })])?.id).toBe(1)
  })
})
