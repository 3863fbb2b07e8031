import { describe, expect, it } from 'vitest'
import { phoneCore } from './phone-match'

describe('phoneCore', () => {
  it('reads a PH mobile number the same however it is written', () => {
    const core = '9175550142'
    expect(phoneCore('+63 917 555 0142')).toBe(core)
    expect(phoneCore('0917-555-0142')).toBe(core)
    expect(phoneCore('639175550142')).toBe(core)
    expect(phoneCore('(0917) 555.0142')).toBe(core)
  })

  it('reads an international number the same with + or 00', () => {
    expect(phoneCore('+44 7700 900123')).toBe('447700900123')
    expect(phoneCore('0044 7700 900123')).toBe('447700900123')
    expect(phoneCore('0063 917 555 0142')).toBe('9175550142')
  })

  it('keeps other numbers as their digits', () => {
    expect(phoneCore('+1 (212) 555-0100')).toBe('12125550100')
    expect(phoneCore('no digits')).toBe('')
  })
})
