import { afterEach, describe, expect, it } from 'vitest'
import { activeSoldOutUntil, endOfVenueDay } from './sold-out'

// The rule must not depend on the server's own time zone: each case runs under several process zones.
const SERVER_ZONES = ['UTC', 'America/New_York', 'Asia/Manila'] as const
const originalZone = process.env.TZ

afterEach(() => {
  if (originalZone === undefined) delete process.env.TZ
  else process.env.TZ = originalZone
})

function underEachServerZone(check: () => void) {
  for (const zone of SERVER_ZONES) {
    process.env.TZ = zone
    // Prove the process zone really changed (New York is UTC-5 on 1 January, Manila UTC+8).
    const expectedOffset = { UTC: 0, 'America/New_York': 300, 'Asia/Manila': -480 }[zone]
    expect(new Date(2026, 0, 1).getTimezoneOffset()).toBe(expectedOffset)
    check()
  }
}

describe('sold out today', () => {
  it('lasts until the next midnight in the venue zone, whatever the server zone', () => {
    underEachServerZone(() => {
      // 22:30 and 00:00:30 in Manila.
      expect(endOfVenueDay('Asia/Manila', new Date('2026-11-23T14:30:00Z')).toISOString()).toBe('2026-11-23T16:00:00.000Z')
      expect(endOfVenueDay('Asia/Manila', new Date('2026-11-23T16:00:30Z')).toISOString()).toBe('2026-11-24T16:00:00.000Z')
      // 23:59:59 on 31 December in Manila: the day ends with the year.
      expect(endOfVenueDay('Asia/Manila', new Date('2026-12-31T15:59:59Z')).toISOString()).toBe('2026-12-31T16:00:00.000Z')
    })
  })

  it('follows daylight saving time in a venue zone that has it', () => {
    underEachServerZone(() => {
      // New York, 14 March 2027 (clocks go forward at 02:00): the day is 23 hours long and ends at 04:00 UTC.
      expect(endOfVenueDay('America/New_York', new Date('2027-03-14T12:00:00Z')).toISOString()).toBe('2027-03-15T04:00:00.000Z')
      // 7 November 2027 (clocks go back): 25 hours, ending at 05:00 UTC.
      expect(endOfVenueDay('America/New_York', new Date('2027-11-07T12:00:00Z')).toISOString()).toBe('2027-11-08T05:00:00.000Z')
    })
  })

  it('is over from that instant on: the item comes back by itself', () => {
    const until = new Date('2026-11-23T16:00:00Z')
    expect(activeSoldOutUntil(until, new Date('2026-11-23T15:59:59.999Z'))).toEqual(until)
    expect(activeSoldOutUntil(until, new Date('2026-11-23T16:00:00Z'))).toBeNull()
    expect(activeSoldOutUntil(null, new Date('2026-11-23T12:00:00Z'))).toBeNull()
  })
})
