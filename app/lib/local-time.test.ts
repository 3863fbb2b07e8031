import { describe, expect, it } from 'vitest'
import frameJa from '~/i18n/frame/ja.json'
import frameKo from '~/i18n/frame/ko.json'
import { localDateTime, localTime, localTimeRange, localWeekday, localWeekdayDate } from './local-time'
import { formatMessage } from './messages'

const ko = (_key: 'frame.timeRange', params: Record<string, string | number>) => formatMessage('ko', frameKo.timeRange, params)
const ja = (_key: 'frame.timeRange', params: Record<string, string | number>) => formatMessage('ja', frameJa.timeRange, params)
const none = () => {
  throw new Error('English needs no message')
}

describe('local times', () => {
  it("keeps English as the site writes it: 12-hour clock, 'midnight', 'to'", () => {
    expect(localTime('en', '19:30')).toBe('7:30 PM')
    expect(localTime('en', '00:00')).toBe('midnight')
    expect(localTimeRange('en', none, '11:00', '00:00')).toBe('11:00 AM to midnight')
  })
  it('writes the other languages as their locale does', () => {
    expect(localTime('ko', '19:30')).toBe('19:30')
    expect(localTime('ja', '19:30')).toBe('19:30')
    expect(localTime('zh-Hans', '09:05')).toBe('09:05')
    expect(localTimeRange('ko', ko, '18:00', '02:00')).toBe('18:00~02:00')
    expect(localTimeRange('ja', ja, '11:00', '00:00')).toBe('11:00〜24:00')
    expect(localTimeRange('ko', ko, '00:00', '02:00')).toBe('00:00~02:00')
  })
  it('shows text that is not a time as it is', () => {
    expect(localTime('ko', 'soon')).toBe('soon')
  })
})

describe('local dates', () => {
  it('names weekdays in the language, Sunday as 0', () => {
    expect(localWeekday('en', 1)).toBe('Monday')
    expect(localWeekday('ko', 1)).toBe('월요일')
    expect(localWeekday('zh-Hans', 0)).toBe('星期日')
    expect(localWeekday('ja', 6)).toBe('土曜日')
  })
  it('writes a calendar date with its weekday, whatever the machine zone', () => {
    expect(localWeekdayDate('ko', '2025-11-24')).toBe('2025년 11월 24일 월요일')
    expect(localWeekdayDate('ja', '2025-11-24')).toBe('2025年11月24日月曜日')
    expect(localWeekdayDate('ko', 'not a date')).toBe('not a date')
  })
  it("writes an instant in the venue's zone", () => {
    expect(localDateTime('zh-Hant', '2025-11-24T09:30:00Z', 'Asia/Manila')).toBe('2025年11月24日 17:30')
  })
})
