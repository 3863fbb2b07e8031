import { describe, expect, it } from 'vitest'
import { DEFAULT_VENUE } from '~/contracts/venue'
import { comparedWithWeekBefore, renderWeeklySummary, type WeeklySummaryContent } from './weekly-summary'

const content = (overrides: Partial<WeeklySummaryContent> = {}): WeeklySummaryContent => ({
  notice: 'weekly-summary',
  venue: { name: DEFAULT_VENUE.name, address: DEFAULT_VENUE.address, phone: DEFAULT_VENUE.phone, email: DEFAULT_VENUE.email },
  origin: 'https://beachbar.example',
  timeZone: 'Asia/Manila',
  week: '2026-W49',
  lastWeek: { from: '2026-11-23', to: '2026-11-29', covers: 412, coversWeekBefore: 368, noShows: 5 },
  busiest: [
    { weekday: 5, hour: 20, covers: 38 },
    { weekday: 6, hour: 0, covers: 35 },
    { weekday: 6, hour: 21, covers: 1 },
  ],
  weekAhead: { from: '2026-11-30', to: '2026-12-06', bookings: 1, covers: 180 },
  ...overrides,
})

describe("the venue's weekly summary", () => {
  it('gives the week in numbers, with the busiest times on the venue clock, and links to the Reports page', () => {
    const message = renderWeeklySummary(content())
    expect(message.subject).toBe('Boracay Beach Bar last week: 412 covers')
    expect(message.text).toContain('2026-11-23 to 2026-11-29')
    expect(message.text).toContain('412, +12% on the week before (368)')
    expect(message.text).toContain('Friday 8:00 PM (38 covers), Saturday 12:00 AM (35 covers), Saturday 9:00 PM (1 cover)')
    expect(message.text).toContain('2026-11-30 to 2026-12-06: 1 booking, 180 covers so far')
    expect(message.text).toContain('https://beachbar.example/admin/reports?from=2026-11-23&to=2026-11-29')
    expect(message.html).toMatch(/^<!doctype html>/)
  })

  it('says so when nobody was seated, and compares with a week before without covers in words', () => {
    const message = renderWeeklySummary(content({ busiest: [], lastWeek: { from: '2026-11-23', to: '2026-11-29', covers: 0, coversWeekBefore: 0, noShows: 0 } }))
    expect(message.text).toContain('No guests seated')
    expect(comparedWithWeekBefore(0, 0)).toBe('none the week before')
    expect(comparedWithWeekBefore(90, 100)).toBe('-10% on the week before (100)')
    expect(comparedWithWeekBefore(100, 100)).toBe('0% on the week before (100)')
  })
})
