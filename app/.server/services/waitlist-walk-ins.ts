/** The host stand's side of the waitlist (issue 31): add a walk-in, mark it notified or left, seat it at a table. */
import { and, eq, inArray } from 'drizzle-orm'
import type { StaffCreatedReservationJson } from '~/contracts/reservations'
import { IN_LINE_STATUSES, type WalkInJoinedJson } from '~/contracts/waitlist'
import { waitlistMessages, type WaitlistPatch, type WalkInInput } from '~/contracts/waitlist.schemas'
import { minutesSinceDayStart, QUARTER_MINUTES, timeOfMinute } from '~/lib/bookable-times'
import type { VenueClock } from '~/lib/venue-clock'
import { linePositions } from '~/lib/waitlist-line'
import { nameActor } from '../db/actor'
import type { Database } from '../db/client'
import { waitlistEntries } from '../db/schema'
import type { MailContext } from './booking-emails'
import { hashToken, newManageToken } from './booking-tokens'
import { ConflictError, InputError, NotFoundError } from './errors'
import { createReservation } from './new-booking'
import { updateReservationStatus } from './reservation-changes'
import { currentServiceDay, dayRows, statusPathOf, toEntryJson, walkInQuotes } from './waitlist-entries'

export { currentServiceDay }
import { queueWaitlistEmail } from './waitlist-emails'
import { offerBeforeRead, type OfferSettings, releaseOffer } from './waitlist-offers'
import { withBookingLocks } from './booking-locks'
import type { WaitlistEntryJson } from '~/contracts/waitlist'

export const WAITLIST_ENTRY_NOT_FOUND = 'Waitlist entry not found'


/** Adds a walk-in to tonight's line: its place, quoted wait and private page. */
export async function addWalkIn(db: Database, clock: VenueClock, input: WalkInInput, actor: string, mail: MailContext): Promise<WalkInJoinedJson> {
  const date = await currentServiceDay(db, clock)
  const token = newManageToken()
  const language = input.language ?? 'en'
  const row = await db.transaction(async (tx) => {
    await nameActor(tx as unknown as Database, actor)
    const [inserted] = await tx
      .insert(waitlistEntries)
      .values({
        date,
        kind: 'walk-in',
        name: input.name,
        guests: input.guests,
        seatingPreference: input.seatingPreference,
        phone: input.phone ?? null,
        email: input.email ?? null,
        note: input.note ?? null,
        tokenHash: hashToken(token),
        language,
        joinedAt: clock.read().instant,
      })
      .returning()
    await queueWaitlistEmail(tx as unknown as Database, 'waitlist-joined', inserted, mail, { token })
    return inserted
  })
  const rows = await dayRows(db, date, 'walk-in')
  const quotes = await walkInQuotes(db, clock.read(), date, rows)
  return {
    id: row.id,
    position: linePositions(rows).get(row.id) ?? 1,
    quotedMinutes: quotes.get(row.id) ?? null,
    statusPath: statusPathOf(language, token),
  }
}

async function entryOf(db: Database, id: number) {
  const [row] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id))
  if (!row) throw new NotFoundError(WAITLIST_ENTRY_NOT_FOUND)
  return row
}

/**
 * Marks a party still in line: notified (their table is ready) or left (an online guest's live offer too: its hold is
 * let go and its seats pass on). Answers the entry as staff read it.
 */
export async function markEntry(db: Database, clock: VenueClock, id: number, status: 'notified' | 'left', actor: string, settings: OfferSettings): Promise<WaitlistEntryJson> {
  const row = await entryOf(db, id)
  if (status === 'notified' && row.kind !== 'walk-in') throw InputError.field('status', waitlistMessages.onlineNotSeated)
  const from = status === 'left' ? [...IN_LINE_STATUSES] : ['waiting', 'notified']
  const { updated, released } = await withBookingLocks(db, [row.date], actor, async (tx) => {
    const rows = await tx
      .update(waitlistEntries)
      .set({ status, updatedAt: clock.read().instant })
      .where(and(eq(waitlistEntries.id, id), inArray(waitlistEntries.status, from)))
      .returning()
    // "Your table is ready": told again on every Notify (the host may tap it twice when the guest does not come).
    if (rows[0] && status === 'notified' && settings.mail) await queueWaitlistEmail(tx, 'waitlist-ready', rows[0], settings.mail)
    const hold = status === 'left' ? (rows[0]?.offerReservationId ?? null) : null
    await releaseOffer(tx, hold)
    return { updated: rows, released: hold !== null }
  })
  if (updated.length === 0) throw new ConflictError(waitlistMessages.notInLine)
  if (released) await offerBeforeRead(db, clock, row.date, settings)
  const rows = await dayRows(db, row.date, row.kind as 'walk-in' | 'online')
  return toEntryJson(updated[0], linePositions(rows).get(id) ?? null, null)
}

/**
 * Seats a walk-in from the line: a walk-in booking now, at the table staff chose (else the smallest free one that fits),
 * under the usual walk-in rules (a refusal answers as the walk-in booking does); the entry becomes seated.
 */
export async function seatEntry(
  db: Database,
  clock: VenueClock,
  id: number,
  seat: Extract<WaitlistPatch, { seat: unknown }>['seat'],
  staff: { username: string },
  mail: MailContext,
): Promise<StaffCreatedReservationJson> {
  const row = await entryOf(db, id)
  if (row.kind !== 'walk-in') throw InputError.field('seat', waitlistMessages.onlineNotSeated)
  if (!(IN_LINE_STATUSES as readonly string[]).includes(row.status)) throw new ConflictError(waitlistMessages.notInLine)
  const nowMinute = minutesSinceDayStart(row.date, clock.read())
  const created = await createReservation(
    db,
    clock,
    {
      name: row.name,
      email: row.email ?? undefined,
      phone: row.phone ?? undefined,
      date: row.date,
      time: timeOfMinute(nowMinute - (((nowMinute % QUARTER_MINUTES) + QUARTER_MINUTES) % QUARTER_MINUTES)),
      guests: row.guests,
      seatingPreference: row.seatingPreference as 'table' | 'bar',
      notes: row.note ?? undefined,
      language: row.language as 'en',
      source: 'walk-in',
      tableNumber: seat.tableNumber ?? undefined,
    },
    { staff, mail },
  )
  const seated = await db.transaction(async (tx) => {
    await nameActor(tx as unknown as Database, staff.username)
    return tx
      .update(waitlistEntries)
      .set({ status: 'seated', reservationId: created.id, updatedAt: new Date() })
      .where(and(eq(waitlistEntries.id, id), inArray(waitlistEntries.status, [...IN_LINE_STATUSES])))
      .returning({ id: waitlistEntries.id })
  })
  if (seated.length === 0) {
    // Seated meanwhile from another tablet (or a double tap), or marked left: the booking just made is one too many.
    await updateReservationStatus(db, created.id, { status: 'cancelled', notifyGuest: false }, { actor: staff.username, mail })
    throw new ConflictError(waitlistMessages.notInLine)
  }
  return created
}
