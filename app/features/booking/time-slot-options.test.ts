import { describe, expect, it } from 'vitest'
import { availabilityQuerySchema } from '~/contracts/bookings.schemas'
import { bookableStarts, timeOfMinute } from '~/lib/bookable-times'
import { DEFAULT_WEEKLY_HOURS, type DayHours, hoursOn } from '~/lib/opening-hours'
import type { SlotAvailability } from '~/lib/seating'
import { DEFAULT_SEATING_RULES } from '~/lib/seating-rules'
import { STAYS_BY_PARTY_SIZE } from '~/lib/test-support'
import { timeToMinutes } from '~/lib/time-slots'
import {
  availabilityRequest,
  conflictAlternatives,
  dayHoursNote,
  dayNotice,
  isAfterMidnight,
  isSlotUnavailable,
  lostTimeMessage,
  nearestFreeTimes,
  stayNote,
  timeLabel,
  timeSlotOptions,
} from './time-slot-options'

// A day under the first hours (11:00 to midnight) and rules (a start every half hour, two-hour stays): 11:00 to 22:00.
const FIRST_DAY = hoursOn({ weekly: DEFAULT_WEEKLY_HOURS, exceptions: [] }, '2026-11-25')
const FIRST_STARTS = bookableStarts(FIRST_DAY, DEFAULT_SEATING_RULES.slotMinutes, 120)
const LATE_NIGHT: DayHours = { closed: false, opens: '18:00', closes: '02:00', note: "New Year's Eve party" }
const LATE_STARTS = bookableStarts(LATE_NIGHT, 30, 120)

const endOf = (time: string) => timeOfMinute((timeToMinutes(time) ?? 0) + 120)
const free = (times: readonly string[]): SlotAvailability[] => times.map((time) => ({ time, endTime: endOf(time), available: true }))
const allFree = () => free(FIRST_STARTS)
const withSlot = (slots: SlotAvailability[], time: string, reason: SlotAvailability['reason']) =>
  slots.map((s) => (s.time === time ? { ...s, available: false, reason } : s))

describe('timeSlotOptions', () => {
  it("lists the day's bookable starts in 12-hour labels, stored as HH:mm, all selectable without an availability answer", () => {
    const options = timeSlotOptions(undefined, FIRST_STARTS, FIRST_DAY)
    expect(options).toHaveLength(23)
    expect(options.map((o) => o.value)).toEqual(FIRST_STARTS)
    expect(options[0]).toEqual({ value: '11:00', label: '11:00 AM', disabled: false })
    expect(options[5]).toEqual({ value: '13:30', label: '1:30 PM', disabled: false })
    expect(options[22]).toEqual({ value: '22:00', label: '10:00 PM', disabled: false })
    expect(options.every((o) => !o.disabled)).toBe(true)
  })

  it('runs on past midnight on a late night, saying which times are after midnight', () => {
    const options = timeSlotOptions(undefined, LATE_STARTS, LATE_NIGHT)
    expect(options.map((o) => o.label)).toEqual([
      '6:00 PM',
      '6:30 PM',
      '7:00 PM',
      '7:30 PM',
      '8:00 PM',
      '8:30 PM',
      '9:00 PM',
      '9:30 PM',
      '10:00 PM',
      '10:30 PM',
      '11:00 PM',
      '11:30 PM',
      '12:00 AM (after midnight)',
    ])
    expect(options.at(-1)?.value).toBe('00:00')
  })

  it('disables the times that cannot seat the party and says why', () => {
    let slots = withSlot(allFree(), '11:00', 'past')
    slots = withSlot(slots, '19:00', 'full')
    slots = withSlot(slots, '20:00', 'paced')
    const options = timeSlotOptions(slots, FIRST_STARTS, FIRST_DAY)
    expect(options.find((o) => o.value === '11:00')).toEqual({ value: '11:00', label: '11:00 AM (past)', disabled: true })
    expect(options.find((o) => o.value === '19:00')).toEqual({ value: '19:00', label: '7:00 PM (full)', disabled: true })
    // Pacing is full to a guest.
    expect(options.find((o) => o.value === '20:00')).toEqual({ value: '20:00', label: '8:00 PM (full)', disabled: true })
    expect(options.find((o) => o.value === '18:30')).toEqual({ value: '18:30', label: '6:30 PM', disabled: false })
    expect(options.filter((o) => o.disabled)).toHaveLength(3)
  })

  it('says both after midnight and why a time after midnight cannot be picked', () => {
    const slots = withSlot(free(LATE_STARTS), '00:00', 'full')
    expect(timeSlotOptions(slots, LATE_STARTS, LATE_NIGHT).at(-1)).toEqual({ value: '00:00', label: '12:00 AM (after midnight, full)', disabled: true })
  })

  it('marks a party too large for the venue on every time', () => {
    const options = timeSlotOptions(
      FIRST_STARTS.map((time) => ({ time, endTime: endOf(time), available: false, reason: 'too-large' as const })),
      FIRST_STARTS,
      FIRST_DAY,
    )
    expect(options.every((o) => o.disabled && o.label.endsWith(' (party too large)'))).toBe(true)
  })

  it("lists the answer's times, in its order, whatever the form worked out before it came", () => {
    const answer = free(['18:00', '18:15', '23:45', '00:00'])
    expect(timeSlotOptions(answer, LATE_STARTS, LATE_NIGHT).map((o) => o.label)).toEqual([
      '6:00 PM',
      '6:15 PM',
      '11:45 PM',
      '12:00 AM (after midnight)',
    ])
    expect(timeSlotOptions([], FIRST_STARTS, FIRST_DAY)).toEqual([])
  })

  it('an unavailable time without a reason reads as full', () => {
    expect(timeSlotOptions([{ time: '12:00', endTime: '14:00', available: false }], FIRST_STARTS)[0].label).toBe('12:00 PM (full)')
  })
})

describe('isAfterMidnight and timeLabel', () => {
  it('a time before the day opens is after midnight', () => {
    expect(isAfterMidnight(LATE_NIGHT, '00:30')).toBe(true)
    expect(isAfterMidnight(LATE_NIGHT, '01:45')).toBe(true)
    expect(isAfterMidnight(LATE_NIGHT, '18:00')).toBe(false)
    expect(isAfterMidnight(LATE_NIGHT, '23:45')).toBe(false)
    expect(isAfterMidnight(undefined, '00:30')).toBe(false)
    expect(isAfterMidnight({ closed: true, note: null }, '00:30')).toBe(false)
    expect(timeLabel('00:30', LATE_NIGHT)).toBe('12:30 AM (after midnight)')
    expect(timeLabel('23:30', LATE_NIGHT)).toBe('11:30 PM')
    expect(timeLabel('00:30')).toBe('12:30 AM')
  })
})

describe('stayNote', () => {
  const varied = STAYS_BY_PARTY_SIZE

  it('with one stay for every party, the standard duration', () => {
    expect(stayNote(DEFAULT_SEATING_RULES, { guests: 4, seating: 'table' })).toBe('Standard reservation duration: 2 hours')
    expect(stayNote(DEFAULT_SEATING_RULES, { guests: null, seating: 'bar' })).toBe('Standard reservation duration: 2 hours')
    expect(stayNote({ stays: [{ maxGuests: 20, minutes: 90 }] }, { guests: 4, seating: 'table' })).toBe('Standard reservation duration: 1 hour 30 minutes')
    expect(stayNote({ stays: [{ maxGuests: 4, minutes: 120 }, { maxGuests: 20, minutes: 120 }] }, { guests: 8, seating: 'table' })).toBe(
      'Standard reservation duration: 2 hours',
    )
  })

  it("when stays vary by party, the chosen party's, at a table or at the bar", () => {
    expect(stayNote(varied, { guests: 2, seating: 'table' })).toBe('Your table is reserved for 1 hour 30 minutes')
    expect(stayNote(varied, { guests: 3, seating: 'table' })).toBe('Your table is reserved for 2 hours')
    expect(stayNote(varied, { guests: 7, seating: 'bar' })).toBe('Your bar seats are reserved for 2 hours 30 minutes')
    // The availability answer's stay, when there is one, is what the server holds.
    expect(stayNote(varied, { guests: 2, seating: 'table' }, 45)).toBe('Your table is reserved for 45 minutes')
    expect(stayNote(varied, { guests: null, seating: 'table' })).toBeNull()
    expect(stayNote(varied, { guests: 0, seating: 'table' })).toBeNull()
  })
})

describe('dayHoursNote', () => {
  it("gives the day's hours and its note, nothing on a closed day", () => {
    expect(dayHoursNote(LATE_NIGHT)).toBe("Open 6:00 PM to 2:00 AM: New Year's Eve party")
    expect(dayHoursNote(FIRST_DAY)).toBe('Open 11:00 AM to midnight')
    expect(dayHoursNote({ closed: true, note: 'Private event' })).toBeNull()
  })
})

describe('isSlotUnavailable', () => {
  it('is true only for a slot the answer refuses', () => {
    const slots = withSlot(allFree(), '19:00', 'full')
    expect(isSlotUnavailable(slots, '19:00')).toBe(true)
    expect(isSlotUnavailable(slots, '18:00')).toBe(false)
    expect(isSlotUnavailable(undefined, '19:00')).toBe(false)
    expect(isSlotUnavailable(slots, '')).toBe(false)
  })
})

describe('availabilityRequest', () => {
  const today = '2026-11-22'
  it('asks once date, a whole party size from 1 to 20 and seating are chosen', () => {
    expect(availabilityRequest({ date: '2026-11-25', guests: 4, seatingPreference: 'table' }, today)).toEqual({
      date: '2026-11-25',
      guests: 4,
      seating: 'table',
    })
    expect(availabilityRequest({ date: today, guests: '12', seatingPreference: 'bar' }, today)).toEqual({ date: today, guests: 12, seating: 'bar' })
  })

  it("does not ask for yesterday, which the API answers for the night past midnight", () => {
    expect(availabilityQuerySchema(today).safeParse({ date: '2026-11-21', guests: 2, seating: 'table' }).success).toBe(true)
    expect(availabilityRequest({ date: '2026-11-21', guests: 2, seatingPreference: 'table' }, today)).toBeNull()
  })

  it('does not ask while the values are not a valid question', () => {
    const base = { date: '2026-11-25', guests: '4', seatingPreference: 'table' }
    for (const values of [
      { ...base, date: '' },
      { ...base, date: '2026-11-21' },
      { ...base, date: '25/11/2026' },
      { ...base, guests: '' },
      { ...base, guests: '0' },
      { ...base, guests: '21' },
      { ...base, guests: '2.5' },
      { ...base, guests: 'abc' },
      { ...base, guests: undefined },
      { ...base, seatingPreference: undefined },
      { ...base, seatingPreference: 'terrace' },
    ]) {
      expect(availabilityRequest(values, today), JSON.stringify(values)).toBeNull()
    }
  })
})

describe('availabilityRequest agrees with the contract schema', () => {
  // The form asks for availability without loading zod (decision 003), so this eager check must accept exactly
  // what GET /api/availability accepts, for the values a form can hold. (The API also answers for yesterday, whose
  // night may run past midnight into today; the guests' form books from today on.)
  const today = '2026-11-22'
  const schema = availabilityQuerySchema(today)
  const dates = ['2026-11-22', '2026-11-23', '2026-11-20', '2026-02-30', '', '2026-1-5', '2027-01-01']
  const guests: unknown[] = [1, 2, 20, 0, 21, -1, 2.5, '4', ' 4 ', '', 'abc', '1e1', undefined, NaN]
  const seatings: unknown[] = ['table', 'bar', 'patio', '']
  it.each(dates.flatMap((date) => guests.flatMap((g) => seatings.map((seating) => [date, g, seating] as const))))(
    'date %s, guests %o, seating %o',
    (date, g, seating) => {
      const eager = availabilityRequest({ date, guests: g, seatingPreference: seating }, today)
      const parsed = schema.safeParse({ date, guests: g, seating })
      expect(eager).toEqual(parsed.success ? parsed.data : null)
    },
  )
})

describe('dayNotice', () => {
  const request = { date: '2026-11-25', guests: 12, seating: 'table' as const }

  it('is null while some time is free or nothing is known', () => {
    expect(dayNotice(allFree(), request)).toBeNull()
    expect(dayNotice(withSlot(allFree(), '19:00', 'full'), request)).toBeNull()
    expect(dayNotice(undefined, request)).toBeNull()
  })

  it('a party larger than every table: say so and suggest calling', () => {
    const slots = FIRST_STARTS.map((time) => ({ time, endTime: endOf(time), available: false, reason: 'too-large' as const }))
    expect(dayNotice(slots, request)).toEqual({
      kind: 'too-large',
      seating: 'table',
      message: 'We have no table for 12 guests. Please call us to arrange a group booking.',
    })
    // Today, the first slots are past and the rest too large: still the same advice.
    const today = slots.map((s, i) => (i < 5 ? { ...s, reason: 'past' as const } : s))
    expect(dayNotice(today, request)?.kind).toBe('too-large')
  })

  it('a party larger than the bar: suggest a table or a call', () => {
    const slots = FIRST_STARTS.map((time) => ({ time, endTime: endOf(time), available: false, reason: 'too-large' as const }))
    expect(dayNotice(slots, { ...request, guests: 15, seating: 'bar' })?.message).toBe(
      'Our bar cannot seat 15 guests together. Please choose table seating, or call us to arrange a group booking.',
    )
  })

  it('every time full or past: choose another date', () => {
    const slots = FIRST_STARTS.map((time, i) => ({ time, endTime: endOf(time), available: false, reason: i < 3 ? ('past' as const) : ('full' as const) }))
    expect(dayNotice(slots, { ...request, guests: 1 })).toEqual({
      kind: 'none-left',
      message: 'There is no free time left on this date for 1 guest. Please choose another date.',
    })
  })
})

describe('conflictAlternatives', () => {
  it('reads up to three valid times from a 409 body', () => {
    expect(conflictAlternatives({ message: 'Sorry', alternatives: ['18:00', '21:00', '21:30'] })).toEqual(['18:00', '21:00', '21:30'])
    expect(conflictAlternatives({ message: 'Sorry', alternatives: [] })).toEqual([])
  })

  it('ignores what is not a time on the quarter-hour grid', () => {
    expect(conflictAlternatives({ alternatives: ['18:00', '7pm', 1900, null, '18:10', '24:00'] })).toEqual(['18:00'])
    expect(conflictAlternatives({ alternatives: ['23:45', '00:00', '00:15'] })).toEqual(['23:45', '00:00', '00:15'])
    expect(conflictAlternatives({ alternatives: '18:00' })).toEqual([])
    expect(conflictAlternatives({ message: 'Sorry' })).toEqual([])
    expect(conflictAlternatives(null)).toEqual([])
    expect(conflictAlternatives('409')).toEqual([])
    expect(conflictAlternatives({ alternatives: ['11:00', '11:30', '12:00', '12:30'] })).toEqual(['11:00', '11:30', '12:00'])
  })
})

describe('nearestFreeTimes', () => {
  it('offers the three free times nearest the lost one, an earlier time winning a tie, in time order', () => {
    let slots = allFree()
    for (const time of ['17:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30']) slots = withSlot(slots, time, 'full')
    expect(nearestFreeTimes(slots, '19:00')).toEqual(['16:30', '17:00', '21:00'])
    expect(nearestFreeTimes(allFree(), '19:00')).toEqual(['18:30', '19:30', '18:00'].sort())
  })

  it('never offers past or full times, nor the lost time itself', () => {
    const slots = withSlot(withSlot(withSlot(allFree(), '11:00', 'past'), '11:30', 'past'), '12:00', 'full')
    expect(nearestFreeTimes(slots, '11:30')).toEqual(['12:30', '13:00', '13:30'])
    expect(nearestFreeTimes(allFree(), '22:00', 2)).toEqual(['21:00', '21:30'])
  })

  it('counts times after midnight after the evening', () => {
    const slots = withSlot(free(LATE_STARTS), '23:30', 'full')
    expect(nearestFreeTimes(slots, '23:30')).toEqual(['22:30', '23:00', '00:00'])
    expect(nearestFreeTimes(slots, '23:30', 2)).toEqual(['23:00', '00:00'])
    expect(nearestFreeTimes(withSlot(free(LATE_STARTS), '00:00', 'full'), '00:00')).toEqual(['22:30', '23:00', '23:30'])
  })

  it('offers nothing without an answer or when nothing is free', () => {
    expect(nearestFreeTimes(undefined, '19:00')).toEqual([])
    expect(nearestFreeTimes(FIRST_STARTS.map((time) => ({ time, endTime: endOf(time), available: false, reason: 'full' as const })), '19:00')).toEqual([])
  })
})

describe('lostTimeMessage', () => {
  it('says a time was just taken and points at the nearest times', () => {
    expect(lostTimeMessage({ time: '19:00', cause: 'taken', guests: 2, hasAlternatives: true })).toBe('7:00 PM was just taken; here are the nearest times')
  })

  it('says a time does not fit the new party or date', () => {
    expect(lostTimeMessage({ time: '19:00', cause: 'changed', guests: 3, hasAlternatives: true })).toBe(
      '7:00 PM is not free for 3 guests on this date; here are the nearest times',
    )
    expect(lostTimeMessage({ time: '12:30', cause: 'changed', guests: 1, hasAlternatives: true })).toBe(
      '12:30 PM is not free for 1 guest on this date; here are the nearest times',
    )
  })

  it('says when the lost time is after midnight', () => {
    expect(lostTimeMessage({ time: '00:30', cause: 'taken', guests: 2, hasAlternatives: true, day: LATE_NIGHT })).toBe(
      '12:30 AM (after midnight) was just taken; here are the nearest times',
    )
  })

  it('sends the guest to another date when no time is left', () => {
    expect(lostTimeMessage({ time: '19:00', cause: 'taken', guests: 2, hasAlternatives: false })).toBe('7:00 PM was just taken. Please choose another date.')
  })
})
