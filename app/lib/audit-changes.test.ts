import { describe, expect, it } from 'vitest'
import { camelCaseKey, camelCaseKeys, fieldChanges, fieldWords, valueWords } from './audit-changes'

describe('audit changes as people read them', () => {
  it('turns column names into camelCase, top-level keys only', () => {
    expect(camelCaseKey('table_number')).toBe('tableNumber')
    expect(camelCaseKey('two_factor_enabled_at')).toBe('twoFactorEnabledAt')
    expect(camelCaseKey('price')).toBe('price')
    expect(camelCaseKeys({ sold_out_until: null, data: { happy_hour: 1 } })).toEqual({ soldOutUntil: null, data: { happy_hour: 1 } })
    expect(camelCaseKeys(null)).toBeNull()
  })

  it('names a field in words and shortens long values', () => {
    expect(fieldWords('soldOutUntil')).toBe('sold out until')
    expect(valueWords(null)).toBe('(none)')
    expect(valueWords('')).toBe('(none)')
    expect(valueWords(25000)).toBe('25000')
    expect(valueWords(['spicy'])).toBe('["spicy"]')
    expect(valueWords('x'.repeat(200))).toHaveLength(80)
  })

  it('lists an edit as before -> after, a creation and a deletion one side only', () => {
    expect(fieldChanges({ price: 25000 }, { price: 127500 })).toEqual([{ field: 'price', before: '₱250.00', after: '₱1,275.00' }])
    expect(fieldChanges(null, { name: 'Adobo' })).toEqual([{ field: 'name', before: null, after: 'Adobo' }])
    expect(fieldChanges({ name: 'Adobo' }, null)).toEqual([{ field: 'name', before: 'Adobo', after: null }])
    // A field equal on both sides is no change.
    expect(fieldChanges({ kind: 'booking-confirmation', status: 'failed' }, { kind: 'booking-confirmation', status: 'queued' })).toEqual([
      { field: 'status', before: 'failed', after: 'queued' },
    ])
  })
})
