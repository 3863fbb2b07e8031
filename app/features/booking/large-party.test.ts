import { describe, expect, it } from 'vitest'
import { groupMailto, groupPartyFieldError, groupPartyMessage, isGroupParty, typedPartySize } from './large-party'

describe('typedPartySize', () => {
  it('reads whole numbers as typed', () => {
    expect(typedPartySize('12')).toBe(12)
    expect(typedPartySize(' 4 ')).toBe(4)
    expect(typedPartySize(20)).toBe(20)
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

describe('group wording', () => {
  it('names the limit and the ways to book', () => {
    expect(groupPartyMessage(20, 12)).toBe('Online we can book parties of up to 12. For 20 guests, call or e-mail us and we will arrange your group booking.')
    expect(groupPartyFieldError(12)).toBe('Online bookings are for up to 12 guests: please call or e-mail us for a group booking.')
    expect(groupPartyMessage(3, 0)).toBe('We cannot take bookings online at the moment. For 3 guests, call or e-mail us and we will arrange your group booking.')
  })

  it('writes the e-mail with the party and the date filled in', () => {
    const href = groupMailto('hello@example.com', { guests: 20, date: '2026-12-04' })
    expect(href.startsWith('mailto:hello@example.com?subject=')).toBe(true)
    const params = new URLSearchParams(href.slice(href.indexOf('?') + 1))
    expect(params.get('subject')).toBe('Group booking: 20 guests on Friday, December 4, 2026')
    expect(params.get('body')).toContain('a group of 20 guests on Friday, December 4, 2026')
    expect(href).not.toContain('+')
  })

  it('leaves the date out when none is picked', () => {
    const params = new URLSearchParams(groupMailto('a@b.ph', { guests: 14, date: '' }).split('?')[1])
    expect(params.get('subject')).toBe('Group booking: 14 guests')
  })
})
