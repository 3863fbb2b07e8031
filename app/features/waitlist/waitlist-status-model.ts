import type { WaitlistStatusJson } from '~/contracts/waitlist'
import { isInLine } from '~/lib/waitlist-line'

/** The guest's page asks again this often while they are in line (the page changes within 5 s of the host's tap). */
export const STATUS_POLL_MS = 4_000

/**
 * The poll interval TanStack Query takes: while in line (or holding an offer) the page keeps asking; false stops it
 * (ended, or nothing read yet after a 404).
 */
export function pollInterval(entry: Pick<WaitlistStatusJson, 'status'> | undefined): number | false {
  return entry && !isInLine(entry.status) ? false : STATUS_POLL_MS
}

/** Whole seconds left of an offer's hold (0 once it has passed or when unreadable). */
export function secondsLeft(offerExpiresAt: string | undefined, now: number): number {
  const until = offerExpiresAt ? Date.parse(offerExpiresAt) : Number.NaN
  if (Number.isNaN(until)) return 0
  return Math.max(0, Math.ceil((until - now) / 1000))
}

/** 754 -> '12:34', 5 -> '0:05'. */
export function countdownText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds))
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`
}

/** Which estimate to show: a number of minutes, 'any moment' at 0, or 'we will tell you' when there is none. */
export type WaitEstimate = { kind: 'minutes'; minutes: number } | { kind: 'now' } | { kind: 'unknown' }

export function waitEstimate(quotedMinutes: number | null): WaitEstimate {
  if (quotedMinutes === null) return { kind: 'unknown' }
  return quotedMinutes <= 0 ? { kind: 'now' } : { kind: 'minutes', minutes: quotedMinutes }
}
