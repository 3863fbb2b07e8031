import { describe, expect, it } from 'vitest'
import { STATUS_PALETTE, STATUS_TEXT_COLOR } from '~/lib/reservation-status'
import { INACTIVE_EVENT_CLASS, calendarEventTitle, closureEvents, toCalendarEvent } from './calendar-events'
import { DEFAULT_WEEKLY_HOURS, type OpeningHoursJson } from '~/contracts/opening-hours'
import type { ReservationJson } from '~/contracts/reservations'

const reservation: ReservationJson = {
  id: 42,
  name: 'Ana Cruz',
  email: 'ana@example.com',
  phone: null,
  date: '2026-12-05',
  time: '19:30',
  guests: 4,
  seatingPreference: 'table',
  tableId: null,
  notes: null,
  status: 'pending',
  createdAt: '2026-11-20T03:00:00.000Z',
  language: 'en',
  reference: 'BB-7K3QM',
  tableNumber: null,
  tableNumbers: [],
  endTime: '21:30',
  stayMinutes: 120,
  guestMessage: null,
  source: 'online',
  staffNote: null,
  version: 1,
}

/** Saturday 2026-12-05 open 18:00 to 02:00, the other days 11:00 to midnight. */
const lateSaturday: OpeningHoursJson = {
  weekly: DEFAULT_WEEKLY_HOURS,
  exceptions: [{ date: '2026-12-05', closed: false, opens: '18:00', closes: '02:00' }],
}

describe('calendarEventTitle', () => {
  it('shows name, guests and seating, and the table when one is assigned', () => {
    expect(calendarEventTitle(reservation)).toBe('Ana Cruz (4 guests, table)')
    expect(calendarEventTitle({ ...reservation, tableId: 3 })).toBe('Ana Cruz (4 guests, table) (Table 3)')
    // Joined tables, by their numbers.
    expect(calendarEventTitle({ ...reservation, guests: 10, tableId: 5, tableNumber: 5, tableNumbers: [5, 6] })).toBe(
      'Ana Cruz (10 guests, table) (Table 5+6)',
    )
    expect(calendarEventTitle({ ...reservation, guests: 1, seatingPreference: 'bar' })).toBe('Ana Cruz (1 guest, bar)')
    // The table's own number when the API gives it.
    expect(calendarEventTitle({ ...reservation, tableId: 3, tableNumber: 12, tableNumbers: [12] })).toBe('Ana Cruz (4 guests, table) (Table 12)')
    // Seated guests keep their table.
    expect(calendarEventTitle({ ...reservation, status: 'arrived', tableId: 3, tableNumber: 12, tableNumbers: [12] })).toBe(
      'Ana Cruz (4 guests, table) (Table 12)',
    )
  })

  it('shows no table for a cancelled booking or a no-show, which hold none, but says its status', () => {
    const seated = { ...reservation, tableId: 3, tableNumber: 12, tableNumbers: [12] }
    expect(calendarEventTitle({ ...seated, status: 'cancelled' })).toBe('Ana Cruz (4 guests, table) (Cancelled)')
    expect(calendarEventTitle({ ...seated, status: 'no-show' })).toBe('Ana Cruz (4 guests, table) (No-show)')
  })
})

describe('toCalendarEvent', () => {
  it('starts at date plus time and lasts its stay (two hours by default), in venue wall-clock time', () => {
    const event = toCalendarEvent(reservation)
    expect(event).toMatchObject({
      id: '42',
      start: '2026-12-05T19:30:00',
      end: '2026-12-05T21:30:00',
      extendedProps: { reservationId: 42 },
    })
  })

  it('runs past midnight into the next day when it must', () => {
    const event = toCalendarEvent({ ...reservation, date: '2026-12-31', time: '22:30' })
    expect(event.start).toBe('2026-12-31T22:30:00')
    expect(event.end).toBe('2027-01-01T00:30:00')
  })

  it("ends at the booking's own stay", () => {
    expect(toCalendarEvent({ ...reservation, stayMinutes: 90 }).end).toBe('2026-12-05T21:00:00')
    expect(toCalendarEvent({ ...reservation, stayMinutes: 45 }, lateSaturday).end).toBe('2026-12-05T20:15:00')
  })

  it("draws a booking at 00:30 on Saturday's date, when Saturday's night runs to 2:00 AM, on Sunday at 00:30", () => {
    const late = { ...reservation, time: '00:30', stayMinutes: 90 }
    expect(toCalendarEvent(late, lateSaturday)).toMatchObject({ start: '2026-12-06T00:30:00', end: '2026-12-06T02:00:00' })
    // Without the hours (before they load) the time is read as it is written.
    expect(toCalendarEvent(late).start).toBe('2026-12-05T00:30:00')
    // A day that closes at midnight has no small hours: 10:00 before its 11:00 opening is that morning.
    expect(toCalendarEvent({ ...reservation, date: '2026-12-04', time: '10:00' }, lateSaturday).start).toBe('2026-12-04T10:00:00')
  })

  it('is coloured by status, with readable dark text', () => {
    for (const status of ['pending', 'confirmed', 'completed', 'arrived'] as const) {
      const event = toCalendarEvent({ ...reservation, status })
      expect(event.backgroundColor).toBe(STATUS_PALETTE[status].color)
      expect(event.borderColor).toBe(STATUS_PALETTE[status].color)
      expect(event.textColor).toBe(STATUS_TEXT_COLOR)
      expect(event.classNames).toEqual([])
    }
  })

  it('marks a cancelled booking or a no-show inactive, in its own colour, with no table in its title', () => {
    for (const status of ['cancelled', 'no-show'] as const) {
      const event = toCalendarEvent({ ...reservation, status, tableId: 3 })
      expect(event.backgroundColor).toBe(STATUS_PALETTE[status].color)
      expect(event.borderColor).toBe(STATUS_PALETTE[status].color)
      expect(event.textColor).toBe(STATUS_TEXT_COLOR)
      expect(event.classNames).toEqual([INACTIVE_EVENT_CLASS])
      expect(event.title).not.toMatch(/Table/)
    }
  })
})

describe('closureEvents', () => {
  it('draws closed days, special hours and weekly closed weekdays as midnight-to-midnight background entries', () => {
    const weekly = DEFAULT_WEEKLY_HOURS.map((w) => (w.weekday === 1 ? { ...w, closed: true } : w))
    const events = closureEvents({
      weekly,
      exceptions: [
        { date: '2026-12-08', closed: true, note: 'Private event' },
        { date: '2026-12-24', closed: false, opens: '17:00', closes: '22:00' },
      ],
    })
    expect(events.map((e) => [e.title, e.start ?? e.daysOfWeek, e.end ?? e.endTime, e.classNames[0], e.display])).toEqual([
      ['Closed: Private event', '2026-12-08T00:00:00', '2026-12-09T00:00:00', 'venue-closed', 'background'],
      ['Special hours 5:00 PM to 10:00 PM', '2026-12-24T00:00:00', '2026-12-25T00:00:00', 'venue-special-hours', 'background'],
      ['Closed on Mondays', [1], '24:00', 'venue-closed', 'background'],
    ])
  })
})
