import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { watchForQuiet } from './quiet-moments'

describe('watchForQuiet', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  /** Whether `promise` has resolved by now. */
  const settled = (promise: Promise<void>) => {
    let done = false
    void promise.then(() => (done = true))
    return async () => {
      await vi.advanceTimersByTimeAsync(0)
      return done
    }
  }

  it('resolves after a whole quiet period with no request', async () => {
    const watch = watchForQuiet({ quietMs: 1_000, maxWaitMs: 60_000 })
    const quiet = settled(watch.quiet())
    await vi.advanceTimersByTimeAsync(999)
    expect(await quiet()).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await quiet()).toBe(true)
  })

  it('waits while requests keep arriving, and resolves in the first period without one', async () => {
    const watch = watchForQuiet({ quietMs: 1_000, maxWaitMs: 60_000 })
    const quiet = settled(watch.quiet())
    for (let second = 0; second < 5; second++) {
      watch.requestStarted()
      await vi.advanceTimersByTimeAsync(1_000)
      expect(await quiet()).toBe(false)
    }
    await vi.advanceTimersByTimeAsync(1_000)
    expect(await quiet()).toBe(true)
  })

  it('resolves after maxWaitMs under a load that never pauses', async () => {
    const watch = watchForQuiet({ quietMs: 1_000, maxWaitMs: 10_000 })
    const busy = setInterval(watch.requestStarted, 100)
    const quiet = settled(watch.quiet())
    await vi.advanceTimersByTimeAsync(9_999)
    expect(await quiet()).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await quiet()).toBe(true)
    clearInterval(busy)
  })

  it('never resolves a wait once stopped', async () => {
    const watch = watchForQuiet({ quietMs: 1_000, maxWaitMs: 10_000 })
    const quiet = settled(watch.quiet())
    watch.stop()
    await vi.advanceTimersByTimeAsync(20_000)
    expect(await quiet()).toBe(false)
  })
})
