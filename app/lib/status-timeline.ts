/**
 * The first screen's wording as a page carries it: worded on the server (venue-status.ts) where it changes, so the
 * browser needs no hours or date code, only the entry for its clock.
 */

export interface VenueStatus {
  /** 'Open today 11:00-23:00', 'Closed today (Private event)', 'Open now until 02:00', 'Closed now, open tomorrow 11:00-23:00'. */
  hours: string
  /** 'Happy hour now until 19:00', 'Happy hour from 16:00', 'Happy hour tomorrow from 16:00', or null (none while open). */
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
