import { describe, expect, it } from 'vitest'
import type { SlotAvailability } from '~/lib/seating'
import {
  availabilityQuestion,
  changedText,
  changeRequest,
  changeTimeOptions,
  changeUntilText,
  conflictTimes,
  dayNoticeOf,
  initialValues,
} from './change-booking-model'

const booking = { date: '2026-12-12', time: '23:30', guests: 2, seatingPreference: 'table' }

const slot = (time: string, endTime: string, reason?: SlotAvailability['reason']): SlotAvailability =>
  reason ? { time, endTime, available: false, reason } : { time, endTime, available: true }

describe('changeRequest', () => {
  it('sends only what differs from the booking, and nothing when nothing does', () => {
    const values = initialValues(booking)
    expect(changeRequest(booking, values)).toBeNull()
    expect(changeRequest(booking, { ...values, time: '00:00' })).toEqual({ time: '00:00' })
    expect(changeRequest(booking, { ...values, date: '2026-12-13', guests: '4', seatingPreference: 'bar' })).toEqual({
      date: '2026-12-13',
      guests: 4,
      seatingPreference: 'bar',
    })
    // ' 2 ' is the party it already is; a party size that is no number goes as typed, for the server's message.
    expect(changeRequest(booking, { ...values, guests: ' 2 ' })).toBeNull()
    expect(changeRequest(booking, { ...values, guests: '2.5' })).toEqual({ guests: '2.5' })
  })
})

describe('availabilityQuestion', () => {
  it('asks about the day, party and seating once they are one question', () => {
    const values = initialValues(booking)
    expect(availabilityQuestion(values)).toEqual({ date: '2026-12-12', guests: 2, seating: 'table' })
    expect(availabilityQuestion({ ...values, guests: '' })).toBeNull()
    expect(availabilityQuestion({ ...values, guests: '21' })).toBeNull()
    expect(availabilityQuestion({ ...values, date: '' })).toBeNull()
  })
})

describe('changeTimeOptions and dayNoticeOf', () => {
  const slots = [slot('23:00', '01:00', 'full'), slot('23:30', '01:30', 'full'), slot('00:00', '02:00'), slot('18:00', '20:00', 'paced')]

  it("lists the day's times in its order, past midnight too, says why one cannot be had, and keeps the booking's own open", () => {
    expect(changeTimeOptions(slots, '23:30')).toEqual([
      { value: '23:00', label: '11:00 PM (full)', disabled: true },
      { value: '23:30', label: '11:30 PM', disabled: false },
      { value: '00:00', label: '12:00 AM', disabled: false },
      { value: '18:00', label: '6:00 PM (full)', disabled: true },
    ])
    expect(changeTimeOptions(slots).find((o) => o.value === '23:30')?.disabled).toBe(true)
  })

  it('says when no time can be had: closed, too large a party, or every time taken', () => {
    expect(dayNoticeOf(slots, 2)).toBeNull()
    expect(dayNoticeOf([], 2)).toBe('We are closed on this date. Please choose another date.')
    expect(dayNoticeOf([slot('19:00', '21:00', 'too-large')], 30)).toBe('We cannot seat 30 guests together online. Please call us to arrange a group booking.')
    expect(dayNoticeOf([slot('19:00', '21:00', 'full')], 2)).toBe('There is no free time left on this date for 2 guests. Please choose another date.')
    // Its own time is still a choice.
    expect(dayNoticeOf([slot('19:00', '21:00', 'full')], 2, '19:00')).toBeNull()
  })
})

describe('wording', () => {
  it('names the cut-off in venue time, and the calendar day a changed booking starts on', () => {
    expect(changeUntilText('2026-12-12T13:30:00.000Z', 'Asia/Manila')).toBe(
      'You can change the date, time, party size or seating online until 9:30 PM on December 12, 2026.',
    )
    // 00:00 of Saturday 12 December's night is Sunday 13 December.
    expect(changedText({ startsAt: '2026-12-12T16:00:00.000Z', time: '00:00', guests: 2 }, 'Asia/Manila')).toBe(
      'Your booking is now for 2 guests at 12:00 AM on Sunday, December 13, 2026.',
    )
  })

  it("reads a 409's alternatives: times only, at most three", () => {
    expect(conflictTimes({ alternatives: ['17:00', 'x', 7, '21:00', '21:30', '22:00'] })).toEqual(['17:00', '21:00', '21:30'])
    expect(conflictTimes(null)).toEqual([])
    expect(conflictTimes({ message: 'no' })).toEqual([])
  })
})
