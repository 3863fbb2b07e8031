/** Guests' self-service: the booking behind a private token, and cancelling it (changing it: guest-changes.ts). */
import { timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { BOOKING_NOT_FOUND_MESSAGE, type ConfirmationEmailState, type GuestBookingChangedJson, type GuestBookingJson } from '~/contracts/bookings'
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
import { readSeatingRules } from './seating-rules-read'

type ReservationRow = typeof reservations.$inferSelect

/** The booking's start as an instant (venue time). */
export function startInstant(row: ReservationRow, timeZone: string): Date {
  return venueDateTime(startDateOf(row), row.time, timeZone)
}

/** The last moment the guest may change the booking online: its start less the seating rules' cut-off. */
export function changeDeadline(row: ReservationRow, timeZone: string, cutoffMinutes: number): Date {
  return new Date(startInstant(row, timeZone).getTime() - cutoffMinutes * 60_000)
}

/** True while the guest may change the booking online: pending or confirmed, and before the cut-off. */
export function isChangeable(row: ReservationRow, clock: VenueClock, cutoffMinutes: number): boolean {
  return isExpected(row.status) && clock.read().instant < changeDeadline(row, clock.timeZone, cutoffMinutes)
}

/**
 * The one serializer of what a guest sees of their own booking. `cutoffMinutes`: the seating rules' guest change
 * cut-off (guestChangeCutoffMinutes).
 */
export function toGuestBookingJson(
  row: ReservationRow,
  clock: VenueClock,
  confirmationEmail: ConfirmationEmailState,
  cutoffMinutes: number,
): GuestBookingJson {
  const startsAt = startInstant(row, clock.timeZone)
  return {
    ...guestVisibleFields(row),
    startsAt: startsAt.toISOString(),
    canCancel: (isExpected(row.status) || row.status === 'requested') && clock.read().instant < startsAt,
    canChange: isChangeable(row, clock, cutoffMinutes),
    changeUntil: changeDeadline(row, clock.timeZone, cutoffMinutes).toISOString(),
    confirmationEmail,
  }
}

/** The guest's view of a booking just read or written in `db` (a transaction too). */
export async function guestBookingAnswer(db: Database, clock: VenueClock, row: ReservationRow, mailServer: boolean): Promise<GuestBookingJson> {
  const rules = await readSeatingRules(db)
  return toGuestBookingJson(row, clock, await confirmationEmailState(db, row.id, mailServer), rules.guestChangeCutoffMinutes)
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
  return guestBookingAnswer(db, clock, await findByToken(db, token), mailServer)
}

/**
 * The guest cancels their booking: allowed until its start (venue time); frees its seats, and writes the guest's
 * cancellation e-mail. Cancelling twice answers the cancelled booking again.
 */
export async function cancelGuestBooking(db: Database, clock: VenueClock, token: string, mail: MailContext): Promise<GuestBookingChangedJson> {
  const found = await findByToken(db, token)
  return withBookingLocks(db, [found.date], GUEST_ACTOR, async (tx) => {
    const [row] = await tx.select().from(reservations).where(eq(reservations.id, found.id))
    if (row.status === 'cancelled') return { ...(await guestBookingAnswer(tx, clock, row, mail.mailServer)), changeEmail: 'none' }
    // A group request may be withdrawn too, until its start.
    if (!isExpected(row.status) && row.status !== 'requested') throw new ConflictError('This booking has already taken place and cannot be cancelled.')
    if (clock.read().instant >= startInstant(row, clock.timeZone)) {
      throw new ConflictError(
        `This booking started at ${describeStart(row.date, row.time)} and can no longer be cancelled online. Please contact us.`,
      )
    }
    const [updated] = await tx.update(reservations).set({ status: 'cancelled' }).where(eq(reservations.id, row.id)).returning()
    const changeEmail = await queueGuestCancellationEmail(tx, updated, token, mail)
    return { ...(await guestBookingAnswer(tx, clock, updated, mail.mailServer)), changeEmail }
  })
}
