import { describe, expect, it } from 'vitest'
import type { AffectedBookingJson } from '~/contracts/opening-hours'
import { DEFAULT_SEATING_RULES, seatingRulesMessages as m } from '~/contracts/seating-rules'
import {
  addStayRow,
  affectedByReason,
  errorsByField,
  parseSeatingRulesForm,
  removeStayRow,
  rulesToFormValues,
  type SeatingRulesFormValues,
  STAY_CHOICES,
} from './seating-rules-form'

const VARIED = {
  slotMinutes: 15 as const,
  stays: [
    { maxGuests: 2, minutes: 90 },
    { maxGuests: 6, minutes: 120 },
    { maxGuests: 20, minutes: 150 },
  ],
  maxCoversPerSlot: 40,
  guestChangeCutoffMinutes: 1440,
  noShowGraceMinutes: 20,
}

const form = (change: Partial<SeatingRulesFormValues> = {}): SeatingRulesFormValues => ({ ...rulesToFormValues(DEFAULT_SEATING_RULES), ...change })
const stays = (...rows: Array<[string, string]>) => rows.map(([maxGuests, minutes]) => ({ maxGuests, minutes }))

describe('rulesToFormValues', () => {
  it('shows the first rules: every 30 minutes, one two-hour stay, no pacing, 2 hours before', () => {
    expect(rulesToFormValues(DEFAULT_SEATING_RULES)).toEqual({
      slotMinutes: '30',
      stays: [{ maxGuests: '20', minutes: '120' }],
      maxCoversPerSlot: '',
      cutoff: '2',
      cutoffUnit: 'hours',
      noShowGrace: '15',
    })
  })

  it('keeps a cut-off that is not whole hours in minutes, and 0 in minutes', () => {
    expect(rulesToFormValues({ ...VARIED, guestChangeCutoffMinutes: 90 })).toMatchObject({ cutoff: '90', cutoffUnit: 'minutes' })
    expect(rulesToFormValues({ ...VARIED, guestChangeCutoffMinutes: 0 })).toMatchObject({ cutoff: '0', cutoffUnit: 'minutes' })
    expect(rulesToFormValues(VARIED)).toMatchObject({ slotMinutes: '15', maxCoversPerSlot: '40', cutoff: '24', cutoffUnit: 'hours' })
  })
})

describe('parseSeatingRulesForm', () => {
  it('gives back the rules it was shown', () => {
    expect(parseSeatingRulesForm(rulesToFormValues(VARIED))).toEqual({ ok: true, input: VARIED })
    expect(parseSeatingRulesForm(rulesToFormValues(DEFAULT_SEATING_RULES))).toEqual({ ok: true, input: DEFAULT_SEATING_RULES })
  })

  it('reads hours as minutes, an empty pacing as no limit, and the last row as up to 20 whatever it holds', () => {
    const values = form({ stays: stays(['4', '90'], ['7', '150']), maxCoversPerSlot: ' ', cutoff: '3', cutoffUnit: 'hours' })
    expect(parseSeatingRulesForm(values)).toEqual({
      ok: true,
      input: {
        slotMinutes: 30,
        stays: [
          { maxGuests: 4, minutes: 90 },
          { maxGuests: 20, minutes: 150 },
        ],
        maxCoversPerSlot: null,
        guestChangeCutoffMinutes: 180,
        noShowGraceMinutes: 15,
      },
    })
    expect(parseSeatingRulesForm(form({ cutoff: '45', cutoffUnit: 'minutes' }))).toMatchObject({ ok: true, input: { guestChangeCutoffMinutes: 45 } })
  })

  it("answers the API's own messages by field, and sends nothing", () => {
    expect(parseSeatingRulesForm(form({ stays: stays(['6', '90'], ['4', '120'], ['20', '150']) }))).toEqual({
      ok: false,
      errors: { 'stays.1.maxGuests': m.stayOrder },
    })
    expect(parseSeatingRulesForm(form({ stays: stays(['four', '90'], ['20', '120']) }))).toEqual({ ok: false, errors: { 'stays.0.maxGuests': m.stayGuests } })
    // A party size out of range is said at its own row only, not again as out of order at the next.
    expect(parseSeatingRulesForm(form({ stays: stays(['25', '90'], ['20', '120']) }))).toEqual({ ok: false, errors: { 'stays.0.maxGuests': m.stayGuests } })
    expect(parseSeatingRulesForm(form({ maxCoversPerSlot: '0' }))).toEqual({ ok: false, errors: { maxCoversPerSlot: m.maxCoversPerSlot } })
    expect(parseSeatingRulesForm(form({ maxCoversPerSlot: '12 covers' }))).toEqual({ ok: false, errors: { maxCoversPerSlot: m.maxCoversPerSlot } })
    // A week at most: 169 hours is more.
    expect(parseSeatingRulesForm(form({ cutoff: '169', cutoffUnit: 'hours' }))).toEqual({ ok: false, errors: { guestChangeCutoffMinutes: m.guestChangeCutoffMinutes } })
    expect(parseSeatingRulesForm(form({ cutoff: '1.5', cutoffUnit: 'hours' }))).toEqual({ ok: false, errors: { guestChangeCutoffMinutes: m.guestChangeCutoffMinutes } })
    expect(parseSeatingRulesForm(form({ noShowGrace: '121' }))).toEqual({ ok: false, errors: { noShowGraceMinutes: m.noShowGraceMinutes } })
    expect(parseSeatingRulesForm(form({ noShowGrace: '' }))).toEqual({ ok: false, errors: { noShowGraceMinutes: m.noShowGraceMinutes } })
    expect(parseSeatingRulesForm(form({ cutoff: '', slotMinutes: '20' }))).toEqual({
      ok: false,
      errors: { slotMinutes: m.slotMinutes, guestChangeCutoffMinutes: m.guestChangeCutoffMinutes },
    })
  })
})

describe('stay rows', () => {
  it('offers every quarter hour from 30 minutes to 6 hours', () => {
    expect(STAY_CHOICES[0]).toBe(30)
    expect(STAY_CHOICES.at(-1)).toBe(360)
    expect(STAY_CHOICES).toHaveLength(23)
    expect(STAY_CHOICES.every((minutes) => minutes % 15 === 0)).toBe(true)
  })

  it('adds a row before the last (which stays up to 20), one guest larger than the row before, with the last stay', () => {
    const one = form()
    const two = addStayRow(one)
    expect(two.stays).toEqual(stays(['10', '120'], ['20', '120']))
    const three = addStayRow({ ...two, stays: stays(['4', '90'], ['20', '150']) })
    expect(three.stays).toEqual(stays(['4', '90'], ['5', '150'], ['20', '150']))
    expect(addStayRow({ ...two, stays: stays(['19', '90'], ['20', '150']) }).stays.map((s) => s.maxGuests)).toEqual(['19', '19', '20'])
  })

  it('removes any row but the last', () => {
    const values = form({ stays: stays(['4', '90'], ['8', '120'], ['20', '150']) })
    expect(removeStayRow(values, 1).stays).toEqual(stays(['4', '90'], ['20', '150']))
    expect(removeStayRow(values, 2)).toBe(values)
    expect(removeStayRow(form(), 0).stays).toEqual(stays(['20', '120']))
  })
})

describe('errorsByField', () => {
  it('keeps the first message of each field; a message for the whole body goes to the form', () => {
    expect(
      errorsByField([
        { path: 'stays.1.maxGuests', message: m.stayOrder },
        { path: 'stays.1.maxGuests', message: m.lastStay },
        { path: '', message: 'The request body is not valid JSON.' },
      ]),
    ).toEqual({ 'stays.1.maxGuests': m.stayOrder, form: 'The request body is not valid JSON.' })
  })
})

describe('affectedByReason', () => {
  const booking = (id: number, reason: string): AffectedBookingJson => ({
    id,
    reference: `BB-${id}`,
    name: `Guest ${id}`,
    email: 'guest@example.com',
    phone: null,
    date: '2031-06-04',
    time: '19:00',
    guests: 4,
    seatingPreference: 'table',
    status: 'pending',
    reason,
  })

  it('groups the bookings under why they no longer fit, in the order met, as the tables list shows them', () => {
    const pacing = 'More than 9 covers start from 7:00 PM (pacing limit)'
    const grid = 'Please select one of the listed times'
    const groups = affectedByReason([booking(1, grid), booking(2, pacing), booking(3, pacing), booking(4, grid)])
    expect(groups.map((g) => [g.reason, g.bookings.map((b) => b.id)])).toEqual([
      [grid, [1, 4]],
      [pacing, [2, 3]],
    ])
    expect(groups[1].bookings[0]).toEqual({ id: 2, reference: 'BB-2', name: 'Guest 2', date: '2031-06-04', time: '19:00', guests: 4, status: 'pending', tableNumber: null })
    expect(affectedByReason([])).toEqual([])
  })
})
