import { describe, expect, it } from 'vitest'
import { reservationMessages } from '~/contracts/reservations'
import type { StaffReservationInput } from '~/contracts/reservations.schemas'
import type { TableJson } from '~/contracts/tables'
import { ApiError } from '~/lib/api'
import { DEFAULT_WEEKLY_HOURS, type OpeningHoursJson } from '~/lib/opening-hours'
import { DEFAULT_SEATING_RULES, type SeatingRulesJson } from '~/lib/seating-rules'
import { newBookingFailure, savedBookingText, seatUntilBody, seatUntilLabel } from './new-booking-answer'
import { asksOverride, checkNewBooking, newBookingDefaults, type NewBookingFormValues } from './new-booking-form'
import { SUGGEST_TABLE, SUGGEST_TABLE_LABEL, tableChoices } from './new-booking-tables'
import { chosenStay, PARTY_STAY, stayChoices, timeChoices, timeLabel, usualStay, workingDay } from './new-booking-times'

const TODAY = '2026-11-27'
const NOW = { today: TODAY, time: '19:10' }
/** TODAY open 18:00 to 2:00 AM. */
const lateNight: OpeningHoursJson = {
  weekly: DEFAULT_WEEKLY_HOURS,
  exceptions: [{ date: TODAY, closed: false, opens: '18:00', closes: '02:00' }],
}

const table = (tableNumber: number, capacity: number, isActive = true): TableJson => ({
  id: tableNumber * 10,
  tableNumber,
  capacity,
  isActive,
  upcomingBookings: 0,
})

function form(changes: Partial<NewBookingFormValues> = {}): NewBookingFormValues {
  return {
    ...newBookingDefaults({ date: TODAY, time: '19:30' }, NOW),
    name: 'Ana Reyes',
    guests: '4',
    ...changes,
  }
}

describe('newBookingDefaults', () => {
  it('starts a walk-in of two at the start of the half hour now, at a table the host picks later, for the usual stay', () => {
    expect(newBookingDefaults({ date: TODAY }, NOW)).toEqual({
      source: 'walk-in',
      name: '',
      guests: '2',
      seatingPreference: 'table',
      date: TODAY,
      time: '19:00',
      stay: PARTY_STAY,
      phone: '',
      email: '',
      notes: '',
      staffNote: '',
      table: SUGGEST_TABLE,
      override: false,
    })
  })

  it("takes the floor view's table and time", () => {
    const values = newBookingDefaults(
      {
        date: '2026-11-28',
        time: '20:30',
        seatingPreference: 'table',
        tableNumber: 7,
      },
      NOW,
    )
    expect(values).toMatchObject({
      source: 'phone',
      date: '2026-11-28',
      time: '20:30',
      seatingPreference: 'table',
      table: '7',
    })
  })

  it('gives a bar start no table, and a phone booking on another day no time yet', () => {
    expect(newBookingDefaults({ date: TODAY, seatingPreference: 'bar', tableNumber: 7 }, NOW)).toMatchObject({ seatingPreference: 'bar', table: '' })
    expect(newBookingDefaults({ date: '2026-11-28' }, NOW)).toMatchObject({ source: 'phone', time: '' })
  })

  it('takes the interval of the day now, however late the venue is open, and leaves the time when it is closed', () => {
    expect(newBookingDefaults({ date: TODAY }, { today: TODAY, time: '10:45' }).time).toBe('')
    expect(newBookingDefaults({ date: TODAY }, { today: TODAY, time: '22:29' }).time).toBe('22:00')
    expect(newBookingDefaults({ date: TODAY }, { today: TODAY, time: '23:50' }).time).toBe('23:30')
    const quarter = { ...DEFAULT_SEATING_RULES, slotMinutes: 15 as const }
    expect(newBookingDefaults({ date: TODAY }, { today: TODAY, time: '19:20' }, { rules: quarter }).time).toBe('19:15')
  })

  it("is a walk-in on the night still running after midnight, at the night's interval", () => {
    const afterMidnight = { today: '2026-11-28', time: '00:40' }
    expect(newBookingDefaults({ date: TODAY }, afterMidnight, { hours: lateNight })).toMatchObject({ source: 'walk-in', time: '00:30' })
    expect(workingDay(afterMidnight, lateNight)).toBe(TODAY)
    expect(workingDay(afterMidnight, undefined)).toBe('2026-11-28')
    // The next day is another day's booking, taken on the phone.
    expect(newBookingDefaults({ date: '2026-11-28' }, afterMidnight, { hours: lateNight }).source).toBe('phone')
  })
})

describe('timeChoices', () => {
  const hours: OpeningHoursJson = {
    weekly: DEFAULT_WEEKLY_HOURS,
    exceptions: [{ date: TODAY, closed: false, opens: '17:00', closes: '21:00' }],
  }

  /** The times offered for a booking of `source` on `date`, seen at `now` (the first hours unless `hours` is given). */
  const times = (
    source: 'walk-in' | 'phone',
    date: string,
    now = NOW,
    more: { hours?: OpeningHoursJson; keep?: string; stayMinutes?: number; rules?: SeatingRulesJson } = {},
  ) => timeChoices({ hours: undefined, date, source, now, stayMinutes: 120, ...more })
  const NOON = { today: TODAY, time: '12:00' }

  it('offers a walk-in the interval that has started, a phone booking only later starts', () => {
    expect(times('walk-in', TODAY)[0]).toBe('19:00')
    expect(times('phone', TODAY)[0]).toBe('19:30')
    expect(times('walk-in', '2026-11-26')).toEqual([])
  })

  it('offers a phone booking the 23 starts of the first hours, 11:00 to 10:00 PM', () => {
    const starts = times('phone', '2026-11-28')
    expect(starts).toHaveLength(23)
    expect([starts[0], starts[22]]).toEqual(['11:00', '22:00'])
  })

  it('offers a walk-in every interval while open, however late: to 11:30 PM on a day to midnight', () => {
    expect(times('walk-in', TODAY).slice(-2)).toEqual(['23:00', '23:30'])
    expect(times('walk-in', TODAY, { today: TODAY, time: '23:50' })).toEqual(['23:30'])
  })

  it('keeps to the hours: a walk-in while open, any other booking ending by closing', () => {
    expect(times('walk-in', TODAY, NOON, { hours })).toEqual(['17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30'])
    expect(times('phone', TODAY, NOON, { hours })).toEqual(['17:00', '17:30', '18:00', '18:30', '19:00'])
  })

  it("offers a phone booking the starts its stay allows, on the rules' interval", () => {
    expect(times('phone', TODAY, NOON, { hours, stayMinutes: 90 }).at(-1)).toBe('19:30')
    const quarter = { ...DEFAULT_SEATING_RULES, slotMinutes: 15 as const }
    expect(times('phone', TODAY, NOON, { hours, rules: quarter }).slice(0, 3)).toEqual(['17:00', '17:15', '17:30'])
  })

  it('runs past midnight on a night to 2:00 AM: after-midnight times last', () => {
    expect(times('phone', TODAY, NOON, { hours: lateNight }).slice(-3)).toEqual(['23:00', '23:30', '00:00'])
    expect(times('walk-in', TODAY, NOON, { hours: lateNight }).slice(-4)).toEqual(['00:00', '00:30', '01:00', '01:30'])
  })

  it("offers a walk-in at 00:40 the night's interval that has started, on the night's date", () => {
    const afterMidnight = { today: '2026-11-28', time: '00:40' }
    expect(times('walk-in', TODAY, afterMidnight, { hours: lateNight })).toEqual(['00:30', '01:00', '01:30'])
    expect(times('phone', TODAY, afterMidnight, { hours: lateNight })).toEqual([])
  })

  it('keeps the chosen time listed, in its place in the night', () => {
    expect(times('phone', TODAY, NOW, { hours, keep: '20:30' })).toEqual(['20:30'])
    expect(times('phone', TODAY, NOON, { hours, keep: '11:00' })[0]).toBe('11:00')
    expect(times('phone', TODAY, NOON, { hours: lateNight, keep: '01:30' }).slice(-2)).toEqual(['00:00', '01:30'])
    expect(times('phone', TODAY, NOON, { hours: lateNight, keep: '19:15' }).slice(0, 4)).toEqual(['18:00', '18:30', '19:00', '19:15'])
  })

  it("labels a night's small hours as after midnight", () => {
    expect(timeLabel(lateNight, TODAY, '00:30')).toBe('12:30 AM (after midnight)')
    expect(timeLabel(lateNight, TODAY, '23:30')).toBe('11:30 PM')
    expect(timeLabel(undefined, TODAY, '11:00')).toBe('11:00 AM')
  })
})

describe('stays', () => {
  const byParty: SeatingRulesJson = { ...DEFAULT_SEATING_RULES, stays: [{ maxGuests: 2, minutes: 90 }, { maxGuests: 20, minutes: 150 }] }

  it("offers the party's usual stay first, then 15 minutes to 6 hours in quarter hours", () => {
    const choices = stayChoices(120)
    expect(choices[0]).toEqual({ value: PARTY_STAY, label: 'Usual stay (2 hours)' })
    expect(choices.slice(1).map((c) => Number(c.value))).toEqual(Array.from({ length: 24 }, (_, i) => (i + 1) * 15))
    expect(choices[6]).toEqual({ value: '90', label: '1 hour 30 minutes' })
  })

  it("gives the party's stay under the rules, a walk-in's cut at closing", () => {
    expect(usualStay({ rules: byParty, date: TODAY, source: 'phone', guests: 2, time: '19:00' })).toBe(90)
    expect(usualStay({ rules: byParty, date: TODAY, source: 'phone', guests: 6, time: '19:00' })).toBe(150)
    expect(usualStay({ date: TODAY, source: 'phone', guests: Number.NaN, time: '' })).toBe(120)
    expect(usualStay({ hours: lateNight, date: TODAY, source: 'walk-in', guests: 2, time: '01:30' })).toBe(30)
    expect(usualStay({ hours: lateNight, date: TODAY, source: 'phone', guests: 2, time: '00:00' })).toBe(120)
    expect(chosenStay({ stay: PARTY_STAY }, 90)).toBe(90)
    expect(chosenStay({ stay: '45' }, 90)).toBe(45)
  })

  it('asks about the pacing limit only where pacing can refuse', () => {
    const paced = { ...DEFAULT_SEATING_RULES, maxCoversPerSlot: 40 }
    expect(asksOverride('phone', paced)).toBe(true)
    expect(asksOverride('walk-in', paced)).toBe(false)
    expect(asksOverride('phone', DEFAULT_SEATING_RULES)).toBe(false)
    expect(asksOverride('online', undefined)).toBe(true)
  })
})

describe('tableChoices', () => {
  const tables = [table(5, 6), table(2, 2), table(1, 4), table(3, 8, false), table(6, 4), table(7, 4)]
  const combinations = [
    { tableNumbers: [6, 5], capacity: 10 },
    { tableNumbers: [1, 7], capacity: 8 },
    { tableNumbers: [3, 7], capacity: 12 },
  ]

  it('offers the suggestion, then the active tables that seat the party, by number', () => {
    expect(tableChoices(tables, undefined, 5, SUGGEST_TABLE)).toEqual([
      { value: '', label: SUGGEST_TABLE_LABEL },
      { value: '5', label: 'Table 5 (6 seats)' },
    ])
  })

  it('offers the joined tables that seat the party, all in use, smallest first', () => {
    expect(tableChoices(tables, combinations, 8, SUGGEST_TABLE)).toEqual([
      { value: '', label: SUGGEST_TABLE_LABEL },
      { value: '1+7', label: 'Tables 1 + 7 (8)' },
      { value: '5+6', label: 'Tables 5 + 6 (10)' },
    ])
    expect(tableChoices(tables, combinations, 12, SUGGEST_TABLE)).toEqual([{ value: '', label: SUGGEST_TABLE_LABEL }])
  })

  it('keeps the chosen tables listed, saying why they do not fit', () => {
    expect(tableChoices(tables, undefined, 4, '2').map((c) => c.label)).toContain('Table 2 (2 seats, too small)')
    expect(tableChoices(tables, undefined, 4, '3').map((c) => c.label)).toContain('Table 3 (8 seats, not in use)')
    expect(tableChoices(tables, combinations, 12, '3+7').map((c) => c.label)).toContain('Tables 3 + 7 (12, not in use)')
    expect(tableChoices(tables, combinations, 9, '1+7').map((c) => c.label)).toContain('Tables 1 + 7 (8, too small)')
    expect(tableChoices(undefined, undefined, 4, '9')).toEqual([
      { value: '', label: SUGGEST_TABLE_LABEL },
      { value: '9', label: 'Table 9' },
    ])
    expect(tableChoices(undefined, undefined, 4, '5+6').at(-1)).toEqual({ value: '5+6', label: 'Tables 5 + 6' })
  })
})

describe('checkNewBooking', () => {
  it("builds the staff schema's body: trimmed, numbers as numbers, empty optional fields left out", () => {
    const check = checkNewBooking(
      form({
        name: '  Ana Reyes ',
        table: '5',
        phone: '',
        staffNote: 'birthday',
      }),
      TODAY,
    )
    expect(check).toEqual({
      ok: true,
      body: {
        source: 'walk-in',
        name: 'Ana Reyes',
        guests: 4,
        seatingPreference: 'table',
        date: TODAY,
        time: '19:30',
        tableNumber: 5,
        staffNote: 'birthday',
      },
    })
  })

  it('sends joined tables as tableNumbers, a chosen stay as stayMinutes, and the override only when ticked', () => {
    const joined = checkNewBooking(form({ source: 'phone', table: '5+6', guests: '10', stay: '90' }), TODAY)
    expect(joined.ok && joined.body).toMatchObject({ tableNumbers: [5, 6], stayMinutes: 90 })
    expect(joined.ok && 'tableNumber' in joined.body).toBe(false)
    expect(joined.ok && 'override' in joined.body).toBe(false)
    const overridden = checkNewBooking(form({ source: 'phone', override: true }), TODAY)
    expect(overridden.ok && overridden.body.override).toBe(true)
    // Pacing never refuses a walk-in: it is not asked, nor sent.
    const walkIn = checkNewBooking(form({ source: 'walk-in', override: true }), TODAY)
    expect(walkIn.ok && 'override' in walkIn.body).toBe(false)
    const usual = checkNewBooking(form({ stay: PARTY_STAY }), TODAY)
    expect(usual.ok && 'stayMinutes' in usual.body).toBe(false)
  })

  it('sends the phone number normalised, as the server stores it', () => {
    const check = checkNewBooking(form({ phone: '+63 917 555 0142' }), TODAY)
    expect(check.ok && check.body.phone).toBe('+639175550142')
  })

  it('leaves the table to the server when asked to suggest one, and for the bar', () => {
    const suggest = checkNewBooking(form({ table: SUGGEST_TABLE }), TODAY)
    expect(suggest.ok && 'tableNumber' in suggest.body).toBe(false)
    const bar = checkNewBooking(form({ seatingPreference: 'bar', table: '5' }), TODAY)
    expect(bar.ok && bar.body).toMatchObject({ seatingPreference: 'bar' })
    expect(bar.ok && 'tableNumber' in bar.body).toBe(false)
  })

  it("answers with the server's messages on the form's fields", () => {
    expect(checkNewBooking(form({ name: ' ', time: '' }), TODAY)).toEqual({
      ok: false,
      fieldErrors: {
        name: reservationMessages.name,
        time: reservationMessages.time,
      },
    })
    expect(checkNewBooking(form({ staffNote: 'x'.repeat(501) }), TODAY)).toEqual({
      ok: false,
      fieldErrors: { staffNote: reservationMessages.staffNoteLong },
    })
    // Yesterday's night may still run past midnight: the day before it is past.
    expect(checkNewBooking(form({ date: '2026-11-26' }), TODAY).ok).toBe(true)
    expect(checkNewBooking(form({ date: '2026-11-25' }), TODAY)).toEqual({
      ok: false,
      fieldErrors: { date: reservationMessages.datePast },
    })
    expect(checkNewBooking(form({ phone: '123' }), TODAY)).toEqual({
      ok: false,
      fieldErrors: { phone: reservationMessages.phoneShort },
    })
  })

  it('needs an e-mail for an online booking only', () => {
    expect(checkNewBooking(form({ source: 'online' }), TODAY)).toEqual({
      ok: false,
      fieldErrors: { email: reservationMessages.email },
    })
    expect(checkNewBooking(form({ source: 'phone' }), TODAY).ok).toBe(true)
    const online = checkNewBooking(form({ source: 'online', email: ' ana@example.com ' }), TODAY)
    expect(online.ok && online.body).toMatchObject({
      source: 'online',
      email: 'ana@example.com',
    })
    expect(checkNewBooking(form({ source: 'phone', email: 'ana@' }), TODAY)).toEqual({ ok: false, fieldErrors: { email: reservationMessages.email } })
  })
})

describe('newBookingFailure', () => {
  it('shows a full slot with its other times', () => {
    const error = new ApiError(409, '409: ...', {
      message: 'No table for 4 at 7:30 PM.',
      alternatives: ['20:00', '21:00', 'soon'],
    } as never)
    expect(newBookingFailure(error)).toEqual({
      kind: 'conflict',
      message: 'No table for 4 at 7:30 PM.',
      alternatives: ['20:00', '21:00'],
      seatUntil: null,
    })
  })

  it('offers to seat the party until the next booking at a table free now', () => {
    const hint = new ApiError(409, '409: ...', {
      message: 'Table 3 is free until 9:30 PM.',
      alternatives: [],
      tableNumbers: [3],
      freeUntil: '21:30',
      freeMinutes: 90,
    } as never)
    const failure = newBookingFailure(hint)
    expect(failure).toEqual({
      kind: 'conflict',
      message: 'Table 3 is free until 9:30 PM.',
      alternatives: [],
      seatUntil: { freeUntil: '21:30', freeMinutes: 90, tableNumbers: [3] },
    })
    expect(seatUntilLabel({ freeUntil: '21:30' })).toBe('Seat until 9:30 PM')
    const sent = { ...(checkNewBooking(form({ table: SUGGEST_TABLE }), TODAY) as { body: StaffReservationInput }).body }
    expect(seatUntilBody(sent, { freeUntil: '21:30', freeMinutes: 90, tableNumbers: [3] })).toEqual({
      ...sent,
      stayMinutes: 90,
      tableNumbers: [3],
    })
  })

  it("seats a table clash until the next booking at the tables the booking chose", () => {
    const clash = new ApiError(409, '409: ...', {
      message: 'Table 5 is booked from 9:00 PM.',
      conflicts: [{ id: 1, name: 'Ben Cruz', time: '21:00', guests: 2, reference: null }],
      freeUntil: '21:00',
      freeMinutes: 60,
    } as never)
    const failure = newBookingFailure(clash)
    expect(failure?.kind === 'conflict' && failure.seatUntil).toEqual({ freeUntil: '21:00', freeMinutes: 60, tableNumbers: null })
    const sent = (checkNewBooking(form({ table: '5' }), TODAY) as { body: StaffReservationInput }).body
    const again = seatUntilBody(sent, { freeUntil: '21:00', freeMinutes: 60, tableNumbers: null })
    expect(again).toMatchObject({ stayMinutes: 60, tableNumbers: [5] })
    expect('tableNumber' in again).toBe(false)
    const joined = (checkNewBooking(form({ table: '5+6' }), TODAY) as { body: StaffReservationInput }).body
    expect(seatUntilBody(joined, { freeUntil: '21:00', freeMinutes: 60, tableNumbers: null }).tableNumbers).toEqual([5, 6])
  })

  it('offers no seating until a time the server could not take as a stay', () => {
    for (const freeMinutes of [0, 10, 375, 'soon']) {
      const error = new ApiError(409, '409: ...', { message: 'Full.', freeUntil: '21:00', freeMinutes } as never)
      const failure = newBookingFailure(error)
      expect(failure?.kind === 'conflict' && failure.seatUntil).toBeNull()
    }
  })

  it('shows a table clash by its message', () => {
    const message = 'Table 5 is already booked from 7:00 PM to 9:00 PM (Ben Cruz, 2 guests).'
    const error = new ApiError(409, '409: ...', {
      message,
      conflicts: [{ id: 1, name: 'Ben Cruz', time: '19:00', guests: 2, reference: null }],
    } as never)
    expect(newBookingFailure(error)).toEqual({
      kind: 'conflict',
      message,
      alternatives: [],
      seatUntil: null,
    })
  })

  it("puts a 400's messages on the form's fields (tableNumber is the table select)", () => {
    const error = new ApiError(400, '400: ...', {
      message: 'Invalid input',
      details: [
        { path: 'time', message: reservationMessages.timePast },
        { path: 'tableNumber', message: 'There is no such table.' },
      ],
    })
    expect(newBookingFailure(error)).toEqual({
      kind: 'fields',
      fieldErrors: {
        time: reservationMessages.timePast,
        table: 'There is no such table.',
      },
      message: null,
    })
  })

  it('leaves other failures to the toast', () => {
    expect(newBookingFailure(new ApiError(500, '500: oops', { message: 'Internal error' }))).toBeNull()
    expect(newBookingFailure(new TypeError('Failed to fetch'))).toBeNull()
    expect(newBookingFailure(new ApiError(400, '400: bad', { message: 'Bad request' }))).toBeNull()
  })
})

describe('savedBookingText', () => {
  it('names the reference, the guest, the party and the time', () => {
    expect(savedBookingText({ reference: 'BB-7K3QM', name: 'Ana Reyes', guests: 4, time: '19:30' })).toBe(
      'Booking BB-7K3QM saved for Ana Reyes, 4 guests at 7:30 PM',
    )
    expect(savedBookingText({ reference: 'BB-2QX9P', name: 'Ben', guests: 1, time: '11:00' })).toBe(
      'Booking BB-2QX9P saved for Ben, 1 guest at 11:00 AM',
    )
  })
})
