/** The guest's side of the waitlist (issue 31): their place behind the private token, leaving, accepting an offer. */
import { and, eq, sql } from 'drizzle-orm'
import type { CreatedReservationJson } from '~/contracts/reservations'
import { WAITLIST_NOT_FOUND_MESSAGE, type WaitlistStatus, type WaitlistStatusJson, type WaitlistKind } from '~/contracts/waitlist'
import { waitlistMessages } from '~/contracts/waitlist.schemas'
import type { SeatingPreference } from '~/lib/constants'
import { dayMinute, minutesSinceDayStart } from '~/lib/bookable-times'
import type { VenueClock } from '~/lib/venue-clock'
import { windowPassed } from '~/lib/waitlist-offer'
import { isInLine, linePositions } from '~/lib/waitlist-line'
import type { Database } from '../db/client'
import { emailOutbox, reservations, waitlistEntries } from '../db/schema'
import { type MailContext, queueNewBookingEmails } from './booking-emails'
import { GUEST_ACTOR, withBookingLocks } from './booking-locks'
import { readBookingDay } from './booking-day'
import { hashToken, MANAGE_TOKEN_PATTERN, newManageToken, newReference } from './booking-tokens'
import { ConflictError, NotFoundError } from './errors'
import { findWithTable, toCreatedGuestJson } from './reservation-json'
import { dayRows, expireWalkInsOfPastNights, walkInQuotes, type WaitlistRow } from './waitlist-entries'
import { offerBeforeRead, type OfferSettings, releaseOffer } from './waitlist-offers'

/** The entry the token opens; one 404 for every token that opens none, malformed or unknown alike. */
export async function entryByToken(db: Database, token: string): Promise<WaitlistRow> {
  if (!MANAGE_TOKEN_PATTERN.test(token)) throw new NotFoundError(WAITLIST_NOT_FOUND_MESSAGE)
  const [row] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.tokenHash, hashToken(token)))
  if (!row) throw new NotFoundError(WAITLIST_NOT_FOUND_MESSAGE)
  return row
}

function offerPast(row: WaitlistRow, now: Date): boolean {
  return row.status === 'offered' && row.offerExpiresAt !== null && row.offerExpiresAt <= now
}

/** True for an online guest still waiting whose window's last start has passed (they expire on this read). */
async function windowOver(db: Database, clock: VenueClock, row: WaitlistRow): Promise<boolean> {
  if (row.kind !== 'online' || row.status !== 'waiting' || row.windowTo === null) return false
  const to = dayMinute((await readBookingDay(db, row.date)).day, row.windowTo)
  return to !== null && windowPassed({ to }, minutesSinceDayStart(row.date, clock.read()) + 1)
}

/** What the guest sees: their place, wait and status (an offer past its time lapses first and passes on). */
export async function waitlistStatus(db: Database, clock: VenueClock, token: string, settings: OfferSettings): Promise<WaitlistStatusJson> {
  let row = await entryByToken(db, token)
  if (row.kind === 'walk-in' && isInLine(row.status as WaitlistStatus)) {
    await expireWalkInsOfPastNights(db, clock)
    row = await entryByToken(db, token)
  }
  if (offerPast(row, clock.read().instant) || (await windowOver(db, clock, row))) {
    await offerBeforeRead(db, clock, row.date, settings)
    row = await entryByToken(db, token)
  }
  return statusOfEntry(db, clock, row)
}

/**
 * What the guest sees of an entry as it is stored, changing nothing (the page's first HTML; its first request to
 * GET /api/waitlist/status/:token lapses an offer past its time).
 */
export async function statusOfEntry(db: Database, clock: VenueClock, row: WaitlistRow): Promise<WaitlistStatusJson> {
  const rows = await dayRows(db, row.date, row.kind as WaitlistKind)
  const quotes = row.kind === 'walk-in' ? await walkInQuotes(db, clock.read(), row.date, rows) : new Map<number, number | null>()
  const status = row.status as WaitlistStatus
  const answer: WaitlistStatusJson = {
    position: linePositions(rows).get(row.id) ?? null,
    quotedMinutes: isInLine(status) ? (quotes.get(row.id) ?? null) : null,
    status,
    kind: row.kind as WaitlistKind,
    date: row.date,
    guests: row.guests,
    seatingPreference: row.seatingPreference as SeatingPreference,
    from: row.windowFrom,
    to: row.windowTo,
  }
  if (status === 'seated' && row.kind === 'online' && row.reservationId !== null) {
    const token = await bookingTokenOf(db, row.reservationId)
    if (token) answer.managePath = `/booking/${token}`
  }
  if (status === 'offered' && row.offerExpiresAt && row.offerReservationId !== null) {
    const [hold] = await db.select({ time: reservations.time }).from(reservations).where(eq(reservations.id, row.offerReservationId))
    answer.offerExpiresAt = row.offerExpiresAt.toISOString()
    if (hold) answer.offerTime = hold.time
  }
  return answer
}

/**
 * The private token of the booking an accepted offer became: booking tokens are stored hashed, so it is read from the
 * confirmation e-mail written with it (none when that was never written, over the guest e-mail cap).
 */
async function bookingTokenOf(db: Database, reservationId: number): Promise<string | null> {
  const [mail] = await db
    .select({ token: sql<string | null>`${emailOutbox.content} ->> 'manageToken'` })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.reservationId, reservationId), eq(emailOutbox.kind, 'booking-confirmation')))
    .limit(1)
  return mail?.token ?? null
}

/** The guest leaves the line (declining a live offer: its seats pass to the next guest). */
export async function leaveLine(db: Database, clock: VenueClock, token: string, settings: OfferSettings): Promise<WaitlistStatusJson> {
  const row = await entryByToken(db, token)
  const released = await withBookingLocks(db, [row.date], GUEST_ACTOR, async (tx) => {
    const [entry] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, row.id))
    if (!isInLine(entry.status)) return false
    await tx.update(waitlistEntries).set({ status: 'left', updatedAt: clock.read().instant }).where(eq(waitlistEntries.id, row.id))
    if (entry.status !== 'offered') return false
    await releaseOffer(tx, entry.offerReservationId)
    return true
  })
  if (released) await offerBeforeRead(db, clock, row.date, settings)
  return waitlistStatus(db, clock, token, settings)
}

/**
 * The guest takes their offer while it holds: the hold becomes their confirmed booking (a private link, the
 * confirmation e-mail), answered as POST /api/reservations answers a guest. After it lapsed: 409.
 */
export async function acceptOffer(db: Database, clock: VenueClock, token: string, mail: MailContext, settings: OfferSettings): Promise<CreatedReservationJson> {
  const row = await entryByToken(db, token)
  const manageToken = newManageToken()
  const accepted = await withBookingLocks(db, [row.date], GUEST_ACTOR, async (tx) => {
    const [entry] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, row.id))
    const now = clock.read().instant
    if (entry.status !== 'offered' || entry.offerReservationId === null || offerPast(entry, now)) return null
    const [booking] = await tx
      .update(reservations)
      .set({ status: 'confirmed', reference: newReference(), manageTokenHash: hashToken(manageToken), staffNote: null })
      .where(and(eq(reservations.id, entry.offerReservationId), eq(reservations.status, 'offered')))
      .returning()
    if (!booking) return null
    await tx.update(waitlistEntries).set({ status: 'seated', reservationId: booking.id, updatedAt: now }).where(eq(waitlistEntries.id, entry.id))
    const confirmationEmail = await queueNewBookingEmails(tx, booking, manageToken, mail, true)
    return { booking, confirmationEmail }
  })
  if (!accepted) {
    if (offerPast(row, clock.read().instant)) await offerBeforeRead(db, clock, row.date, settings)
    throw new ConflictError(waitlistMessages.offerGone)
  }
  return toCreatedGuestJson({
    ...(await findWithTable(db, accepted.booking.id)),
    reference: accepted.booking.reference!,
    manageToken,
    managePath: `/booking/${manageToken}`,
    confirmationEmail: accepted.confirmationEmail,
  })
}
