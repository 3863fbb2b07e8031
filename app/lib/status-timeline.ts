/**
 * The first screen's wording as a page carries it: worded on the server (venue-status.ts) where it changes, so the
 * browser needs no hours or date code, only the entry for its clock.
 */

export interface VenueStatus {
  /** 'Open today 11:00 AM to 11:00 PM', 'Closed today (Private event)', 'Open now until 2:00 AM', 'Closed now, open tomorrow 11:00 AM to midnight'. */
  hours: string
  /** 'Happy hour now until 7:00 PM', 'Happy hour from 4:00 PM', 'Happy hour tomorrow from 4:00 PM', or null (none while open). */
  happyHour: string | null
}

/** A wording and the instant (epoch ms) from which it holds. */
export interface StatusChange extends VenueStatus {
  from: number
}

/** The wording of a timeline at `instant` (epoch ms): its last entry from then or before (the first before it starts). */
export function statusAt(timeline: readonly StatusChange[], instant: number): VenueStatus | null {
  let found = timeline[0] ?? null
  for (const change of timeline) if (change.from <= instant) found = change
  return found && { hours: found.hours, happyHour: found.happyHour }
}
