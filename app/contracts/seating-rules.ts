/** The seating rules: GET /api/seating-rules (public), PUT /api/seating-rules (staff). */

// The shape is the rules' own (app/lib/seating-rules.ts): the contract names it for clients.
import { MAX_GUESTS } from '~/lib/constants'
import { MAX_STAY_MINUTES, MIN_STAY_MINUTES, type SeatingRulesJson } from '~/lib/seating-rules'
import type { AffectedBookingJson } from './opening-hours'

export type { SeatingRulesJson, StayRule } from '~/lib/seating-rules'
export { DEFAULT_SEATING_RULES } from '~/lib/seating-rules'

export const MAX_COVERS_PER_SLOT = 500
/** One week. */
export const MAX_GUEST_CHANGE_CUTOFF_MINUTES = 10_080
export const MAX_NO_SHOW_GRACE_MINUTES = 120

export const seatingRulesMessages = {
  slotMinutes: 'Interval must be 15 or 30 minutes',
  stays: 'Stays must be a list with at least one party size',
  stayGuests: `Each stay needs a party size from 1 to ${MAX_GUESTS} guests`,
  stayMinutes: `Each stay must be ${MIN_STAY_MINUTES} to ${MAX_STAY_MINUTES} minutes, in steps of 15`,
  stayOrder: 'Party sizes must go up from one stay to the next',
  lastStay: `The last stay must be for parties of up to ${MAX_GUESTS} guests`,
  maxCoversPerSlot: `Pacing must be empty (no limit) or a whole number of covers from 1 to ${MAX_COVERS_PER_SLOT}`,
  guestChangeCutoffMinutes: `Change cut-off must be a whole number of minutes from 0 to ${MAX_GUEST_CHANGE_CUTOFF_MINUTES} (one week)`,
  noShowGraceMinutes: `Grace period must be a whole number of minutes from 0 to ${MAX_NO_SHOW_GRACE_MINUTES}`,
} as const

/** 200 to PUT /api/seating-rules: the rules as saved, and the bookings staff should contact (none is cancelled). */
export interface SavedSeatingRulesJson extends SeatingRulesJson {
  affectedBookings: AffectedBookingJson[]
}

/** A save invalidates `seatingRulesKeys.all` (and the availability of every day). */
export const seatingRulesKeys = { all: ['seating-rules'] as const }
export const seatingRulesPaths = { rules: '/api/seating-rules' }
