import { describe, expect, it } from 'vitest'
import ko from '~/i18n/booking/ko.json'
import zhHans from '~/i18n/booking/zh-Hans.json'
import { DEFAULT_SEATING_RULES, diningPeriodNote } from '~/lib/seating-rules'
import { type Catalog, translate } from '~/lib/messages'
import type { Language } from '~/lib/languages'
import { changedText, changeTimeOptions } from './change-booking-model'
import { bookingWords, ENGLISH_WORDS, withLanguage } from './booking-words'
import { groupPartyMessage } from './large-party'
import { bookingStatusText } from './booking-status'
import { dayHoursNote, diningPeriodText, stayNote, timeSlotOptions } from './time-slot-options'

/** The words of a language as a page has them: the root loader's catalog, keys prefixed with their area. */
function wordsOf(lang: Language, messages: Record<string, unknown>) {
  const catalog = Object.fromEntries(Object.entries(messages).map(([key, message]) => [`booking.${key}`, message])) as Catalog
  return bookingWords(lang, (key, params) => translate(lang, catalog, key, params))
}
const korean = wordsOf('ko', ko)
const chinese = wordsOf('zh-Hans', zhHans)

describe('the booking words', () => {
  it('write English exactly as the shared English helpers do', () => {
    expect(ENGLISH_WORDS.time('19:30')).toBe('7:30 PM')
    expect(ENGLISH_WORDS.weekdayDate('2026-11-25')).toBe('Wednesday, November 25, 2026')
    expect(ENGLISH_WORDS.guests(1)).toBe('1 guest')
    expect(ENGLISH_WORDS.guests(4)).toBe('4 guests')
    expect(ENGLISH_WORDS.stay(90)).toBe('1 hour 30 minutes')
    expect(ENGLISH_WORDS.path('/booking/abc')).toBe('/booking/abc')
    for (const minutes of [60, 90, 120]) {
      const rules = { stays: [{ maxGuests: 20, minutes }] }
      expect(diningPeriodText(rules)).toBe(diningPeriodNote(rules))
    }
    expect(diningPeriodText(DEFAULT_SEATING_RULES)).toBe(diningPeriodNote(DEFAULT_SEATING_RULES))
  })

  it('write times on the 24-hour clock and dates, parties and stays the language’s way', () => {
    expect(korean.time('19:30')).toBe('19:30')
    expect(korean.time('00:15')).toBe('00:15')
    expect(korean.weekdayDate('2026-11-25')).toBe('2026년 11월 25일 수요일')
    expect(chinese.weekdayDate('2026-11-25')).toBe('2026年11月25日星期三')
    expect(korean.guests(4)).toBe('4명')
    expect(chinese.guests(1)).toBe('1 位')
    expect(korean.stay(90)).toBe('1시간 30분')
    expect(chinese.stay(120)).toBe('2 小时')
    expect(korean.hours({ closed: false, opens: '11:00', closes: '00:00', note: null })).toBe('11:00~24:00')
    expect(korean.path('/booking/abc')).toBe('/ko/booking/abc')
  })

  it('word the form’s notes, the time list and the statuses in the language', () => {
    expect(timeSlotOptions([{ time: '19:00', endTime: '21:00', available: false, reason: 'full' }], [], undefined, korean)[0]?.label).toBe('19:00 (만석)')
    expect(timeSlotOptions([{ time: '19:00', endTime: '21:00', available: false, reason: 'past' }], [], undefined, chinese)[0]?.label).toBe('19:00（已过）')
    expect(stayNote({ stays: [{ maxGuests: 20, minutes: 120 }] }, { guests: 2, seating: 'table' }, undefined, korean)).toBe('기본 예약 이용 시간: 2시간')
    expect(dayHoursNote({ closed: false, opens: '18:00', closes: '02:00', note: null }, chinese)).toBe('营业时间 18:00至02:00')
    expect(diningPeriodText({ stays: [{ maxGuests: 20, minutes: 90 }] }, korean)).toContain('90분')
    expect(groupPartyMessage(25, 20, chinese)).toBe('在线预订最多可订 20 人。25 位客人请发送团体预订请求，我们会通过电子邮件回复您。')
    expect(bookingStatusText('pending', null, korean).label).toBe('예약됨')
    expect(bookingStatusText('declined', 'Full that night', korean).explanation).toBe('거절됨: Full that night')
    expect(changeTimeOptions([{ time: '20:00', endTime: '22:00', available: false, reason: 'too-large' }], undefined, korean)[0]?.label).toBe('20:00 (인원 초과)')
    expect(changedText({ startsAt: '2026-12-13T11:00:00.000Z', time: '19:00', guests: 4 }, 'Asia/Manila', korean)).toBe('예약이 2026년 12월 13일 일요일 19:00, 4명(으)로 변경되었습니다.')
  })

  it('send the language with a booking, English going unsaid as before', () => {
    expect(withLanguage({ name: 'Ana' }, 'en')).toEqual({ name: 'Ana' })
    expect(withLanguage({ name: 'Ana' }, 'ko')).toEqual({ name: 'Ana', language: 'ko' })
  })
})
