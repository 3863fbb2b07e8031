import { describe, expect, it } from 'vitest'
import { localizeError } from './localize-error'

const catalog = {
  'errors.Name is required': '이름을 입력해 주세요',
  'errors.Maximum {max} guests': '최대 {max}명',
  'errors.From {start} to {end}': '{start}부터 {end}까지',
  'errors.We are closed on {when}.': '{when}은 휴무입니다.',
  'errors.We are closed on {when} ({note}).': '{when}은 휴무입니다({note}).',
}

describe('localizeError', () => {
  it('translates an exact English message', () => {
    expect(localizeError('ko', catalog, 'Name is required')).toBe('이름을 입력해 주세요')
  })
  it('matches a message with values against its template and keeps the values', () => {
    expect(localizeError('ko', catalog, 'Maximum 20 guests')).toBe('최대 20명')
    expect(localizeError('ko', catalog, 'From 18:00 to 02:00')).toBe('18:00부터 02:00까지')
  })
  it('leaves English, and messages it does not know, as they are', () => {
    expect(localizeError('en', catalog, 'Name is required')).toBe('Name is required')
    expect(localizeError('ko', catalog, 'Something new')).toBe('Something new')
  })
  it('tries the most specific template first, and words each value with the caller\'s function', () => {
    expect(localizeError('ko', catalog, 'We are closed on Friday (Private party).')).toBe('Friday은 휴무입니다(Private party).')
    expect(localizeError('ko', catalog, 'We are closed on Friday.', (value) => `<${value}>`)).toBe('<Friday>은 휴무입니다.')
  })
})
