import { describe, expect, it } from 'vitest'
import type { HeatmapCellJson } from '~/contracts/reports'
import {
  coversHeadline,
  daysText,
  heatmapGrid,
  hourLabel,
  nightHours,
  partySizeRows,
  percentChange,
  previousPeriodName,
  rangeLabel,
  ratePercent,
  sharePercent,
  shortHourLabel,
  signedPercent,
  stayText,
} from './report-format'

const FOUR_WEEKS = { from: '2026-11-03', to: '2026-11-30' }
const cell = (weekday: number, hour: number, covers: number, refused = 0): HeatmapCellJson => ({ weekday, hour, covers, refused })

describe('percent changes', () => {
  it('rounds to whole percents, keeps one decimal below 1%, and has none without a previous figure', () => {
    expect(percentChange(412, 368)).toBe(12)
    expect(percentChange(95, 100)).toBe(-5)
    expect(percentChange(1004, 1000)).toBe(0.4)
    expect(percentChange(100, 100)).toBe(0)
    expect(percentChange(5, 0)).toBeNull()
    expect(percentChange(0, 0)).toBeNull()
  })

  it('signs them', () => {
    expect(signedPercent(12)).toBe('+12%')
    expect(signedPercent(-5)).toBe('-5%')
    expect(signedPercent(0)).toBe('0%')
  })

  it('name the previous period by its length', () => {
    expect(previousPeriodName(FOUR_WEEKS)).toBe('the previous 4 weeks')
    expect(previousPeriodName({ from: '2026-11-02', to: '2026-11-08' })).toBe('the previous week')
    expect(previousPeriodName({ from: '2026-11-01', to: '2026-11-30' })).toBe('the previous 30 days')
    expect(previousPeriodName({ from: '2026-11-01', to: '2026-11-01' })).toBe('the day before')
  })

  it('make the headline', () => {
    expect(coversHeadline(412, 368, FOUR_WEEKS)).toBe('412 covers, +12% on the previous 4 weeks')
    expect(coversHeadline(90, 100, FOUR_WEEKS)).toBe('90 covers, -10% on the previous 4 weeks')
    expect(coversHeadline(1, 1, FOUR_WEEKS)).toBe('1 cover, the same as the previous 4 weeks')
    expect(coversHeadline(12, 0, FOUR_WEEKS)).toBe('12 covers, none in the previous 4 weeks')
    expect(coversHeadline(0, 0, FOUR_WEEKS)).toBe('0 covers, as in the previous 4 weeks')
  })
})

describe('rates and amounts', () => {
  it('turns rates into percentages with at most one decimal', () => {
    expect(ratePercent(0.123)).toBe('12.3%')
    expect(ratePercent(0.05)).toBe('5%')
    expect(ratePercent(0)).toBe('0%')
    expect(ratePercent(1)).toBe('100%')
    expect(ratePercent(0.0456)).toBe('4.6%')
  })

  it('shares a part of a whole, with a dash for nothing', () => {
    expect(sharePercent(1, 3)).toBe('33.3%')
    expect(sharePercent(0, 0)).toBe('–')
  })

  it('writes lead times and stays', () => {
    expect(daysText(3.5)).toBe('3.5 days')
    expect(daysText(1)).toBe('1 day')
    expect(daysText(null)).toBe('–')
    expect(stayText(105)).toBe('1 h 45 min')
    expect(stayText(120)).toBe('2 h')
    expect(stayText(49.6)).toBe('50 min')
    expect(stayText(null)).toBe('–')
  })

  it('labels ranges', () => {
    expect(rangeLabel(FOUR_WEEKS)).toBe('Nov 3 – Nov 30, 2026')
    expect(rangeLabel({ from: '2026-12-29', to: '2027-01-04' })).toBe('Dec 29, 2026 – Jan 4, 2027')
    expect(rangeLabel({ from: '2026-01-01', to: '2026-01-01' })).toBe('Jan 1, 2026')
  })

  it('orders party sizes by size', () => {
    expect(partySizeRows({ '10': 1, '2': 14, '4': 3 })).toEqual([[2, 14], [4, 3], [10, 1]])
  })
})

describe('the heatmap hours', () => {
  it('names hours on a 12-hour clock', () => {
    expect([0, 1, 11, 12, 13, 23].map(hourLabel)).toEqual(['12 AM', '1 AM', '11 AM', '12 PM', '1 PM', '11 PM'])
    expect([0, 11, 12, 23].map(shortHourLabel)).toEqual(['12a', '11a', '12p', '11p'])
  })

  it('orders them as the night runs: evening hours, then those after midnight', () => {
    const cells = [cell(5, 1, 4), cell(5, 23, 6), cell(6, 11, 2), cell(6, 0, 0, 3), cell(7, 3, 1), cell(1, 18, 8)]
    expect(nightHours(cells)).toEqual([11, 18, 23, 0, 1, 3])
  })

  it('leaves out hours where nothing happens and is empty without cells', () => {
    expect(nightHours([cell(5, 20, 0, 0), cell(5, 21, 2)])).toEqual([21])
    expect(nightHours([])).toEqual([])
  })

  it('starts in the morning when something happens at every hour', () => {
    const cells = Array.from({ length: 24 }, (_, hour) => cell(1, hour, 1))
    expect(nightHours(cells).slice(0, 3)).toEqual([6, 7, 8])
    expect(nightHours(cells).at(-1)).toBe(5)
  })

  it('lays the cells out by weekday, Monday first, and by the hours given', () => {
    const cells = [cell(1, 23, 5, 1), cell(7, 0, 2), cell(7, 23, 0, 4)]
    expect(heatmapGrid(cells, [23, 0], 'covers')).toEqual([[5, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 2]])
    expect(heatmapGrid(cells, [23, 0], 'refused')).toEqual([[1, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [4, 0]])
  })
})
