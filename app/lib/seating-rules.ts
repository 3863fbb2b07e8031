/**
 * The venue's seating rules (one row, seating_rules): the booking grid, how long a party stays by its size, pacing
 * (new covers per interval), how late guests may change their own booking and how long the host waits for a late party. Pure: no database.
 */
import { plural } from './plural'

/** Parties of up to `maxGuests` stay `minutes`. */
export interface StayRule {
  maxGuests: number
  minutes: number
}

export interface SeatingRulesJson {
  /** The booking grid: a start every 15 or 30 minutes from opening. */
  slotMinutes: 15 | 30
  /** Sorted by maxGuests; the last covers 20 (the largest online party). */
  stays: StayRule[]
  /** At most this many new covers may start in one interval of the grid; null: no limit. */
  maxCoversPerSlot: number | null
  /** Guests may change or cancel their own booking until this many minutes before it starts. */
  guestChangeCutoffMinutes: number
  /** The host stand waits this many minutes after a booking's time before it calls the booking a no-show. */
  noShowGraceMinutes: number
}

/** The first rules: a start every half hour, two hours for every party, no pacing (every answer as before them). */
export const DEFAULT_SEATING_RULES: SeatingRulesJson = {
  slotMinutes: 30,
  stays: [{ maxGuests: 20, minutes: 120 }],
  maxCoversPerSlot: null,
  guestChangeCutoffMinutes: 120,
  noShowGraceMinutes: 15,
}

export const SLOT_MINUTE_CHOICES = [15, 30] as const
export const STAY_STEP_MINUTES = 15
export const MIN_STAY_MINUTES = 30
export const MAX_STAY_MINUTES = 360

function staysBySize(stays: readonly StayRule[]): StayRule[] {
  return [...stays].sort((a, b) => a.maxGuests - b.maxGuests)
}

/**
 * The stay for a party: the first rule (by maxGuests) with maxGuests >= guests; parties above every rule (group
 * requests up to 200) get the last rule's.
 */
export function stayMinutesFor(rules: Pick<SeatingRulesJson, 'stays'>, guests: number): number {
  const stays = staysBySize(rules.stays)
  const rule = stays.find((s) => s.maxGuests >= guests) ?? stays.at(-1)
  // Rules always hold at least one stay; an empty list falls back to the first rules' stay.
  return rule?.minutes ?? DEFAULT_SEATING_RULES.stays[0].minutes
}

/** 90 -> '1 hour 30 minutes', 120 -> '2 hours', 45 -> '45 minutes', 60 -> '1 hour'. */
export function formatStay(minutes: number): string {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  const parts = [hours > 0 ? plural(hours, 'hour') : '', rest > 0 || hours === 0 ? plural(rest, 'minute') : '']
  return parts.filter(Boolean).join(' ')
}

/** True when every party gets the same stay (one rule, or all rules equal). */
export function hasOneStay(rules: Pick<SeatingRulesJson, 'stays'>): boolean {
  return rules.stays.every((s) => s.minutes === rules.stays[0].minutes)
}

/**
 * The booking form's note on how long a table is held: the specification's words for one stay for everyone ('a 2-hour
 * dining period'; 'a 90-minute dining period'), or that it depends on the party when stays differ.
 */
export function diningPeriodNote(rules: Pick<SeatingRulesJson, 'stays'>): string {
  const stayLonger = 'Guests are welcome to stay longer if there are no other reservations.'
  if (!hasOneStay(rules)) return `Table reservations are for a dining period that depends on your party's size (shown under the time). ${stayLonger}`
  const minutes = stayMinutesFor(rules, 1)
  const period = minutes % 60 === 0 ? `${minutes / 60}-hour` : `${minutes}-minute`
  return `Table reservations are for a ${period} dining period. ${stayLonger}`
}
