/** Guests' self-service: the booking behind a private token, and cancelling it. */
import { timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { BOOKING_NOT_FOUND_MESSAGE, type ConfirmationEmailState, type GuestBookingJson } from '~/contracts/bookings'
import { describeStart } from '~/lib/date-wording'
import type { VenueClock } from '~/lib/venue-clock'
import { venueDateTime } from '~/lib/venue-time'
import type { Database } from '../db/client'
import { reservations } from '../db/schema'
import { GUEST_ACTOR, withBookingLocks } from './booking-locks'
import { isExpected } from '~/lib/reservation-status'
import { hashToken, MANAGE_TOKEN_PATTERN } from './booking-tokens'
import { guestVisibleFields, startDateOf } from './reservation-json'
import { confirmationEmailState, type MailContext, queueGuestCancellationEmail } from './booking-emails'
import { ConflictError, NotFoundError } from './errors'

type ReservationRow = typeof reservations.$inferSelect

/** The one serializer of what a guest sees of their own booking. */
export function toGuestBookingJson(row: ReservationRow, clock: VenueClock, confirmationEmail: ConfirmationEmailState): GuestBookingJson {
  const startsAt = venueDateTime(startDateOf(row), row.time, clock.timeZone)
  return {
    ...guestVisibleFields(row),
    startsAt: startsAt.toISOString(),
    canCancel: isExpected(row.status) && clock.read().instant < startsAt,
    confirmationEmail,
  }
}

/**
 * The reservation behind a guest's token; NotFoundError otherwise. A malformed token costs the same work as a
 * well-formed one (hash, indexed lookup by hash, constant-time comparison), so timing tells nothing.
 */
export async function findByToken(db: Database, token: string): Promise<ReservationRow> {
  const wellFormed = MANAGE_TOKEN_PATTERN.test(token)
  const hash = hashToken(token)
  const [row] = await db.select().from(reservations).where(eq(reservations.manageTokenHash, hash))
  const same = row?.manageTokenHash ? timingSafeEqual(Buffer.from(row.manageTokenHash, 'hex'), Buffer.from(hash, 'hex')) : false
  if (!row || !same || !wellFormed) throw new NotFoundError(BOOKING_NOT_FOUND_MESSAGE)
  return row
}

/** The guest's booking; `mailServer`: whether e-mails are sent at all (SMTP_URL), for what it says of the confirmation. */
export async function findGuestBooking(db: Database, clock: VenueClock, token: string, mailServer: boolean): Promise<GuestBookingJson> {
  const row = await findByToken(db, token)
  return toGuestBookingJson(row, clock, await confirmationEmailState(db, row.id, mailServer))
}

/**
 * The guest cancels their booking: allowed until its start (venue time); frees its seats, and writes the guest's
 * cancellation e-mail. Cancelling twice answers the cancelled booking again.
 */
export async function cancelGuestBooking(db: Database, clock: VenueClock, token: string, mail: MailContext): Promise<GuestBookingJson> {
  const found = await findByToken(db, token)
  return withBookingLocks(db, [found.date], GUEST_ACTOR, async (tx) => {
    const [row] = await tx.select().from(reservations).where(eq(reservations.id, found.id))
    if (row.status === 'cancelled') return toGuestBookingJson(row, clock, await confirmationEmailState(tx, row.id, mail.mailServer))
    if (!isExpected(row.status)) throw new ConflictError('This booking has already taken place and cannot be cancelled.')
    if (clock.read().instant >= venueDateTime(startDateOf(row), row.time, clock.timeZone)) {
      throw new ConflictError(
        `This booking started at ${describeStart(row.date, row.time)} and can no longer be cancelled online. Please contact us.`,
      )
    }
    const [updated] = await tx.update(reservations).set({ status: 'cancelled' }).where(eq(reservations.id, row.id)).returning()
    await queueGuestCancellationEmail(tx, updated, token, mail)
    return toGuestBookingJson(updated, clock, await confirmationEmailState(tx, row.id, mail.mailServer))
  })
}
