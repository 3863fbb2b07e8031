/**
 * The waitlist's contract: walk-ins waiting at the door (staff add them) and online guests waiting for a full time
 * (they join from the booking form). POST /api/waitlist, GET /api/waitlist?date=, PATCH /api/waitlist/:id,
 * GET /api/waitlist/status/:token, POST /api/waitlist/status/:token/leave, POST /api/waitlist/status/:token/accept.
 */
import type { SeatingPreference } from '~/lib/constants'

export const WAITLIST_KINDS = ['walk-in', 'online'] as const
export type WaitlistKind = (typeof WAITLIST_KINDS)[number]

/**
 * waiting: in line. offered: an online guest holds freed seats until `offerExpiresAt` (accept books them).
 * notified: the host told a walk-in their table is ready. seated: a booking was made for them. left: they left the line
 * (or declined an offer). expired: the day or their window passed.
 */
export const WAITLIST_STATUSES = ['waiting', 'offered', 'notified', 'seated', 'left', 'expired'] as const
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number]

/** The longest window an online guest may wait for (the server refuses longer; the join form says so first). */
export const MAX_WINDOW_MINUTES = 240

/** Statuses of a party still in line (they have a position). */
export const IN_LINE_STATUSES = ['waiting', 'offered', 'notified'] as const satisfies readonly WaitlistStatus[]

/** One entry as staff see it (GET /api/waitlist?date= answers them in line order). */
export interface WaitlistEntryJson {
  id: number
  kind: WaitlistKind
  /** The venue day the party waits for ('YYYY-MM-DD'). */
  date: string
  name: string
  guests: number
  seatingPreference: SeatingPreference
  phone: string | null
  email: string | null
  note: string | null
  /** An online guest's window of starts ('HH:mm', the venue's clock); null for walk-ins. */
  from: string | null
  to: string | null
  /** When they joined (ISO instant). */
  joinedAt: string
  status: WaitlistStatus
  /** 1-based place among the same day's and kind's parties still in line, in joining order; null once out of line. */
  position: number | null
  /** A walk-in's estimated wait from now, in minutes, from the floor; null for online entries and once out of line. */
  quotedMinutes: number | null
  /** While `offered`: when the held seats are released (ISO instant); else null. */
  offerExpiresAt: string | null
  /** The booking made for them (seated, or an accepted offer); else null. */
  reservationId: number | null
}

/** POST /api/waitlist answers staff (a walk-in). */
export interface WalkInJoinedJson {
  id: number
  position: number
  quotedMinutes: number | null
  /** The guest's private page ('/waitlist/<token>', under the language's prefix for another language). */
  statusPath: string
}

/** POST /api/waitlist answers the public (an online guest). */
export interface OnlineJoinedJson {
  id: number
  position: number
  statusPath: string
}

/** GET /api/waitlist/status/:token: what the guest sees (nothing of other guests). */
export interface WaitlistStatusJson {
  position: number | null
  quotedMinutes: number | null
  status: WaitlistStatus
  offerExpiresAt?: string
  /** Shown on the guest's page so they know which line they are in. */
  kind: WaitlistKind
  date: string
  guests: number
  seatingPreference: SeatingPreference
  from: string | null
  to: string | null
  /** While offered: the held start ('HH:mm'). */
  offerTime?: string
  /** Once their offer was accepted: the booking's private page. */
  managePath?: string
}

/** One answer for every token that opens no entry, malformed or unknown alike. */
export const WAITLIST_NOT_FOUND_MESSAGE = 'We could not find your place in line. Please check your link.'
