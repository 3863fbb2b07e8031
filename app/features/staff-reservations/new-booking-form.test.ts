import { describe, expect, it } from 'vitest'
import { reservationMessages } from '~/contracts/reservations'
import type { TableJson } from '~/contracts/tables'
import { ApiError } from '~/lib/api'
import { DEFAULT_WEEKLY_HOURS, type OpeningHoursJson } from '~/lib/opening-hours'
import {
  checkNewBooking,
  newBookingDefaults,
  newBookingFailure,
  type NewBookingFormValues,
  savedBookingText,
  SUGGEST_TABLE,
  SUGGEST_TABLE_LABEL,
  tableChoices,
  timeChoices,
} from './new-booking-form'

const TODAY = '2026-11-27'
const NOW = { today: TODAY, time: '19:10' }

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
  it('starts a walk-in of two at the start of the half hour now, at a table the host picks later', () => {
    expect(newBookingDefaults({ date: TODAY }, NOW)).toEqual({
      source: 'walk-in',
      name: '',
      guests: '2',
      seatingPreference: 'table',
      date: TODAY,
      time: '19:00',
      phone: '',
      email: '',
      notes: '',
      staffNote: '',
      table: SUGGEST_TABLE,
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
      date: '2026-11-28',
      time: '20:30',
      seatingPreference: 'table',
      table: '7',
    })
  })

  it('gives a bar start no table', () => {
    expect(newBookingDefaults({ date: TODAY, seatingPreference: 'bar', tableNumber: 7 }, NOW)).toMatchObject({ seatingPreference: 'bar', table: '' })
  })

  it('leaves the time to choose when now is no booking slot (before 11:00, after 22:29)', () => {
    expect(newBookingDefaults({ date: TODAY }, { today: TODAY, time: '10:45' }).time).toBe('')
    expect(newBookingDefaults({ date: TODAY }, { today: TODAY, time: '22:29' }).time).toBe('22:00')
    expect(newBookingDefaults({ date: TODAY }, { today: TODAY, time: '22:30' }).time).toBe('')
  })
})

describe('timeChoices', () => {
  const hours: OpeningHoursJson = {
    weekly: DEFAULT_WEEKLY_HOURS,
    exceptions: [{ date: TODAY, closed: false, opens: '17:00', closes: '21:00' }],
  }

  /** The times offered for a booking of `source` on `date`, seen at `now` (open all day unless `hours` is given). */
  const times = (source: 'walk-in' | 'phone', date: string, now = NOW, more: { hours?: OpeningHoursJson; keep?: string } = {}) =>
    timeChoices({ hours: undefined, date, source, now, ...more })
  const NOON = { today: TODAY, time: '12:00' }

  it('offers a walk-in the slot that has started, a phone booking only later ones', () => {
    expect(times('walk-in', TODAY)[0]).toBe('19:00')
    expect(times('phone', TODAY)[0]).toBe('19:30')
    expect(times('phone', '2026-11-28')).toHaveLength(23)
    expect(times('walk-in', '2026-11-26')).toEqual([])
  })

  it('keeps to the hours: a walk-in while open, any other booking ending by closing', () => {
    expect(times('walk-in', TODAY, NOON, { hours })).toEqual(['17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30'])
    expect(times('phone', TODAY, NOON, { hours })).toEqual(['17:00', '17:30', '18:00', '18:30', '19:00'])
  })

  it('keeps the chosen time listed', () => {
    expect(times('phone', TODAY, NOW, { hours, keep: '20:30' })).toEqual(['20:30'])
    expect(times('phone', TODAY, NOON, { hours, keep: '11:00' })[0]).toBe('11:00')
  })
})

describe('tableChoices', () => {
  const tables = [table(5, 6), table(2, 2), table(1, 4), table(3, 8, false)]

  it('offers the suggestion, then the active tables that seat the party, by number', () => {
    expect(tableChoices(tables, 4, SUGGEST_TABLE)).toEqual([
      { value: '', label: SUGGEST_TABLE_LABEL },
      { value: '1', label: 'Table 1 (4 seats)' },
      { value: '5', label: 'Table 5 (6 seats)' },
    ])
  })

  it('keeps the chosen table listed, saying why it does not fit', () => {
    expect(tableChoices(tables, 4, '2').map((c) => c.label)).toContain('Table 2 (2 seats, too small)')
    expect(tableChoices(tables, 4, '3').map((c) => c.label)).toContain('Table 3 (8 seats, not in use)')
    expect(tableChoices(undefined, 4, '9')).toEqual([
      { value: '', label: SUGGEST_TABLE_LABEL },
      { value: '9', label: 'Table 9' },
    ])
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
    expect(checkNewBooking(form({ date: '2026-11-26' }), TODAY)).toEqual({
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
    })
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
