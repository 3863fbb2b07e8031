import { describe, expect, it } from 'vitest'
import { dayLinks, formatHostDay, hostStandHref, otherDayNotice, readHostStandParams } from './host-stand-params'

const today = '2026-11-27'

describe('readHostStandParams', () => {
  it('opens on tonight, the arrivals, no search, every status', () => {
    expect(readHostStandParams(new URLSearchParams(), today)).toEqual({ date: today, view: 'arrivals', q: '', status: 'all' })
  })

  it('reads a chosen day, view, search and filter', () => {
    const search = new URLSearchParams('date=2026-12-24&view=floor&q=%20Ana%20&status=no-show')
    expect(readHostStandParams(search, today)).toEqual({ date: '2026-12-24', view: 'floor', q: 'Ana', status: 'no-show' })
  })

  it('falls back on anything malformed', () => {
    const search = new URLSearchParams('date=2026-02-30&view=map&status=lost')
    expect(readHostStandParams(search, today)).toEqual({ date: today, view: 'arrivals', q: '', status: 'all' })
    expect(readHostStandParams(new URLSearchParams({ q: 'x'.repeat(300) }), today).q).toHaveLength(100)
  })
})

describe('hostStandHref', () => {
  const params = readHostStandParams(new URLSearchParams(), today)

  it('leaves the defaults out', () => {
    expect(hostStandHref(params, today)).toBe('/admin/reservations')
    expect(hostStandHref(params, today, { date: '2026-11-28', view: 'floor' })).toBe('/admin/reservations?date=2026-11-28&view=floor')
    expect(hostStandHref(params, today, { q: 'BB-7K3QM', status: 'arrived' })).toBe('/admin/reservations?q=BB-7K3QM&status=arrived')
  })

  it('gives the days either side, across a month end', () => {
    expect(dayLinks('2026-11-30')).toEqual({ previous: '2026-11-29', next: '2026-12-01' })
  })
})

describe('formatHostDay', () => {
  it('words a day as the host says it', () => {
    expect(formatHostDay('2026-11-28')).toBe('Saturday 28 Nov')
    expect(formatHostDay('2026-11-27', 'short')).toBe('Fri 27 Nov')
    expect(formatHostDay('not a date')).toBe('not a date')
  })
})

describe('otherDayNotice', () => {
  const tonight = readHostStandParams(new URLSearchParams('status=expected'), today)

  it('stays on the day shown and links the booking’s day, keeping the view and filter', () => {
    expect(otherDayNotice(tonight, today, { name: 'Ana Reyes', date: '2026-11-28' })).toEqual({
      date: '2026-11-28',
      text: 'Ana Reyes is booked for Saturday 28 Nov.',
      linkLabel: 'Show Saturday 28 Nov',
      href: '/admin/reservations?date=2026-11-28&status=expected',
    })
  })

  it('says nothing for a booking on the day shown', () => {
    expect(otherDayNotice(tonight, today, { name: 'Ana Reyes', date: today })).toBeNull()
  })
})
