import type { AffectedBookingJson } from '~/contracts/opening-hours'
import type { SeatingRulesJson } from '~/contracts/seating-rules'
import { seatingRulesInputSchema } from '~/contracts/seating-rules.schemas'
import type { AffectedBooking } from '~/contracts/tables'
import type { ErrorDetail } from '~/contracts/errors'
import { MAX_GUESTS } from '~/lib/constants'
import { DEFAULT_SEATING_RULES, MAX_STAY_MINUTES, MIN_STAY_MINUTES, STAY_STEP_MINUTES } from '~/lib/seating-rules'

export type CutoffUnit = 'minutes' | 'hours'

/** One row of 'stays by party size': 'up to N guests: M minutes', as typed (the last row is always up to 20). */
export interface StayRowValues {
  maxGuests: string
  minutes: string
}

/** What the Booking rules card holds: the numbers as typed. */
export interface SeatingRulesFormValues {
  slotMinutes: string
  stays: StayRowValues[]
  /** '' is no pacing limit. */
  maxCoversPerSlot: string
  cutoff: string
  cutoffUnit: CutoffUnit
  /** Minutes the host waits for a late party before a no-show. */
  noShowGrace: string
}

/** A field of the form by the API's path ('stays.1.maxGuests', 'guestChangeCutoffMinutes'), or 'form'. */
export type SeatingRulesFormErrors = Record<string, string>

/** The stays staff can choose: 30 minutes to 6 hours, every quarter hour. */
export const STAY_CHOICES: number[] = Array.from(
  { length: (MAX_STAY_MINUTES - MIN_STAY_MINUTES) / STAY_STEP_MINUTES + 1 },
  (_, i) => MIN_STAY_MINUTES + i * STAY_STEP_MINUTES,
)

export function rulesToFormValues(rules: SeatingRulesJson): SeatingRulesFormValues {
  const inHours = rules.guestChangeCutoffMinutes > 0 && rules.guestChangeCutoffMinutes % 60 === 0
  return {
    slotMinutes: String(rules.slotMinutes),
    stays: rules.stays.map((stay) => ({ maxGuests: String(stay.maxGuests), minutes: String(stay.minutes) })),
    maxCoversPerSlot: rules.maxCoversPerSlot === null ? '' : String(rules.maxCoversPerSlot),
    cutoff: String(inHours ? rules.guestChangeCutoffMinutes / 60 : rules.guestChangeCutoffMinutes),
    cutoffUnit: inHours ? 'hours' : 'minutes',
    noShowGrace: String(rules.noShowGraceMinutes),
  }
}

/** Digits only; anything else (blank, '3.5', '4 guests') is not a whole number and fails the schema. */
function wholeNumber(text: string): number {
  const trimmed = text.trim()
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN
}

/**
 * Adds a row before the last (which stays 'up to 20 guests'): for parties one larger than the row before it, or half
 * the last's size for the first, with the last row's stay.
 */
export function addStayRow(values: SeatingRulesFormValues): SeatingRulesFormValues {
  const last = values.stays[values.stays.length - 1]
  const before = values.stays.length > 1 ? wholeNumber(values.stays[values.stays.length - 2].maxGuests) : Number.NaN
  const size = Number.isNaN(before) ? MAX_GUESTS / 2 : Math.min(before + 1, MAX_GUESTS - 1)
  const row = { maxGuests: String(size), minutes: last.minutes }
  return { ...values, stays: [...values.stays.slice(0, -1), row, last] }
}

/** Removes a row (never the last, 'up to 20 guests'). */
export function removeStayRow(values: SeatingRulesFormValues, index: number): SeatingRulesFormValues {
  if (index >= values.stays.length - 1) return values
  return { ...values, stays: values.stays.filter((_, i) => i !== index) }
}

/** The API's own field errors, by path: the first message of each field. */
export function errorsByField(details: readonly ErrorDetail[]): SeatingRulesFormErrors {
  const errors: SeatingRulesFormErrors = {}
  for (const { path, message } of details) errors[path || 'form'] ??= message
  return errors
}

export type SeatingRulesFormResult = { ok: true; input: SeatingRulesJson } | { ok: false; errors: SeatingRulesFormErrors }

/** The card's values checked with the API's schema: the rules to send, or the field errors to show (nothing sent). */
export function parseSeatingRulesForm(values: SeatingRulesFormValues): SeatingRulesFormResult {
  const cutoff = wholeNumber(values.cutoff)
  const parsed = seatingRulesInputSchema.safeParse({
    slotMinutes: wholeNumber(values.slotMinutes),
    // The last row is for the largest online party whatever it holds.
    stays: values.stays.map((stay, i) => ({
      maxGuests: i === values.stays.length - 1 ? MAX_GUESTS : wholeNumber(stay.maxGuests),
      minutes: wholeNumber(stay.minutes),
    })),
    maxCoversPerSlot: values.maxCoversPerSlot.trim() === '' ? null : wholeNumber(values.maxCoversPerSlot),
    guestChangeCutoffMinutes: values.cutoffUnit === 'hours' ? cutoff * 60 : cutoff,
    noShowGraceMinutes: wholeNumber(values.noShowGrace),
  })
  // The form always sends a grace period: a parsed one is a number.
  if (parsed.success) return { ok: true, input: { ...parsed.data, noShowGraceMinutes: parsed.data.noShowGraceMinutes ?? DEFAULT_SEATING_RULES.noShowGraceMinutes } }
  return { ok: false, errors: errorsByField(parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))) }
}

/** The bookings of a save, grouped by why they no longer fit (in the order first met), as the tables page lists them. */
export function affectedByReason(bookings: readonly AffectedBookingJson[]): Array<{ reason: string; bookings: AffectedBooking[] }> {
  const groups = new Map<string, AffectedBooking[]>()
  for (const { reason, id, reference, name, date, time, guests, status } of bookings) {
    const group = groups.get(reason) ?? []
    group.push({ id, reference, name, date, time, guests, status, tableNumber: null })
    groups.set(reason, group)
  }
  return [...groups].map(([reason, list]) => ({ reason, bookings: list }))
}
