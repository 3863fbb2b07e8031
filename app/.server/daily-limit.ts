/**
 * A per-key allowance that starts afresh every day, in memory, bounded in size: once `maxKeys` keys have taken
 * something today, a key not seen yet gets nothing until the next day (a stranger with endless addresses cannot
 * make it grow, and the worst the whole day can cost is maxKeys × perKey).
 */
export interface DailyLimit {
  /** Takes one of `key`'s allowance on `day`: false when it is used up. */
  take(key: string, day: string): boolean
  /** Gives back what `take` took when it was not used after all. */
  giveBack(key: string, day: string): void
}

export function createDailyLimit({ perKey, maxKeys }: { perKey: number; maxKeys: number }): DailyLimit {
  let today = ''
  const taken = new Map<string, number>()
  const startDay = (day: string) => {
    if (day === today) return
    today = day
    taken.clear()
  }
  return {
    take(key, day) {
      startDay(day)
      const used = taken.get(key)
      if (used === undefined ? taken.size >= maxKeys : used >= perKey) return false
      taken.set(key, (used ?? 0) + 1)
      return true
    },
    giveBack(key, day) {
      const used = taken.get(key)
      if (day !== today || !used) return
      taken.set(key, used - 1)
    },
  }
}

/** No limit at all (a limit configured as 0). */
export const NO_DAILY_LIMIT: DailyLimit = { take: () => true, giveBack: () => {} }
