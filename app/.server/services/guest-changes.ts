/**
 * Guests change their own booking with the private link (PATCH /api/bookings/:token): its day, time, party or
 * seating, decided as a new booking is (hours, not past, pacing, the party's stay, seating), in one transaction under
 * the locks of the old and the new date. The one row is updated: the database moves its holds in the same statement,
 * so its old seats stay held until the new ones are.
 */
import { eq, sql } from 'drizzle-orm'
import { bookingChangeMessages, type GuestBookingChangedJson } from '~/contracts/bookings'
import type { GuestBookingChange } from '~/contracts/bookings.schemas'
import type { BookingConflictBody } from '~/contracts/reservations'
import { minutesSinceDayStart } from '~/lib/bookable-times'
import type { SeatingPreference } from '~/lib/constants'
import { formatShortDate } from '~/lib/date-wording'
import { dayPlan } from '~/lib/day-plan'
import { plural } from '~/lib/plural'
import { canSeat, isPacedOut, nearbyAlternatives, type Seating } from '~/lib/seating'
import { formatTime12h } from '~/lib/time-slots'
import type { VenueClock } from '~/lib/venue-clock'
import type { Database } from '../db/client'
import { isHoldViolation } from '../db/pg-errors'
import { reservations, reservationStatusChanges } from '../db/schema'
import { readBookingDay } from './booking-day'
import { type MailContext, queueBookingChangeEmail } from './booking-emails'
import { type BookingLimit, countGuestBooking } from './booking-limit'
import { GUEST_ACTOR, loadDayState, withBookingLocks } from './booking-locks'
import { bookingTiming, refuseOutsideHours, refusePast } from './booking-rules'
import { bookingWording } from './booking-wording'
import { refuseDuplicate } from './duplicate-bookings'
import { ConflictError, InputError } from './errors'
import { findByToken, guestBookingAnswer, isChangeable } from './guest-bookings'
import { keepOrPickSeating, seatingColumns } from './reservation-changes'

type ReservationRow = typeof reservations.$inferSelect

export interface GuestChangeOptions {
  /** Where the change e-mail links to, and when it is written. */
  mail: MailContext
  /** The per-address limit of guests' online bookings: every change counts as one. */
  limit?: BookingLimit
}

/** What the booking is to be: the change's fields, the booking's own for the rest. */
interface Wanted {
  date: string
  time: string
  guests: number
  seatingPreference: SeatingPreference
}

const ATTEMPTS = 5

/**
 * The guest changes their booking. 400 past the cut-off (the seating rules' guestChangeCutoffMinutes before its
 * start) or for a booking that is not pending or confirmed, and for a new time that is past or outside the hours;
 * 409 with up to three nearby times when the venue cannot seat the party then (the booking stays as it was), or a
 * DuplicateBookingBody when the guest holds another booking at an overlapping time that day; 429
 * past the per-address limit. A change to what the booking already is answers it unchanged.
 */
export async function changeGuestBooking(
  db: Database,
  clock: VenueClock,
  token: string,
  change: GuestBookingChange,
  options: GuestChangeOptions,
): Promise<GuestBookingChangedJson> {
  for (let attempt = 1; ; attempt++) {
    const found = await findByToken(db, token)
    const date = change.date ?? found.date
    try {
      const answer = await withBookingLocks(db, [found.date, date], GUEST_ACTOR, async (tx) => {
        const [current] = await tx.select().from(reservations).where(eq(reservations.id, found.id))
        // Moved meanwhile to a day these locks do not cover (the guest's other tab): decide again under the right ones.
        if (current.date !== found.date) return null
        return decideChange(tx, clock, current, change, options)
      })
      if (answer) return answer
    } catch (error) {
      // Seats taken by a writer that skipped the locks: decide again.
      if (!isHoldViolation(error)) throw error
    }
    if (attempt >= ATTEMPTS) throw new ConflictError<BookingConflictBody>(bookingWording.timeJustTaken, { alternatives: [] })
  }
}

async function decideChange(
  tx: Database,
  clock: VenueClock,
  current: ReservationRow,
  change: GuestBookingChange,
  { mail, limit }: GuestChangeOptions,
): Promise<GuestBookingChangedJson> {
  const now = clock.read()
  const wanted: Wanted = {
    date: change.date ?? current.date,
    time: change.time ?? current.time,
    guests: change.guests ?? current.guests,
    seatingPreference: change.seatingPreference ?? (current.seatingPreference as SeatingPreference),
  }
  // The hours and rules are read under the locks: a change of them (capacity lock, exclusive) cannot slip in between.
  const day = await readBookingDay(tx, wanted.date)
  if (!isChangeable(current, clock, day.rules.guestChangeCutoffMinutes)) throw new InputError([], bookingChangeMessages.tooLate)
  if (sameBooking(current, wanted)) return { ...(await guestBookingAnswer(tx, clock, current, mail.mailServer)), changeEmail: 'none' }

  // A guest's change follows a guest's booking's rules, whoever first made the booking.
  const start = { date: wanted.date, time: wanted.time, source: 'online' as const }
  const timing = bookingTiming(day, { ...start, guests: wanted.guests })
  refusePast(now, day, start, timing.start)
  refuseOutsideHours(day, start, timing)
  const stay = { date: wanted.date, start: timing.start, stay: timing.stay, email: current.email, phone: current.phone }
  await refuseDuplicate(tx, stay, 'guest', current.id)
  if (limit) await countGuestBooking(tx, limit, now.instant)

  const state = await loadDayState(tx, wanted.date)
  const plan = dayPlan(day.day, day.rules, timing.stay)
  const request = { start: timing.start, stay: timing.stay, guests: wanted.guests, seatingPreference: wanted.seatingPreference }
  const refuse = () => {
    const alternatives = nearbyAlternatives(state, plan, request, minutesSinceDayStart(wanted.date, now), 3, current.id)
    return new ConflictError<BookingConflictBody>(bookingWording.cannotSeat(state, wanted, alternatives), { alternatives })
  }
  // Guests never pass the pacing limit; their own booking's covers are not counted twice.
  if (isPacedOut(state, plan, timing.start, wanted.guests, current.id)) throw refuse()
  let seating: Seating | null = null
  if (wanted.seatingPreference === 'table') {
    seating = keepOrPickSeating(state, current, request)
    if (!seating) throw refuse()
  } else if (!canSeat(state, request, current.id)) {
    throw refuse()
  }

  const [after] = await tx
    .update(reservations)
    .set({
      date: wanted.date,
      time: wanted.time,
      guests: wanted.guests,
      seatingPreference: wanted.seatingPreference,
      startsAt: timing.startsAt,
      stayMinutes: timing.stay,
      ...seatingColumns(state, seating),
    })
    .where(eq(reservations.id, current.id))
    .returning()
  // The history's entry for the change: the status stays as it was (the status trigger writes nothing).
  await tx.insert(reservationStatusChanges).values({
    reservationId: after.id,
    status: after.status,
    changedBy: GUEST_ACTOR,
    changedAt: sql`clock_timestamp()`,
    note: changeNote(current, after),
  })
  const changeEmail = await queueBookingChangeEmail(tx, current, after, mail, 'guest')
  return { ...(await guestBookingAnswer(tx, clock, after, mail.mailServer)), changeEmail }
}

function sameBooking(row: ReservationRow, wanted: Wanted): boolean {
  return row.date === wanted.date && row.time === wanted.time && row.guests === wanted.guests && row.seatingPreference === wanted.seatingPreference
}

/**
 * What a guest's change changed, for staff: 'Changed from 7:00 PM to 8:00 PM, 2 to 4 guests'; a new day names both
 * days ('Changed from Dec 5, 7:00 PM to Dec 6, 7:00 PM'); seating 'table to bar'.
 */
export function changeNote(
  before: Pick<ReservationRow, 'date' | 'time' | 'guests' | 'seatingPreference'>,
  after: Pick<ReservationRow, 'date' | 'time' | 'guests' | 'seatingPreference'>,
): string {
  const parts: string[] = []
  if (before.date !== after.date) {
    parts.push(`${formatShortDate(before.date)}, ${formatTime12h(before.time)} to ${formatShortDate(after.date)}, ${formatTime12h(after.time)}`)
  } else if (before.time !== after.time) {
    parts.push(`${formatTime12h(before.time)} to ${formatTime12h(after.time)}`)
  }
  if (before.guests !== after.guests) parts.push(`${before.guests} to ${plural(after.guests, 'guest')}`)
  if (before.seatingPreference !== after.seatingPreference) parts.push(`${before.seatingPreference} to ${after.seatingPreference}`)
  return `Changed from ${parts.join(', ')}`
}
