/**
 * The same guest booking twice at once (app/lib/duplicate-booking.ts): refused for guests, a warning staff may
 * override. Decided under the day's booking locks, so two bookings sent together cannot both pass.
 */
import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm'
import { DUPLICATE_BOOKING, type DuplicateBookingBody } from '~/contracts/reservations'
import { describeStart } from '~/lib/date-wording'
import { findDuplicate, type StayOfGuest } from '~/lib/duplicate-booking'
import { HOLDING_STATUSES } from '~/lib/reservation-status'
import type { Database } from '../db/client'
import { reservations } from '../db/schema'
import { rowTiming } from './booking-rules'
import { ConflictError } from './errors'

type ReservationRow = typeof reservations.$inferSelect

/** Who is asking: a guest is refused with the booking's time and reference only; staff also see whose it is. */
export type DuplicateAsker = 'guest' | 'staff'

/** Refuses `wanted` (a new booking, or booking `exceptId` changed) when the same guest already holds one then. */
export async function refuseDuplicate(tx: Database, wanted: StayOfGuest, asker: DuplicateAsker, exceptId?: number): Promise<void> {
  if (!wanted.email?.trim() && !wanted.phone) return
  const sameDay = await tx
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.date, wanted.date),
        inArray(reservations.status, [...HOLDING_STATUSES]),
        or(isNotNull(reservations.email), isNotNull(reservations.phone)),
        exceptId === undefined ? undefined : sql`${reservations.id} <> ${exceptId}`,
      ),
    )
  const candidates = sameDay.map((row) => ({ ...row, ...rowTiming(row), row }))
  const duplicate = findDuplicate(wanted, candidates, exceptId)
  if (duplicate) throw duplicateError(duplicate.row, asker)
}

function duplicateError(row: ReservationRow, asker: DuplicateAsker): ConflictError<DuplicateBookingBody> {
  const when = describeStart(row.date, row.time)
  const reference = row.reference ? ` (reference ${row.reference})` : ''
  const existing = { reference: row.reference, date: row.date, time: row.time }
  if (asker === 'staff') {
    return new ConflictError<DuplicateBookingBody>(
      `${row.name} already has a booking at ${when}${reference}, ${row.status}. Record this one as well only if it is really a second party.`,
      { code: DUPLICATE_BOOKING, alternatives: [], existing: { ...existing, id: row.id, name: row.name } },
    )
  }
  return new ConflictError<DuplicateBookingBody>(
    `You already have a booking at ${when}${reference}. To change or cancel it, use the link in your confirmation e-mail.`,
    { code: DUPLICATE_BOOKING, alternatives: [], existing },
  )
}
