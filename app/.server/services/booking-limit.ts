/**
 * The per-address limit on new online bookings: a stranger cannot take every table of an evening by flooding the
 * booking form. Counted per hash of the client's address over the last hour, inside the booking's transaction, so
 * only bookings really made count and parallel requests from one address are counted one at a time.
 */
import { and, count, eq, gt, lt, min, sql } from 'drizzle-orm'
import { plural } from '~/lib/plural'
import type { Database } from '../db/client'
import { guestBookingEvents } from '../db/schema'
import { TooManyRequestsError } from './errors'

const WINDOW_MS = 60 * 60 * 1000
/** Advisory lock namespace: one lock per client while its bookings are counted (see booking-locks.ts). */
const BOOKING_CLIENT_LOCK_NAMESPACE = 7_261_005

export interface BookingLimit {
  /** A hash of the client's address. */
  clientKey: string
  /** Bookings allowed per hour (BOOKINGS_PER_ADDRESS_PER_HOUR); 0 means no limit. */
  perHour: number
}

export function bookingLimitMessage(minutes: number): string {
  return `You have made several bookings in a short time. Please try again in ${plural(minutes, 'minute')}, or call us and we will gladly book for you.`
}

/** Refuses (TooManyRequestsError) when the client has used up its bookings of the last hour; else counts this one. */
export async function countGuestBooking(tx: Database, limit: BookingLimit, now: Date): Promise<void> {
  if (limit.perHour === 0) return
  await tx.execute(sql`select pg_advisory_xact_lock(${BOOKING_CLIENT_LOCK_NAMESPACE}, hashtext(${limit.clientKey}))`)
  const [recent] = await tx
    .select({ n: count(), oldest: min(guestBookingEvents.createdAt) })
    .from(guestBookingEvents)
    .where(and(eq(guestBookingEvents.clientKey, limit.clientKey), gt(guestBookingEvents.createdAt, new Date(now.getTime() - WINDOW_MS))))
  if (Number(recent.n) >= limit.perHour && recent.oldest) {
    const waitSeconds = Math.max(1, Math.ceil((recent.oldest.getTime() + WINDOW_MS - now.getTime()) / 1000))
    throw new TooManyRequestsError(bookingLimitMessage(Math.ceil(waitSeconds / 60)), waitSeconds)
  }
  await tx.insert(guestBookingEvents).values({ clientKey: limit.clientKey, createdAt: now })
}

/** Deletes what no longer counts (older than the hour). Returns how many rows went. */
export async function purgeGuestBookingEvents(db: Database, now = new Date()): Promise<number> {
  const gone = await db
    .delete(guestBookingEvents)
    .where(lt(guestBookingEvents.createdAt, new Date(now.getTime() - WINDOW_MS)))
    .returning({ id: guestBookingEvents.id })
  return gone.length
}
