import { describe, expect, it } from 'vitest'
import { formatMessage, placeholdersOf, translate } from './messages'

describe('formatMessage', () => {
  it('puts parameters in, numbers with the language’s grouping', () => {
    expect(formatMessage('en', 'Table for {count} at {time}', { count: 1200, time: '8:30 PM' })).toBe('Table for 1,200 at 8:30 PM')
    expect(formatMessage('ko', '{count}명', { count: 1200 })).toBe('1,200명')
  })
  it('chooses the plural form of the language', () => {
    const guests = { one: '{count} guest', other: '{count} guests' }
    expect(formatMessage('en', guests, { count: 1 })).toBe('1 guest')
    expect(formatMessage('en', guests, { count: 4 })).toBe('4 guests')
    expect(formatMessage('ja', { other: '{count}名' }, { count: 1 })).toBe('1名')
  })
  it('leaves a missing parameter visible', () => {
    expect(formatMessage('en', 'Hello {name}')).toBe('Hello {name}')
  })
})

describe('translate', () => {
  it('falls back to the key for a message the catalog lacks', () => {
    expect(translate('en', { 'frame.a': 'A' }, 'frame.a')).toBe('A')
    expect(translate('en', {}, 'frame.b')).toBe('frame.b')
  })
})

describe('placeholdersOf', () => {
  it('lists the names in order', () => {
    expect(placeholdersOf('From {start} to {end}')).toEqual(['start', 'end'])
  })
})
