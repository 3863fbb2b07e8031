/** Places in the waitlist (issue 31), pure: 1-based among the same day's and kind's parties still in line. */

/** The statuses of a party still in line (as the contract's IN_LINE_STATUSES; lib does not read contracts). */
const IN_LINE = ['waiting', 'offered', 'notified']

export interface LineEntry {
  id: number
  kind: string
  status: string
  /** Joining order: earlier first (ties by id). */
  joinedAt: Date
}

export function isInLine(status: string): boolean {
  return IN_LINE.includes(status)
}

/** Joining order: by joining time, then id. */
export function byJoining(a: LineEntry, b: LineEntry): number {
  return a.joinedAt.getTime() - b.joinedAt.getTime() || a.id - b.id
}

/** Each entry's place (id -> position), null for parties out of line. */
export function linePositions(entries: readonly LineEntry[]): Map<number, number | null> {
  const positions = new Map<number, number | null>()
  const counters = new Map<string, number>()
  for (const entry of [...entries].sort(byJoining)) {
    if (!isInLine(entry.status)) {
      positions.set(entry.id, null)
      continue
    }
    const place = (counters.get(entry.kind) ?? 0) + 1
    counters.set(entry.kind, place)
    positions.set(entry.id, place)
  }
  return positions
}
