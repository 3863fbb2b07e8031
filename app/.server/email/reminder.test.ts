import { describe, expect, it } from 'vitest'
import { reminderSendAfter } from './reminder'
import { runInProcessZone } from '../../../tests/support/process-zone'

const ZONE = 'Asia/Manila'
/** A booking on 2026-12-05 at 19:00 Manila (UTC+8) starts at 11:00Z; its 24-hour reminder is due 2026-12-04 11:00Z. */
const DUE = new Date('2026-12-04T11:00:00Z')
const at = (iso: string, reminderHours = 24) => reminderSendAfter('2026-12-05', '19:00', { timeZone: ZONE, reminderHours, now: new Date(iso) })

// The rule reads the venue's zone only: with the process in zones far from it, the same instants come out.
describe.each(['UTC', 'America/New_York'])('the reminder rule with the process in %s', (processZone) => {
  runInProcessZone(processZone)

  it('runs in a zone where the machine names another hour than Manila', () => {
    expect(new Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(processZone)
    expect(DUE.getHours()).not.toBe(19)
  })

  it('is due 24 hours before the start in venue time, for a booking made before that', () => {
    expect(at('2026-11-25T04:00:00Z')).toEqual(DUE)
    expect(at('2026-12-04T10:59:59.999Z')).toEqual(DUE)
  })

  it('is not sent for a booking made at or inside the 24 hours', () => {
    expect(at('2026-12-04T11:00:00Z')).toBeNull()
    expect(at('2026-12-05T10:00:00Z')).toBeNull()
  })

  it('follows the configured hours, and 0 sends none', () => {
    expect(at('2026-12-05T07:59:59Z', 3)).toEqual(new Date('2026-12-05T08:00:00Z'))
    expect(at('2026-12-05T08:00:00Z', 3)).toBeNull()
    expect(at('2026-11-25T04:00:00Z', 0)).toBeNull()
  })

  it('names the venue-local day: a booking just after midnight in Manila is due the Manila day before', () => {
    // 2026-12-05 11:30 Manila = 03:30Z; 24 h before: 2026-12-04 03:30Z, which is still 2026-12-03 in New York.
    expect(reminderSendAfter('2026-12-05', '11:30', { timeZone: ZONE, reminderHours: 24, now: new Date('2026-12-01T00:00:00Z') })).toEqual(
      new Date('2026-12-04T03:30:00Z'),
    )
  })
})

describe('the reminder rule in a venue zone with daylight saving', () => {
  it('is due 24 elapsed hours before the start across the change of clocks (New York, 2026-11-01)', () => {
    // 2026-11-01 19:00 in New York is EST (UTC-5): 2026-11-02T00:00Z; 24 hours before is 20:00 EDT on October 31.
    const options = { timeZone: 'America/New_York', reminderHours: 24, now: new Date('2026-10-20T12:00:00Z') }
    expect(reminderSendAfter('2026-11-01', '19:00', options)).toEqual(new Date('2026-11-01T00:00:00Z'))
  })
})
