import { describe, expect, it } from 'vitest'
import { reservationMessages } from '~/contracts/reservations'
import { DEFAULT_SEATING_RULES } from '~/lib/seating-rules'
import { checkNewBooking, newBookingDefaults } from './new-booking-form'
import { SUGGEST_TABLE } from './new-booking-tables'
import { PARTY_STAY, workingDay } from './new-booking-times'
import { form, lateNight, NOW, TODAY } from './new-booking-fixtures'

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

describe('checkNewBooking', () => {
  it("builds the staff schema's body: trimmed, numbers as numbers, empty optional fields left out", () => {
    const check = checkNewBooking(form({ name: '  Ana Reyes ', table: '5', phone: '', staffNote: 'birthday' }), TODAY)
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
