import { describe, expect, it } from 'vitest'
import type { DayHours } from '~/lib/opening-hours'
import { bookingStart, graceEnd, lateLabel, minutesLate, noShowQuestion } from './late'

const MANILA = 'Asia/Manila'
/** A night that runs past midnight. */
const LATE_NIGHT: DayHours = { closed: false, opens: '17:00', closes: '02:00', note: null }
/** 21:00 on 5 December at the venue (13:00 UTC). */
const NINE_PM = new Date('2026-12-05T13:00:00Z')
const at = (minutesAfterNine: number) => new Date(NINE_PM.getTime() + minutesAfterNine * 60_000)

describe('bookingStart', () => {
  it("is the booking's date and time on the venue's clock", () => {
    expect(bookingStart({ date: '2026-12-05', time: '21:00' }, MANILA)).toEqual(NINE_PM)
  })

  it("puts a time after midnight on the night's next calendar day", () => {
    expect(bookingStart({ date: '2026-12-05', time: '00:30' }, MANILA, LATE_NIGHT)).toEqual(new Date('2026-12-05T16:30:00Z'))
    expect(bookingStart({ date: '2026-12-05', time: '21:00' }, MANILA, LATE_NIGHT)).toEqual(NINE_PM)
  })
})

describe('how late', () => {
  it('counts whole minutes after the start, none before it', () => {
    expect(minutesLate(NINE_PM, at(-5))).toBe(0)
    expect(minutesLate(NINE_PM, at(0))).toBe(0)
    expect(minutesLate(NINE_PM, new Date(at(12).getTime() + 59_000))).toBe(12)
  })

  it('flags a party still expected once a minute has passed, never one that came or will not', () => {
    expect(lateLabel({ status: 'confirmed' }, NINE_PM, at(12))).toBe('12 min late')
    expect(lateLabel({ status: 'pending' }, NINE_PM, at(1))).toBe('1 min late')
    expect(lateLabel({ status: 'confirmed' }, NINE_PM, at(0))).toBeNull()
    for (const status of ['arrived', 'no-show', 'cancelled', 'completed', 'requested']) expect(lateLabel({ status }, NINE_PM, at(30))).toBeNull()
  })

  it('ends the grace period the given minutes after the start', () => {
    expect(graceEnd(NINE_PM, 15)).toEqual(at(15))
    expect(graceEnd(NINE_PM, 0)).toEqual(NINE_PM)
  })
})

describe('noShowQuestion', () => {
  const booking = { time: '21:00', guests: 2 }
  const clock = { start: NINE_PM, timeZone: MANILA, graceMinutes: 15 }

  it('says plainly that the grace period has not passed, before the time and during the grace', () => {
    expect(noShowQuestion(booking, at(-5), clock)).toEqual({
      lateness: 'Booked for 9:00 PM (2 guests); their time has not come yet.',
      graceWarning: 'The 15-minute grace period ends at 9:15 PM: it has not passed yet.',
    })
    expect(noShowQuestion(booking, at(14), clock)).toEqual({
      lateness: 'Booked for 9:00 PM (2 guests); 14 minutes late.',
      graceWarning: 'The 15-minute grace period ends at 9:15 PM: it has not passed yet.',
    })
  })

  it('says only how late once the grace period has passed', () => {
    expect(noShowQuestion(booking, at(15), clock)).toEqual({ lateness: 'Booked for 9:00 PM (2 guests); 15 minutes late.', graceWarning: null })
    expect(noShowQuestion({ time: '21:00', guests: 1 }, at(61), { ...clock, graceMinutes: 0 }).lateness).toBe('Booked for 9:00 PM (1 guest); 61 minutes late.')
  })

  it('names no grace period when there is none, and only the time without the venue clock', () => {
    expect(noShowQuestion(booking, at(-5), { ...clock, graceMinutes: 0 }).graceWarning).toBeNull()
    expect(noShowQuestion(booking, at(30), null)).toEqual({ lateness: 'Booked for 9:00 PM (2 guests).', graceWarning: null })
  })
})
