import { describe, expect, it } from 'vitest'
import { clockTime, localizeValue, party, stay, timeChoices, weekdayDate } from './localized-words'

describe('dates, times and parties in a language', () => {
  it('writes English as the rest of the site does', () => {
    expect(weekdayDate('en', '2026-12-05')).toBe('Saturday, December 5, 2026')
    expect(clockTime('en', '19:00')).toBe('7:00 PM')
    expect(party('en', 1)).toBe('1 guest')
    expect(party('en', 4)).toBe('4 guests')
    expect(stay('en', 90)).toBe('1 hour 30 minutes')
    expect(timeChoices('en', ['18:30', '19:00', '20:00'])).toBe('6:30 PM, 7:00 PM or 8:00 PM')
  })

  it('writes each other language with Intl and its catalog', () => {
    expect(weekdayDate('ko', '2026-12-05')).toBe('2026년 12월 5일 토요일')
    expect(clockTime('ko', '19:00')).toBe('19:00')
    expect(clockTime('ja', '19:00')).toBe('19:00')
    expect(party('ko', 4)).toBe('4명')
    expect(party('zh-Hans', 1)).toBe('1位')
    expect(stay('ja', 120)).toBe('2時間')
    expect(stay('zh-Hant', 90)).toBe('1小時30分鐘')
    expect(timeChoices('ko', ['18:30', '19:00'])).toBe('18:30 또는 19:00')
  })

  it('turns the English values of a message into the language, and leaves anything else alone', () => {
    expect(localizeValue('ko', 'Saturday, December 5, 2026')).toBe('2026년 12월 5일 토요일')
    expect(localizeValue('ko', '7:00 PM on December 5, 2026')).toBe('2026년 12월 5일 19:00')
    expect(localizeValue('ja', '4 guests')).toBe('4名')
    expect(localizeValue('ko', '5 minutes')).toBe('5분')
    expect(localizeValue('zh-Hans', '11:00 AM to midnight')).toBe('11:00至24:00')
    expect(localizeValue('ko', 'midnight to 2:00 AM')).toBe('00:00~02:00')
    expect(localizeValue('ko', '6:30 PM, 7:00 PM or 8:00 PM')).toBe('18:30, 19:00 또는 20:00')
    expect(localizeValue('ko', 'BB-7K3Q9')).toBe('BB-7K3Q9')
    expect(localizeValue('ko', 'Private party')).toBe('Private party')
  })
})
