/**
 * Group requests: a party larger than the venue seats online asks for a table. The request is a reservation with
 * status `requested` that holds nothing; staff give it tables and confirm it, or decline it with a message
 * (reservation-changes.ts). The guest follows it on their private page, like a booking.
 */
import { and, asc, eq, gte, sql } from 'drizzle-orm'
import type { CreatedGroupRequestJson } from '~/contracts/group-requests'
import type { GroupRequestInput } from '~/contracts/group-requests.schemas'
import type { ReservationJson } from '~/contracts/reservations'
import { QUARTER_MINUTES } from '~/lib/bookable-times'
import { DEFAULT_LANGUAGE } from '~/lib/languages'
import { bookingRefusal } from '~/lib/opening-hours'
import type { VenueClock } from '~/lib/venue-clock'
import type { Database } from '../db/client'
import { isUniqueViolation } from '../db/pg-errors'
import { reservations } from '../db/schema'
import { type MailContext, queueGroupRequestEmails } from './booking-emails'
import { readBookingDay, type BookingDay } from './booking-day'
import { GUEST_ACTOR, withBookingLocks } from './booking-locks'
import { type BookingLimit, countGuestBooking } from './booking-limit'
import { bookingTiming, refusePast } from './booking-rules'
import { hashToken, newManageToken, newReference } from './booking-tokens'
import { InputError } from './errors'
import { toReservationJson, withTableNumbers } from './reservation-json'

/**
 * Refuses a closed day, or a time outside the day's open span, in a booking's words (the field it concerns): a group
 * may ask for any quarter hour the venue is open, as staff will fit its stay.
 */
function refuseOutsideOpenSpan(day: BookingDay, time: string) {
  const refusal = bookingRefusal(day.hours, day.date, time, { slotMinutes: QUARTER_MINUTES, stayMinutes: QUARTER_MINUTES })
  if (refusal) throw InputError.field(day.day.closed ? 'date' : 'time', refusal)
}

/**
 * Stores a guest's group request under the booking locks: not in the past, within the day's hours, counted by the
 * per-address limit like an online booking. Its stay is the party's under the seating rules (the last rule's for a
 * party above every rule). Writes the guest's and the venue's e-mails.
 */
export async function createGroupRequest(
  db: Database,
  clock: VenueClock,
  input: GroupRequestInput,
  { limit, mail }: { limit: BookingLimit; mail: MailContext },
): Promise<CreatedGroupRequestJson> {
  const now = clock.read()
  const start = { date: input.date, time: input.time, source: 'online' as const }
  for (let attempt = 1; ; attempt++) {
    const manageToken = newManageToken()
    try {
      const row = await withBookingLocks(db, [input.date], GUEST_ACTOR, async (tx) => {
        const day = await readBookingDay(tx, input.date)
        const timing = bookingTiming(day, { ...start, guests: input.guests })
        refusePast(now, day, start, timing.start)
        refuseOutsideOpenSpan(day, input.time)
        await countGuestBooking(tx, limit, now.instant)
        const [inserted] = await tx
          .insert(reservations)
          .values({
            name: input.name,
            email: input.email,
            phone: input.phone ?? null,
            date: input.date,
            time: input.time,
            guests: input.guests,
            notes: input.notes ?? null,
            language: input.language ?? DEFAULT_LANGUAGE,
            seatingPreference: 'table',
            source: 'online',
            status: 'requested',
            startsAt: timing.startsAt,
            stayMinutes: timing.stay,
            reference: newReference(),
            manageTokenHash: hashToken(manageToken),
          })
          .returning()
        await queueGroupRequestEmails(tx, inserted, manageToken, mail)
        return inserted
      })
      return { reference: row.reference!, managePath: `/booking/${manageToken}`, status: 'requested' }
    } catch (error) {
      // A reference drawn twice: draw again.
      if (!isUniqueViolation(error, 'reservations_reference_unique') || attempt >= 5) throw error
    }
  }
}

/** The requests still waiting for staff's answer that start from `today` (venue date) on, soonest first. */
export async function openGroupRequests(db: Database, today: string): Promise<ReservationJson[]> {
  const rows = await db
    .select(withTableNumbers)
    .from(reservations)
    .where(and(eq(reservations.status, 'requested'), gte(reservations.startsAt, sql`${today}::timestamp`)))
    .orderBy(asc(reservations.startsAt), asc(reservations.id))
  return rows.map((r) => toReservationJson(r.row, r.tableNumbers))
}
