import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { pinnedIds, type StatusTap, UNDO_MS } from './pinned-cards'

/** The host's recent status taps on one list: what each card says, its Undo, and which cards stay put. */
export interface StatusTaps {
  tapOf: (id: number) => StatusTap | undefined
  record: (tap: StatusTap) => void
  /** The clock the Undo buttons read (ms): it moves when an Undo's time runs out. */
  now: number
  /** The cards that stay in the list whatever its filter (pinned-cards.ts). */
  pinned: ReadonlySet<number>
}

/**
 * Keeps the taps of one list. `refreshedAt`: when the list's data last came from the server (a card whose Undo has
 * run out leaves at the next refresh); a list that is not refreshed (a dialog's) passes 0 and keeps its taps.
 */
export function useStatusTaps(refreshedAt: number): StatusTaps {
  const [taps, setTaps] = useState<ReadonlyMap<number, StatusTap>>(new Map())
  const [now, setNow] = useState(() => Date.now())

  // Wakes when the next Undo runs out, so its button goes and the card may leave at the next refresh.
  useEffect(() => {
    const ends = [...taps.values()].map((tap) => tap.at + UNDO_MS).filter((end) => end > now)
    if (ends.length === 0) return
    const timer = setTimeout(() => setNow(Date.now()), Math.min(...ends) - now)
    return () => clearTimeout(timer)
  }, [taps, now])

  const pinned = useMemo(() => pinnedIds(taps.values(), now, refreshedAt), [taps, now, refreshedAt])

  // An answer may come after later renders: it reads the list's last refresh from here, not from its tap's render.
  const lastRefresh = useRef(refreshedAt)
  useEffect(() => {
    lastRefresh.current = refreshedAt
  }, [refreshedAt])

  // A new tap forgets the taps of cards no longer pinned: their cards say nothing more.
  const record = useCallback((tap: StatusTap) => {
    setNow(tap.at)
    setTaps((old) => {
      const kept = pinnedIds(old.values(), tap.at, lastRefresh.current)
      return new Map([...old].filter(([id]) => kept.has(id))).set(tap.id, tap)
    })
  }, [])
  const tapOf = useCallback((id: number) => (pinned.has(id) ? taps.get(id) : undefined), [taps, pinned])
  return { tapOf, record, now, pinned }
}
