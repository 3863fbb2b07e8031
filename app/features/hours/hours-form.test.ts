import { describe, expect, it } from 'vitest'
import { DEFAULT_WEEKLY_HOURS } from '~/contracts/opening-hours'
import { closesNextDay, describeDetail, describeException, EMPTY_EXCEPTION, exceptionDraftProblem, hoursChanged, toHoursInput } from './hours-form'

const TODAY = '2031-06-02'

describe('hours form', () => {
  it('knows a close after midnight from a close at midnight', () => {
    expect(closesNextDay('18:00', '02:00')).toBe(true)
    expect(closesNextDay('11:00', '00:00')).toBe(false)
    expect(closesNextDay('11:00', '22:00')).toBe(false)
  })

  it('sends the weekly hours Sunday first and the exceptions by date, with times only when open and a trimmed note', () => {
    const weekly = [...DEFAULT_WEEKLY_HOURS].reverse()
    const input = toHoursInput(weekly, [
      { date: '2031-06-07', closed: false, opens: '18:00', closes: '02:00', note: '' },
      { date: '2031-06-03', closed: true, opens: '11:00', closes: '00:00', note: '  Private event ' },
    ])
    expect(input.weekly.map((w) => w.weekday)).toEqual([0, 1, 2, 3, 4, 5, 6])
    expect(input.exceptions).toEqual([
      { date: '2031-06-03', closed: true, note: 'Private event' },
      { date: '2031-06-07', closed: false, opens: '18:00', closes: '02:00' },
    ])
  })

  it("sends a note's translations with its date when staff typed them, and leaves them out otherwise (the date keeps its own)", () => {
    const input = toHoursInput(DEFAULT_WEEKLY_HOURS, [
      { date: '2031-06-03', closed: true, opens: '11:00', closes: '00:00', note: 'Private event', translations: { ja: { note: '貸切' } } },
      { date: '2031-06-04', closed: true, opens: '11:00', closes: '00:00', note: 'Staff party' },
      { date: '2031-06-05', closed: true, opens: '11:00', closes: '00:00', note: 'Typhoon', translations: {} },
    ])
    expect(input.exceptions).toEqual([
      { date: '2031-06-03', closed: true, note: 'Private event', translations: { ja: { note: '貸切' } } },
      { date: '2031-06-04', closed: true, note: 'Staff party' },
      { date: '2031-06-05', closed: true, note: 'Typhoon', translations: {} },
    ])
  })

  it('refuses a translated note without the English note, and counts a typed translation as a change to save', () => {
    const translated = { ...EMPTY_EXCEPTION, date: TODAY, translations: { ko: { note: '단체 예약' } } }
    expect(exceptionDraftProblem(translated, [], TODAY)).toBe('A translated note needs the English note too.')
    expect(exceptionDraftProblem({ ...translated, note: 'Private event' }, [], TODAY)).toBeNull()
    expect(exceptionDraftProblem({ ...EMPTY_EXCEPTION, date: TODAY, translations: {} }, [], TODAY)).toBeNull()
    const saved = { weekly: DEFAULT_WEEKLY_HOURS, exceptions: [{ date: TODAY, closed: true, note: 'Private event' }] }
    const listed = [{ ...EMPTY_EXCEPTION, date: TODAY, note: 'Private event' }]
    expect(hoursChanged(saved, DEFAULT_WEEKLY_HOURS, listed)).toBe(false)
    expect(hoursChanged(saved, DEFAULT_WEEKLY_HOURS, [{ ...listed[0], translations: { ko: { note: '단체 예약' } } }])).toBe(true)
  })

  it('refuses a new exception without a date, before today, or for a date already listed', () => {
    const listed = [{ ...EMPTY_EXCEPTION, date: '2031-06-03' }]
    expect(exceptionDraftProblem(EMPTY_EXCEPTION, listed, TODAY)).toBe('Choose a date.')
    expect(exceptionDraftProblem({ ...EMPTY_EXCEPTION, date: '2031-06-01' }, listed, TODAY)).toBe('Choose today or a later date.')
    expect(exceptionDraftProblem({ ...EMPTY_EXCEPTION, date: '2031-06-03' }, listed, TODAY)).toBe(
      'Tuesday, June 3, 2031 already has an exception: remove it first.',
    )
    expect(exceptionDraftProblem({ ...EMPTY_EXCEPTION, date: TODAY }, listed, TODAY)).toBeNull()
  })

  it('words exceptions and the server messages by where they are', () => {
    expect(describeException({ date: '2031-06-03', closed: true, opens: '', closes: '', note: 'Private event' })).toBe(
      'Tuesday, June 3, 2031: Closed (Private event)',
    )
    expect(describeException({ date: '2031-06-07', closed: false, opens: '18:00', closes: '02:00', note: '' })).toBe(
      'Saturday, June 7, 2031: 6:00 PM to 2:00 AM',
    )
    const sent = { weekly: DEFAULT_WEEKLY_HOURS, exceptions: [{ date: '2031-06-03', closed: true }] }
    expect(describeDetail({ path: 'weekly.2.opens', message: 'Times must be times (HH:mm)' }, sent)).toBe('Tuesday: Times must be times (HH:mm)')
    expect(describeDetail({ path: 'exceptions.0.note', message: 'Too long' }, sent)).toBe('Exception for Tuesday, June 3, 2031: Too long')
    expect(describeDetail({ path: '', message: 'Bad' }, sent)).toBe('Bad')
  })

  it('knows unsaved changes: a date added but not saved, a changed weekday; the same hours in another order are none', () => {
    const saved = { weekly: DEFAULT_WEEKLY_HOURS, exceptions: [{ date: '2031-06-03', closed: true, note: 'Private event' }] }
    const listed = [{ ...EMPTY_EXCEPTION, date: '2031-06-03', note: 'Private event' }]
    expect(hoursChanged(saved, [...DEFAULT_WEEKLY_HOURS].reverse(), listed)).toBe(false)
    expect(hoursChanged(saved, DEFAULT_WEEKLY_HOURS, [...listed, { ...EMPTY_EXCEPTION, date: '2031-12-25' }])).toBe(true)
    expect(hoursChanged(saved, DEFAULT_WEEKLY_HOURS.map((d) => (d.weekday === 1 ? { ...d, closed: true } : d)), listed)).toBe(true)
  })
})
