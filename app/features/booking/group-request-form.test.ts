import { describe, expect, it } from 'vitest'
import { groupRequestTimes, toGroupRequestConfirmation } from './group-request-form'

const open = (opens: string, closes: string) => ({ closed: false as const, opens, closes, note: null })

describe('groupRequestTimes', () => {
  it('offers every quarter hour from opening until closing, not closing itself', () => {
    const times = groupRequestTimes(open('11:00', '00:00'))
    expect(times).toHaveLength(52)
    expect(times.slice(0, 3)).toEqual([
      { value: '11:00', label: '11:00 AM' },
      { value: '11:15', label: '11:15 AM' },
      { value: '11:30', label: '11:30 AM' },
    ])
    expect(times.at(-1)).toEqual({ value: '23:45', label: '11:45 PM' })
  })

  it('runs past midnight on a late night, saying so', () => {
    const times = groupRequestTimes(open('18:00', '02:00'))
    expect(times.map((t) => t.value).slice(-3)).toEqual(['01:15', '01:30', '01:45'])
    expect(times.find((t) => t.value === '00:00')?.label).toBe('12:00 AM (after midnight)')
    expect(times.find((t) => t.value === '23:45')?.label).toBe('11:45 PM')
  })

  it('offers nothing on a closed day, and on today only the times later than now', () => {
    expect(groupRequestTimes({ closed: true, note: 'Private event' })).toEqual([])
    // 19:00 now: 19:15 is the first; past midnight the night goes on.
    expect(groupRequestTimes(open('18:00', '02:00'), 19 * 60)[0].value).toBe('19:15')
    expect(groupRequestTimes(open('11:00', '00:00'), 23 * 60 + 50)).toEqual([])
  })
})

describe('toGroupRequestConfirmation', () => {
  const sent = { reference: 'BB-7K3QM', managePath: '/booking/abc_DEF-123', status: 'requested', name: 'Lea Cruz', date: '2026-12-05', time: '01:30', guests: 30 }

  it('keeps a complete confirmation as it is', () => {
    expect(toGroupRequestConfirmation(sent)).toEqual(sent)
  })

  it('is null for anything that is not one (what the page history may hold)', () => {
    for (const broken of [
      null,
      'BB-7K3QM',
      { ...sent, reference: '' },
      { ...sent, managePath: 'https://evil.example/booking/x' },
      { ...sent, status: 'pending' },
      { ...sent, date: '2026-02-30' },
      { ...sent, time: '19:10' },
      { ...sent, guests: 0 },
      { ...sent, name: undefined },
    ]) {
      expect(toGroupRequestConfirmation(broken)).toBeNull()
    }
  })
})
