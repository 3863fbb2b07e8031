import { describe, expect, it } from 'vitest'
import { createDailyLimit } from './daily-limit'

const takeTimes = (take: () => boolean, times: number) => Array.from({ length: times }, take).filter(Boolean).length

describe('a daily limit per key', () => {
  it('gives each key its allowance, and a new one the next day', () => {
    const limit = createDailyLimit({ perKey: 3, maxKeys: 10 })
    expect(takeTimes(() => limit.take('a', '2026-11-27'), 10)).toBe(3)
    expect(takeTimes(() => limit.take('b', '2026-11-27'), 10)).toBe(3)
    expect(takeTimes(() => limit.take('a', '2026-11-28'), 10)).toBe(3)
  })

  it('takes back what was given back, on the same day only', () => {
    const limit = createDailyLimit({ perKey: 1, maxKeys: 10 })
    expect(limit.take('a', '2026-11-27')).toBe(true)
    limit.giveBack('a', '2026-11-27')
    expect(limit.take('a', '2026-11-27')).toBe(true)
    expect(limit.take('a', '2026-11-27')).toBe(false)
    limit.giveBack('a', '2026-11-26')
    limit.giveBack('never-seen', '2026-11-27')
    expect(limit.take('a', '2026-11-27')).toBe(false)
  })

  it('knows at most maxKeys keys a day: a key not seen yet gets nothing once they are known', () => {
    const limit = createDailyLimit({ perKey: 2, maxKeys: 3 })
    for (const key of ['a', 'b', 'c']) expect(limit.take(key, '2026-11-27')).toBe(true)
    expect(limit.take('d', '2026-11-27')).toBe(false)
    expect(limit.take('a', '2026-11-27')).toBe(true)
    expect(limit.take('d', '2026-11-28')).toBe(true)
  })
})
