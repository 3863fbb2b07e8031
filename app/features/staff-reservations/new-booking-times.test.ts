import { describe, expect, it } from 'vitest'
import { DEFAULT_WEEKLY_HOURS, type OpeningHoursJson } from '~/lib/opening-hours'
import { DEFAULT_SEATING_RULES, type SeatingRulesJson } from '~/lib/seating-rules'
import { asksOverride } from './new-booking-form'
import { chosenStay, PARTY_STAY, stayChoices, timeChoices, timeLabel, usualStay } from './new-booking-times'
import { lateNight, NOW, TODAY } from './new-booking-fixtures'

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
