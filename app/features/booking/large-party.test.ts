import { describe, expect, it } from 'vitest'
import { groupPartyMessage, isGroupParty, typedPartySize } from './large-party'

describe('typedPartySize', () => {
  it('reads whole numbers as typed', () => {
    expect(typedPartySize('12')).toBe(12)
    expect(typedPartySize(' 4 ')).toBe(4)
    expect(typedPartySize(20)).toBe(20)
    expect(typedPartySize('150')).toBe(150)
  })

  it('is null for anything else', () => {
    for (const value of ['', '2.5', '1e1', '-3', 'four', undefined, null]) expect(typedPartySize(value)).toBeNull()
  })
})

describe('isGroupParty', () => {
  it('is a group above the venue\'s online limit, not at it', () => {
    expect(isGroupParty(12, 12)).toBe(false)
    expect(isGroupParty(13, 12)).toBe(true)
    expect(isGroupParty(1, 0)).toBe(true)
  })

  it('falls back to MAX_GUESTS (20) while the limit is not known, and never for an unreadable size', () => {
    expect(isGroupParty(20, undefined)).toBe(false)
    expect(isGroupParty(21, undefined)).toBe(true)
    expect(isGroupParty(null, 4)).toBe(false)
  })
})

describe('groupPartyMessage', () => {
  it('names the limit and sends the party to the group request', () => {
    expect(groupPartyMessage(30, 12)).toBe('Online we can book parties of up to 12. For 30 guests, send us a group request and we will reply by e-mail.')
    expect(groupPartyMessage(21, undefined)).toContain('up to 20.')
    expect(groupPartyMessage(3, 0)).toBe('We cannot take bookings online at the moment. For 3 guests, send us a group request and we will reply by e-mail.')
  })
})
