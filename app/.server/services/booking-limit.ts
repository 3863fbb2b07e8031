/**
 * The per-address limits on new online bookings: a stranger cannot take every table of an evening by flooding the
 * booking form. Counted per hash of the client's address over the last hour and the last day, inside the booking's
 * transaction, so only bookings really made count and parallel requests from one address are counted one at a time.
 */
import { and, count, eq, gt, lt, min, sql } from 'drizzle-orm'
import { plural } from '~/lib/plural'
import type { Database } from '../db/client'
import { guestBookingEvents } from '../db/schema'
import { TooManyRequestsError } from './errors'

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS
/** Advisory lock namespace: one lock per client while its bookings are counted (see booking-locks.ts). */
const BOOKING_CLIENT_LOCK_NAMESPACE = 7_261_005

export interface BookingLimit {
  /** A hash of the client's address. */
  clientKey: string
  /** Bookings allowed per hour (BOOKINGS_PER_ADDRESS_PER_HOUR); 0 means no limit. */
  perHour: number
  /** Bookings allowed per 24 hours (BOOKINGS_PER_ADDRESS_PER_DAY); 0 means no limit. */
  perDay: number
}

export function bookingLimitMessage(minutes: number): string {
  return `You have made several bookings in a short time. Please try again in ${plural(minutes, 'minute')}, or call us and we will gladly book for you.`
}

export function dailyBookingLimitMessage(hours: number): string {
  return `You have made many bookings today. Please try again in ${plural(hours, 'hour')}, or call us and we will gladly book for you.`
}

/** Refuses when `allowed` bookings (not 0) were made in the window; the wait runs until the oldest leaves it. */
async function refuseWhenUsedUp(tx: Database, limit: BookingLimit, allowed: number, windowMs: number, now: Date, message: (seconds: number) => string) {
  if (allowed === 0) return
  const [recent] = await tx
    .select({ n: count(), oldest: min(guestBookingEvents.createdAt) })
    .from(guestBookingEvents)
    .where(and(eq(guestBookingEvents.clientKey, limit.clientKey), gt(guestBookingEvents.createdAt, new Date(now.getTime() - windowMs))))
  if (Number(recent.n) >= allowed && recent.oldest) {
    const waitSeconds = Math.max(1, Math.ceil((recent.oldest.getTime() + windowMs - now.getTime()) / 1000))
    throw new TooManyRequestsError(message(waitSeconds), waitSeconds)
  }
}

/** Refuses (TooManyRequestsError) when the client has used up its bookings of the last hour or day; else counts this one. */
export async function countGuestBooking(tx: Database, limit: BookingLimit, now: Date): Promise<void> {
  if (limit.perHour === 0 && limit.perDay === 0) return
  await tx.execute(sql`select pg_advisory_xact_lock(${BOOKING_CLIENT_LOCK_NAMESPACE}, hashtext(${limit.clientKey}))`)
  await refuseWhenUsedUp(tx, limit, limit.perDay, DAY_MS, now, (seconds) => dailyBookingLimitMessage(Math.ceil(seconds / 3600)))
  await refuseWhenUsedUp(tx, limit, limit.perHour, HOUR_MS, now, (seconds) => bookingLimitMessage(Math.ceil(seconds / 60)))
  await tx.insert(guestBookingEvents).values({ clientKey: limit.clientKey, createdAt: now })
}

/** Deletes what no longer counts (older than a day). Returns how many rows went. */
export async function purgeGuestBookingEvents(db: Database, now = new Date()): Promise<number> {
  const gone = await db
    .delete(guestBookingEvents)
    .where(lt(guestBookingEvents.createdAt, new Date(now.getTime() - DAY_MS)))
    .returning({ id: guestBookingEvents.id })
  return gone.length
}
