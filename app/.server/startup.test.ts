import { afterEach, describe, expect, it, vi } from 'vitest'
import { venueClock } from '~/lib/venue-clock'
import { createLogger } from './logger'
import { oneAtATime } from './one-at-a-time'
import type { Backups } from './services/backups'
import { scheduleBackups } from './startup'

describe('the backup schedule of a running server', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('catches up the last slot soon after the start, then runs at every BACKUP_TIME, until stopped', async () => {
    vi.useFakeTimers()
    // 09:00 on 27 November in Manila.
    vi.setSystemTime(new Date('2026-11-27T01:00:00Z'))
    const asked: Array<{ slot: string; catchUp: boolean }> = []
    const backups = {
      runScheduled: async (slot: Date, options?: { catchUp?: boolean }) => {
        asked.push({ slot: slot.toISOString(), catchUp: Boolean(options?.catchUp) })
        return 'skipped' as const
      },
    } as unknown as Backups
    const stop = scheduleBackups(backups, venueClock('Asia/Manila'), createLogger('silent'), '04:00', { catchUpDelayMs: 1000 })
    await vi.advanceTimersByTimeAsync(1000)
    expect(asked).toEqual([{ slot: '2026-11-26T20:00:00.000Z', catchUp: true }])
    // To 04:00 on the 28th, then a day more.
    await vi.advanceTimersByTimeAsync(19 * 3_600_000)
    await vi.advanceTimersByTimeAsync(24 * 3_600_000)
    expect(asked.slice(1)).toEqual([
      { slot: '2026-11-27T20:00:00.000Z', catchUp: false },
      { slot: '2026-11-28T20:00:00.000Z', catchUp: false },
    ])
    stop()
    await vi.advanceTimersByTimeAsync(48 * 3_600_000)
    expect(asked).toHaveLength(3)
  })

  it('takes its turn: a job due while another upkeep job runs starts once that one has ended', async () => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2026-11-27T01:00:00Z'))
    const log: string[] = []
    let endFirst!: () => void
    const slow = {
      runScheduled: () => {
        log.push('slow starts')
        return new Promise((resolve) => (endFirst = () => resolve('made'))).then(() => log.push('slow ends'))
      },
    } as unknown as Backups
    const quick = { runScheduled: async () => void log.push('quick runs') } as unknown as Backups
    const inTurn = oneAtATime()
    const logger = createLogger('silent')
    const stops = [
      scheduleBackups(slow, venueClock('Asia/Manila'), logger, '04:00', { catchUpDelayMs: 1000, inTurn }),
      scheduleBackups(quick, venueClock('Asia/Manila'), logger, '04:00', { catchUpDelayMs: 2000, inTurn }),
    ]
    await vi.advanceTimersByTimeAsync(5000)
    expect(log).toEqual(['slow starts'])
    endFirst()
    await vi.advanceTimersByTimeAsync(0)
    expect(log).toEqual(['slow starts', 'slow ends', 'quick runs'])
    for (const stop of stops) stop()
  })

  it('never starts a slot before its time, though the timer fires early', async () => {
    vi.useFakeTimers()
    // 03:59:00 on 28 November in Manila; the slot is 04:00.
    vi.setSystemTime(new Date('2026-11-27T19:59:00Z'))
    // The venue's clock reads 3 ms behind the timers once they are set: to the clock, the timer fires 3 ms early.
    let lagMs = 0
    const clock = venueClock('Asia/Manila', () => new Date(Date.now() - lagMs))
    const startedAt: number[] = []
    const backups = {
      runScheduled: async (_slot: Date, options?: { catchUp?: boolean }) => {
        if (!options?.catchUp) startedAt.push(clock.now())
        return 'made' as const
      },
    } as unknown as Backups
    const stop = scheduleBackups(backups, clock, createLogger('silent'), '04:00', { catchUpDelayMs: 1000 })
    lagMs = 3
    await vi.advanceTimersByTimeAsync(60_000)
    expect(startedAt).toEqual([])
    await vi.advanceTimersByTimeAsync(3)
    expect(startedAt).toEqual([new Date('2026-11-27T20:00:00Z').getTime()])
    stop()
  })

  it('does nothing with BACKUP_TIME=off', async () => {
    vi.useFakeTimers()
    const runScheduled = vi.fn()
    scheduleBackups({ runScheduled } as unknown as Backups, venueClock('Asia/Manila'), createLogger('silent'), 'off', { catchUpDelayMs: 1000 })
    await vi.advanceTimersByTimeAsync(3 * 86_400_000)
    expect(runScheduled).not.toHaveBeenCalled()
  })
})
