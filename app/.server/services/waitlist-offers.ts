/**
 * Waitlist offers (issue 31, decision 018): when seats free up on a day, the first online guest in line whose party
 * fits in their window gets them held, as a reservation 'offered' that holds its seats like a booking, until
 * offer_expires_at. Everything runs under the day's booking locks, so two processes never offer the same seats and a
 * guest's booking never takes seats an offer holds (the database's holds refuse it besides).
 */
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm'
import type { SeatingPreference } from '~/lib/constants'
import { addDays } from '~/lib/dates'
import { dayMinute, minutesSinceDayStart, timeOfMinute } from '~/lib/bookable-times'
import { dayPlan } from '~/lib/day-plan'
import { canSeat, isPacedOut, pickSeating } from '~/lib/seating'
import { stayMinutesFor } from '~/lib/seating-rules'
import type { VenueClock } from '~/lib/venue-clock'
import { nextOffer, startsInWindow, windowPassed } from '~/lib/waitlist-offer'
import type { Database } from '../db/client'
import { reservations, waitlistEntries } from '../db/schema'
import { loadDayState, withBookingLocks } from './booking-locks'
import { readBookingDay } from './booking-day'
import type { MailContext } from './booking-emails'
import { lowestTable, wallClockStart } from './booking-rules'
import { expireWalkInsOfPastNights } from './waitlist-entries'
import { queueWaitlistEmail } from './waitlist-emails'

export const WAITLIST_ACTOR = 'waitlist'

export interface OfferSettings {
  holdMinutes: number
  /** Where the offer e-mails link to; none: no e-mail (the guest's page still shows the offer). */
  mail?: MailContext
  /**
   * What a read does when the offers of its day fail: log it (and answer the line as stored), or throw (a database
   * outage stays a 503). None: the failure is thrown.
   */
  onFailure?: (error: unknown, date: string) => void
}

/** offerFreedSeats for a read: a failure goes to `settings.onFailure` when there is one, and the read goes on. */
export async function offerBeforeRead(db: Database, clock: VenueClock, date: string, settings: OfferSettings): Promise<void> {
  try {
    await offerFreedSeats(db, clock, date, settings)
  } catch (error) {
    if (!settings.onFailure) throw error
    settings.onFailure(error, date)
  }
}

type Tx = Database

/** Offers past their time lapse: the hold becomes 'lapsed' (holds nothing) and the entry 'expired'. */
async function lapseExpiredOffers(tx: Tx, date: string, now: Date): Promise<number> {
  const lapsed = await tx
    .update(waitlistEntries)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(waitlistEntries.date, date), eq(waitlistEntries.status, 'offered'), lte(waitlistEntries.offerExpiresAt, now)))
    .returning({ reservationId: waitlistEntries.offerReservationId })
  const holds = lapsed.map((row) => row.reservationId).filter((id): id is number => id !== null)
  if (holds.length > 0) {
    await tx.update(reservations).set({ status: 'lapsed' }).where(and(inArray(reservations.id, holds), eq(reservations.status, 'offered')))
  }
  return lapsed.length
}

/** Lets go of one entry's live offer (declined, or left the line): its hold becomes 'lapsed'. */
export async function releaseOffer(tx: Tx, offerReservationId: number | null): Promise<void> {
  if (offerReservationId === null) return
  await tx.update(reservations).set({ status: 'lapsed' }).where(and(eq(reservations.id, offerReservationId), eq(reservations.status, 'offered')))
}

/** The online entries of `date` still waiting, in joining order. */
function waitingOnline(tx: Tx, date: string) {
  return tx
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.date, date), eq(waitlistEntries.kind, 'online'), eq(waitlistEntries.status, 'waiting')))
    .orderBy(asc(waitlistEntries.joinedAt), asc(waitlistEntries.id))
}

/**
 * Under the locks of `date`: lapses offers past their time, expires waiting entries whose window has passed, then makes
 * offers one at a time, in joining order, until no waiting guest fits. Answers how many offers it made.
 */
async function offerUnderLocks(tx: Tx, clock: VenueClock, date: string, settings: OfferSettings): Promise<number> {
  const now = clock.read()
  await lapseExpiredOffers(tx, date, now.instant)
  const day = await readBookingDay(tx, date)
  const nowMinute = minutesSinceDayStart(date, now)
  const line = (await waitingOnline(tx, date)).map((row) => ({
    row,
    id: row.id,
    guests: row.guests,
    from: dayMinute(day.day, row.windowFrom ?? '') ?? -1,
    to: dayMinute(day.day, row.windowTo ?? '') ?? -1,
  }))
  const passed = line.filter((entry) => windowPassed(entry, nowMinute + 1))
  if (passed.length > 0) {
    await tx.update(waitlistEntries).set({ status: 'expired', updatedAt: now.instant }).where(inArray(waitlistEntries.id, passed.map((entry) => entry.id)))
  }
  let waiting = line.filter((entry) => !passed.includes(entry))
  let made = 0
  while (waiting.length > 0) {
    const state = await loadDayState(tx, date)
    const stayOf = (guests: number) => stayMinutesFor(day.rules, guests)
    const offer = nextOffer(
      waiting,
      (entry) => startsInWindow(dayPlan(day.day, day.rules, stayOf(entry.guests)).starts, entry, nowMinute + 1),
      (entry, start) => {
        const request = { start, stay: stayOf(entry.guests), guests: entry.guests, seatingPreference: entry.row.seatingPreference as SeatingPreference }
        return canSeat(state, request) && !isPacedOut(state, dayPlan(day.day, day.rules, request.stay), start, entry.guests)
      },
    )
    if (!offer) break
    const { row } = offer.entry
    const stay = stayOf(row.guests)
    const seatingPreference = row.seatingPreference as SeatingPreference
    const seating = seatingPreference === 'table' ? pickSeating(state, { start: offer.start, stay, guests: row.guests, seatingPreference }) : null
    const [hold] = await tx
      .insert(reservations)
      .values({
        name: row.name,
        email: row.email,
        date,
        time: timeOfMinute(offer.start),
        startsAt: wallClockStart(date, offer.start),
        stayMinutes: stay,
        guests: row.guests,
        seatingPreference,
        tableId: seating ? lowestTable(state, seating) : null,
        combinationId: seating?.combinationId ?? null,
        status: 'offered',
        source: 'online',
        language: row.language,
        staffNote: 'Held for the waitlist',
      })
      .returning({ id: reservations.id })
    const until = new Date(now.instant.getTime() + settings.holdMinutes * 60_000)
    await tx
      .update(waitlistEntries)
      .set({ status: 'offered', offerReservationId: hold.id, offerExpiresAt: until, updatedAt: now.instant })
      .where(eq(waitlistEntries.id, row.id))
    if (settings.mail) {
      await queueWaitlistEmail(tx, 'waitlist-offer', row, { ...settings.mail, now: now.instant }, { time: timeOfMinute(offer.start), until, reservationId: hold.id })
    }
    made++
    waiting = waiting.filter((entry) => entry.id !== row.id)
  }
  return made
}

/** True when `date` has anything for offerFreedSeats to do: a guest waiting online, or a live offer. */
async function hasOnlineLine(db: Database, date: string): Promise<boolean> {
  const [row] = await db
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.date, date), eq(waitlistEntries.kind, 'online'), inArray(waitlistEntries.status, ['waiting', 'offered'])))
    .limit(1)
  return row !== undefined
}

/**
 * Offers the seats freed on `date` (and on the day before, whose night may run into it) to the guests waiting online.
 * Call it AFTER the change that freed them has committed. Answers how many offers it made.
 */
export async function offerFreedSeats(db: Database, clock: VenueClock, date: string, settings: OfferSettings): Promise<number> {
  let made = 0
  for (const day of [addDays(date, -1), date]) {
    if (!(await hasOnlineLine(db, day))) continue
    made += await withBookingLocks(db, [day], WAITLIST_ACTOR, (tx) => offerUnderLocks(tx, clock, day, settings))
  }
  return made
}

/** The days with a live offer past its time or a guest waiting online, from yesterday on: what the sweep visits. */
export async function daysToSweep(db: Database, today: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ date: waitlistEntries.date })
    .from(waitlistEntries)
    .where(and(gte(waitlistEntries.date, addDays(today, -1)), eq(waitlistEntries.kind, 'online'), inArray(waitlistEntries.status, ['waiting', 'offered'])))
    .orderBy(asc(waitlistEntries.date))
  return rows.map((row) => row.date)
}

/**
 * One pass of the sweep: lapses offers past their time and passes their seats on, on every day with a line. A day that
 * fails goes to `onDayError` and the sweep goes on with the next (one broken day must not stall every other's offers).
 */
export async function sweepWaitlist(db: Database, clock: VenueClock, settings: OfferSettings, onDayError?: (error: unknown, date: string) => void): Promise<number> {
  let made = 0
  for (const date of await daysToSweep(db, clock.read().today)) {
    try {
      made += await withBookingLocks(db, [date], WAITLIST_ACTOR, (tx) => offerUnderLocks(tx, clock, date, settings))
    } catch (error) {
      if (!onDayError) throw error
      onDayError(error, date)
    }
  }
  // Walk-ins of nights already over leave the line by themselves; so do online guests left in line two days back.
  await expireWalkInsOfPastNights(db, clock)
  await db
    .update(waitlistEntries)
    .set({ status: 'expired', updatedAt: clock.read().instant })
    .where(and(sql`${waitlistEntries.date} < ${addDays(clock.read().today, -1)}`, inArray(waitlistEntries.status, ['waiting', 'notified'])))
  return made
}
