import { describe, expect, it } from 'vitest'
import { addClockMinutes, notifyMeDefaults, readNotifyMe, windowMinutes } from './notify-me-form'

const FULL = { date: '2026-12-04', time: '19:30', guests: 4, seatingPreference: 'table' as const, name: ' Ana ', email: 'ana@example.com' }

describe('"tell me if a table frees up"', () => {
  it('starts from the booking form: its name and e-mail, the full time to 90 minutes later', () => {
    expect(notifyMeDefaults(FULL)).toEqual({ name: 'Ana', email: 'ana@example.com', from: '19:30', to: '21:00' })
    expect(notifyMeDefaults({ ...FULL, time: '23:30' }).to).toBe('01:00')
  })

  it('counts a window across midnight', () => {
    expect(addClockMinutes('22:45', 30)).toBe('23:15')
    expect(windowMinutes('23:00', '00:30')).toBe(90)
    expect(windowMinutes('19:00', '19:00')).toBe(0)
    expect(windowMinutes('7pm', '20:00')).toBeNull()
  })

  it('sends the party, the day and the window', () => {
    expect(readNotifyMe(FULL, { name: 'Ana', email: 'ana@example.com', from: '19:30', to: '21:00' })).toEqual({
      input: { name: 'Ana', email: 'ana@example.com', date: '2026-12-04', from: '19:30', to: '21:00', guests: 4, seatingPreference: 'table' },
    })
  })

  it('asks for a name, an e-mail and a window of at most 4 hours', () => {
    expect(readNotifyMe(FULL, { name: ' ', email: 'nope', from: '19:00', to: '23:30' })).toEqual({
      errors: { name: 'notifyNameRequired', email: 'notifyEmailInvalid', to: 'notifyWindowInvalid' },
    })
    expect(readNotifyMe(FULL, { name: 'A', email: 'a@b.co', from: '19:00', to: '19:00' })).toHaveProperty('errors.to')
  })
})
