import { describe, expect, it } from 'vitest'
import { availabilityQuerySchema } from '~/contracts/bookings.schemas'
import type { SlotAvailability } from '~/lib/seating'
import { TIME_SLOTS } from '~/lib/time-slots'
import { availabilityRequest, conflictAlternatives, dayNotice, isSlotUnavailable, lostTimeMessage, nearestFreeTimes, timeSlotOptions } from './time-slot-options'

const allFree = (): SlotAvailability[] => TIME_SLOTS.map((time) => ({ time, available: true }))
const withSlot = (slots: SlotAvailability[], time: string, reason: SlotAvailability['reason']) =>
  slots.map((s) => (s.time === time ? { time, available: false, reason } : s))

describe('timeSlotOptions', () => {
  it('lists the 23 slots in 12-hour labels, stored as HH:mm, all selectable without an availability answer', () => {
    const options = timeSlotOptions()
    expect(options).toHaveLength(23)
    expect(options.map((o) => o.value)).toEqual(TIME_SLOTS)
    expect(options[0]).toEqual({ value: '11:00', label: '11:00 AM', disabled: false })
    expect(options[5]).toEqual({ value: '13:30', label: '1:30 PM', disabled: false })
    expect(options[22]).toEqual({ value: '22:00', label: '10:00 PM', disabled: false })
    expect(options.every((o) => !o.disabled)).toBe(true)
  })

  it('disables the slots that cannot seat the party and says why', () => {
    let slots = withSlot(allFree(), '11:00', 'past')
    slots = withSlot(slots, '19:00', 'full')
    const options = timeSlotOptions(slots)
    expect(options.find((o) => o.value === '11:00')).toEqual({ value: '11:00', label: '11:00 AM (past)', disabled: true })
    expect(options.find((o) => o.value === '19:00')).toEqual({ value: '19:00', label: '7:00 PM (full)', disabled: true })
    expect(options.find((o) => o.value === '18:30')).toEqual({ value: '18:30', label: '6:30 PM', disabled: false })
    expect(options.filter((o) => o.disabled)).toHaveLength(2)
  })

  it('marks a party too large for the venue on every slot', () => {
    const options = timeSlotOptions(TIME_SLOTS.map((time) => ({ time, available: false, reason: 'too-large' as const })))
    expect(options.every((o) => o.disabled && o.label.endsWith(' (party too large)'))).toBe(true)
  })

  it('keeps slots the answer does not mention selectable (the server decides)', () => {
    const options = timeSlotOptions([{ time: '12:00', available: false, reason: 'full' }])
    expect(options.filter((o) => o.disabled).map((o) => o.value)).toEqual(['12:00'])
  })

  it('an unavailable slot without a reason reads as full', () => {
    expect(timeSlotOptions([{ time: '12:00', available: false }])[2].label).toBe('12:00 PM (full)')
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
  // what GET /api/availability accepts, for the values a form can hold.
  const today = '2026-11-22'
  const schema = availabilityQuerySchema(today)
  const dates = ['2026-11-22', '2026-11-23', '2026-11-21', '2026-02-30', '', '2026-1-5', '2027-01-01']
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
    const slots = TIME_SLOTS.map((time) => ({ time, available: false, reason: 'too-large' as const }))
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
    const slots = TIME_SLOTS.map((time) => ({ time, available: false, reason: 'too-large' as const }))
    expect(dayNotice(slots, { ...request, guests: 15, seating: 'bar' })?.message).toBe(
      'Our bar cannot seat 15 guests together. Please choose table seating, or call us to arrange a group booking.',
    )
  })

  it('every time full or past: choose another date', () => {
    const slots = TIME_SLOTS.map((time, i) => ({ time, available: false, reason: i < 3 ? ('past' as const) : ('full' as const) }))
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

  it('ignores what is not a bookable time', () => {
    expect(conflictAlternatives({ alternatives: ['18:00', '7pm', 1900, null, '23:00', '10:15'] })).toEqual(['18:00'])
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

  it('offers nothing without an answer or when nothing is free', () => {
    expect(nearestFreeTimes(undefined, '19:00')).toEqual([])
    expect(nearestFreeTimes(TIME_SLOTS.map((time) => ({ time, available: false, reason: 'full' as const })), '19:00')).toEqual([])
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

  it('sends the guest to another date when no time is left', () => {
    expect(lostTimeMessage({ time: '19:00', cause: 'taken', guests: 2, hasAlternatives: false })).toBe('7:00 PM was just taken. Please choose another date.')
  })
})
