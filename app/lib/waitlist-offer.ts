/**
 * Who gets the next waitlist offer, and at which start (issue 31), pure: the online guests still waiting, in joining
 * order; the first whose party fits at some start of their window gets the earliest such start. One offer at a time:
 * the caller holds the seats (a reservation 'offered') and asks again with them held.
 */
export interface WaitingGuest {
  id: number
  guests: number
  /** Their window as minutes of the venue day (after midnight is past 1440), both ends included. */
  from: number
  to: number
}

export interface NextOffer<T extends WaitingGuest> {
  entry: T
  start: number
}

/** The bookable starts (minutes of the day, ascending) that lie inside the guest's window and not before `earliest`. */
export function startsInWindow(starts: readonly number[], guest: Pick<WaitingGuest, 'from' | 'to'>, earliest: number): number[] {
  return starts.filter((start) => start >= guest.from && start <= guest.to && start >= earliest)
}

/**
 * The first guest in line (the entries' order) with a start where `fits` says their party can be seated, and the
 * earliest such start; null when nobody waiting fits anywhere in their window.
 */
export function nextOffer<T extends WaitingGuest>(
  line: readonly T[],
  startsFor: (entry: T) => readonly number[],
  fits: (entry: T, start: number) => boolean,
): NextOffer<T> | null {
  for (const entry of line) {
    const start = startsFor(entry).find((candidate) => fits(entry, candidate))
    if (start !== undefined) return { entry, start }
  }
  return null
}

/** True when every start of the guest's window is already before `earliest` (their wait is over: expired). */
export function windowPassed(guest: Pick<WaitingGuest, 'to'>, earliest: number): boolean {
  return guest.to < earliest
}
