import { describe, expect, it } from 'vitest'
import { venueClock } from './venue-clock'

describe('venueClock', () => {
  it("reads the venue's date and time at one instant, whatever the machine's zone", () => {
    // 2026-11-22 16:30 UTC is 00:30 on the 23rd in Manila (UTC+8).
    const instant = new Date('2026-11-22T16:30:00Z')
    expect(venueClock('Asia/Manila', () => instant).read()).toEqual({ instant, today: '2026-11-23', time: '00:30' })
    expect(venueClock('America/New_York', () => instant).read()).toMatchObject({ today: '2026-11-22', time: '11:30' })
  })
  it('asks for now on every reading', () => {
    let now = new Date('2026-11-22T03:00:00Z')
    const clock = venueClock('Asia/Manila', () => now)
    expect(clock.read().time).toBe('11:00')
    now = new Date('2026-11-22T04:00:00Z')
    expect(clock.read().time).toBe('12:00')
  })
  it("knows today's date from the first to the last millisecond of the venue's day, and again after it", () => {
    let now = new Date('2026-11-22T15:59:59.999Z') // 23:59:59.999 on the 22nd in Manila
    const clock = venueClock('Asia/Manila', () => now)
    expect(clock.today()).toBe('2026-11-22')
    now = new Date('2026-11-22T16:00:00Z')
    expect(clock.today()).toBe('2026-11-23')
    now = new Date('2026-11-23T15:59:59.999Z')
    expect(clock.today()).toBe('2026-11-23')
    now = new Date('2026-11-21T12:00:00Z') // a clock set back
    expect(clock.today()).toBe('2026-11-21')
  })
})

describe("the form's reading of the clock", () => {
  it("reads the venue's date and time, not the machine's", () => {
    expect(venueClock('Asia/Manila', () => new Date('2026-11-27T15:40:00Z')).read()).toMatchObject({
      today: '2026-11-27',
      time: '23:40',
    })
    expect(venueClock('Asia/Manila', () => new Date('2026-11-27T16:05:00Z')).read()).toMatchObject({
      today: '2026-11-28',
      time: '00:05',
    })
  })
})
