/** A new booking decided against the venue's capacity: a guest's online, or one staff record (a walk-in, a phone call). */
import type { BookingConflictBody, StaffCreatedReservationJson, StaffSeatingHint } from '~/contracts/reservations'
import type { ReservationInput } from '~/contracts/reservations.schemas'
import type { BookingSource, ReservationStatus } from '~/lib/constants'
import { minutesSinceDayStart, QUARTER_MINUTES, timeOfMinute } from '~/lib/bookable-times'
import { dayPlan } from '~/lib/day-plan'
import { canSeat, type DayState, isPacedOut, nearbyAlternatives, type PartyRequest, pickSeating, type Seating, type SeatingTable } from '~/lib/seating'
import type { VenueClock } from '~/lib/venue-clock'
import type { Database } from '../db/client'
import { isHoldViolation, isUniqueViolation } from '../db/pg-errors'
import { reservations } from '../db/schema'
import { type MailContext, queueNewBookingEmails } from './booking-emails'
import { GUEST_ACTOR, loadDayState, withBookingLocks } from './booking-locks'
import { type BookingLimit, countGuestBooking } from './booking-limit'
import { readBookingDay } from './booking-day'
import { bookingTiming, chosenSeating, lowestTable, refuseOutsideHours, refusePast } from './booking-rules'
import { hashToken, newManageToken, newReference } from './booking-tokens'
import { bookingWording } from './booking-wording'
import { refuseDuplicate } from './duplicate-bookings'
import { ConflictError, InputError } from './errors'
import { findWithTable } from './reservation-json'

/** A booking to make: a guest's request, or one staff record (a walk-in, a phone call) with its extras. */
export interface BookingRequest extends Omit<ReservationInput, 'email'> {
  email?: string
  source?: BookingSource
  /** Staff's choice of one table (by number); otherwise the smallest free table or combination that fits. */
  tableNumber?: number | null
  /** Staff's choice of tables: one, or exactly one combination's. */
  tableNumbers?: number[]
  /** Staff's own stay for this booking, else the party's under the seating rules. */
  stayMinutes?: number
  /** Staff seat the party beyond the pacing limit. */
  override?: boolean
  /** Staff record a booking although the same guest holds one at an overlapping time (duplicate-bookings.ts). */
  allowDuplicate?: boolean
  staffNote?: string
}

export interface BookingOptions {
  /** Where the e-mails this booking writes link to, and when they are written. */
  mail: MailContext
  /** The per-address limit of guests' online bookings; absent for staff. */
  limit?: BookingLimit
  /** The staff member recording the booking; absent for a guest's own. */
  staff?: { username: string }
}

/**
 * The status a booking starts in: a walk-in is seated at once; a booking online or on the phone is confirmed, its
 * seats held from the moment it is made (decision 013).
 */
export const FIRST_STATUS: Record<BookingSource, ReservationStatus> = { online: 'confirmed', 'walk-in': 'arrived', phone: 'confirmed' }

/**
 * Books a party: refuses times already past (venue time; a walk-in may take the interval that has started) or outside
 * the opening hours, and a start over the pacing limit (not for walk-ins, nor staff's override); seats the party
 * (staff's tables, else the smallest free table or combination that fits, or enough bar seats) for its stay, or
 * refuses with a ConflictError naming up to three nearby times. The same guest (e-mail or phone) holding a booking at
 * an overlapping time that day is refused too (a DuplicateBookingBody; staff may send `allowDuplicate`). A booking without an e-mail (staff's walk-ins and
 * phone bookings) gets a reference but no private link.
 */
export async function createReservation(
  db: Database,
  clock: VenueClock,
  input: BookingRequest,
  { limit, staff, mail }: BookingOptions,
): Promise<StaffCreatedReservationJson> {
  const now = clock.read()
  const source = input.source ?? 'online'
  const { tableNumber, tableNumbers, stayMinutes, override, allowDuplicate, ...fields } = input
  const wantedTables = tableNumbers ?? (tableNumber != null ? [tableNumber] : undefined)
  if (wantedTables && input.seatingPreference === 'bar') {
    throw InputError.field(tableNumbers ? 'tableNumbers' : 'tableNumber', bookingWording.barBookingGetsNoTable)
  }
  const start = { date: input.date, time: input.time, source }
  for (let attempt = 1; ; attempt++) {
    const manageToken = input.email ? newManageToken() : null
    try {
      let confirmationEmail: StaffCreatedReservationJson['confirmationEmail'] = 'none'
      const row = await withBookingLocks(db, [input.date], staff?.username ?? GUEST_ACTOR, async (tx) => {
        // The hours and rules are read under the locks: a change of them (capacity lock, exclusive) cannot slip in between.
        const day = await readBookingDay(tx, input.date)
        const timing = bookingTiming(day, { ...start, guests: input.guests, stayMinutes })
        refusePast(now, day, start, timing.start)
        refuseOutsideHours(day, start, timing)
        if (!(staff && allowDuplicate)) {
          const wanted = { date: input.date, start: timing.start, stay: timing.stay, email: input.email, phone: input.phone }
          await refuseDuplicate(tx, wanted, staff ? 'staff' : 'guest')
        }
        if (limit) await countGuestBooking(tx, limit, now.instant)
        const state = await loadDayState(tx, input.date)
        const request = { start: timing.start, stay: timing.stay, guests: input.guests, seatingPreference: input.seatingPreference }
        const plan = dayPlan(day.day, day.rules, timing.stay)
        const earliest = minutesSinceDayStart(input.date, now)
        const refuse = () => {
          const alternatives = nearbyAlternatives(state, plan, request, earliest)
          return new ConflictError<BookingConflictBody>(bookingWording.cannotSeat(state, input, alternatives), { alternatives })
        }
        if (source !== 'walk-in' && !(staff && override) && isPacedOut(state, plan, timing.start, input.guests)) throw refuse()
        let seating: Seating | null = null
        if (wantedTables) {
          seating = await chosenSeating(tx, state, wantedTables, request, tableNumbers ? 'tableNumbers' : 'tableNumber')
        } else if (input.seatingPreference === 'table') {
          seating = pickSeating(state, request)
          if (!seating) throw staff ? staffCannotSeat(state, request, input.time, refuse) : refuse()
        } else if (!canSeat(state, request)) {
          throw refuse()
        }
        const [inserted] = await tx
          .insert(reservations)
          .values({
            ...fields,
            email: input.email ?? null,
            phone: input.phone ?? null,
            notes: input.notes ?? null,
            staffNote: input.staffNote ?? null,
            source,
            status: FIRST_STATUS[source],
            startsAt: timing.startsAt,
            stayMinutes: timing.stay,
            tableId: seating ? lowestTable(state, seating) : null,
            combinationId: seating?.combinationId ?? null,
            reference: newReference(),
            manageTokenHash: manageToken ? hashToken(manageToken) : null,
          })
          .returning()
        confirmationEmail = await queueNewBookingEmails(tx, inserted, manageToken, mail, !staff)
        return inserted
      })
      return {
        ...(await findWithTable(db, row.id)),
        reference: row.reference!,
        manageToken,
        managePath: manageToken ? `/booking/${manageToken}` : null,
        confirmationEmail,
      }
    } catch (error) {
      // A reference drawn twice, or seats taken by a writer that skipped the locks: decide again.
      const retry = isUniqueViolation(error, 'reservations_reference_unique') || isHoldViolation(error)
      if (!retry || attempt >= 5) {
        if (isHoldViolation(error)) throw new ConflictError<BookingConflictBody>(bookingWording.timeJustTaken, { alternatives: [] })
        throw error
      }
    }
  }
}

/**
 * Staff's refusal when no table is free for the whole stay: in staff's words, and when a table that fits is free
 * now but booked later, until when (the host may seat the party until then with `stayMinutes`).
 */
function staffCannotSeat(state: DayState, request: PartyRequest, time: string, guestRefusal: () => ConflictError<BookingConflictBody>) {
  const free = longestFreeTable(state, request)
  if (!free) return guestRefusal()
  const alternatives = guestRefusal().body.alternatives
  return new ConflictError<BookingConflictBody & StaffSeatingHint>(bookingWording.seatUntil(free.table, request.guests, time, free.until), {
    alternatives,
    tableNumbers: [free.table.tableNumber],
    freeUntil: timeOfMinute(free.until),
    freeMinutes: free.until - request.start,
  })
}

/** The active table that seats the party and stays free longest from its start (at least a quarter hour), if any. */
export function longestFreeTable(state: DayState, request: PartyRequest): { table: SeatingTable; until: number } | null {
  let best: { table: SeatingTable; until: number } | null = null
  for (const table of state.tables) {
    if (!table.isActive || table.capacity < request.guests) continue
    const holding = state.bookings.filter((b) => b.tableIds.includes(table.id) && b.end > request.start)
    if (holding.some((b) => b.start <= request.start)) continue
    const until = Math.min(...holding.map((b) => b.start))
    if (until - request.start < QUARTER_MINUTES) continue
    if (!best || until > best.until || (until === best.until && table.capacity < best.table.capacity)) best = { table, until }
  }
  return best
}
