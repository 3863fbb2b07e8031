/** A new booking decided against the venue's capacity: a guest's online, or one staff record (a walk-in, a phone call). */
import type { BookingConflictBody, StaffCreatedReservationJson } from '~/contracts/reservations'
import type { ReservationInput } from '~/contracts/reservations.schemas'
import type { BookingSource, ReservationStatus } from '~/lib/constants'
import { bookableSlots, hoursOn } from '~/lib/opening-hours'
import { canSeat, nearbyAlternatives, pickTable, type SeatingTable } from '~/lib/seating'
import type { VenueClock } from '~/lib/venue-clock'
import type { Database } from '../db/client'
import { isHoldViolation, isUniqueViolation } from '../db/pg-errors'
import { reservations } from '../db/schema'
import { type MailContext, queueNewBookingEmails } from './booking-emails'
import { GUEST_ACTOR, loadDayState, withBookingLocks } from './booking-locks'
import { type BookingLimit, countGuestBooking } from './booking-limit'
import { chosenTable, hoursRefusal, refusePast } from './booking-rules'
import { hashToken, newManageToken, newReference } from './booking-tokens'
import { bookingWording } from './booking-wording'
import { ConflictError, InputError } from './errors'
import { readOpeningHours } from './opening-hours'
import { toReservationJson } from './reservation-json'

/** A booking to make: a guest's request, or one staff record (a walk-in, a phone call) with its extras. */
export interface BookingRequest extends Omit<ReservationInput, 'email'> {
  email?: string
  source?: BookingSource
  /** Staff's choice of table (by number); otherwise the smallest free table that fits. */
  tableNumber?: number | null
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

/** The status a booking starts in: a walk-in is seated at once, a booking taken on the phone is confirmed. */
const FIRST_STATUS: Record<BookingSource, ReservationStatus> = { online: 'pending', 'walk-in': 'arrived', phone: 'confirmed' }

/**
 * Books a party: refuses times already past (venue time; a walk-in may take the slot that has started) or outside
 * the opening hours, seats the party (staff's table, else the smallest free table that fits, or enough bar seats)
 * or refuses with a ConflictError naming up to three nearby times. A booking without an e-mail (staff's walk-ins
 * and phone bookings) gets a reference but no private link.
 */
export async function createReservation(
  db: Database,
  clock: VenueClock,
  input: BookingRequest,
  { limit, staff, mail }: BookingOptions,
): Promise<StaffCreatedReservationJson> {
  const now = clock.read()
  const source = input.source ?? 'online'
  refusePast(now, { ...input, source })
  const earliest = input.date === now.today ? now.time : undefined
  const { tableNumber: wantedTable, ...fields } = input
  if (wantedTable != null && input.seatingPreference === 'bar') {
    throw InputError.field('tableNumber', bookingWording.barBookingGetsNoTable)
  }
  for (let attempt = 1; ; attempt++) {
    const manageToken = input.email ? newManageToken() : null
    try {
      const row = await withBookingLocks(db, [input.date], staff?.username ?? GUEST_ACTOR, async (tx) => {
        // The hours are read under the locks: a change of them (capacity lock, exclusive) cannot slip in between.
        const hours = await readOpeningHours(tx, input.date)
        const refusal = hoursRefusal(hours, { ...input, source })
        if (refusal) throw InputError.field(hoursOn(hours, input.date).closed ? 'date' : 'time', refusal)
        if (limit) await countGuestBooking(tx, limit, now.instant)
        const state = await loadDayState(tx, input.date)
        let table: SeatingTable | null = null
        if (wantedTable != null) {
          table = await chosenTable(tx, state, wantedTable, input)
        } else {
          if (!canSeat(state, input)) {
            const alternatives = nearbyAlternatives(state, input, earliest, 3, bookableSlots(hoursOn(hours, input.date)))
            throw new ConflictError<BookingConflictBody>(bookingWording.cannotSeat(state, input, alternatives), { alternatives })
          }
          if (input.seatingPreference === 'table') table = pickTable(state, input.time, input.guests)
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
            tableId: table?.id ?? null,
            reference: newReference(),
            manageTokenHash: manageToken ? hashToken(manageToken) : null,
          })
          .returning()
        await queueNewBookingEmails(tx, inserted, manageToken, mail, !staff)
        return { inserted, tableNumber: table?.tableNumber ?? null }
      })
      return {
        ...toReservationJson(row.inserted, row.tableNumber),
        reference: row.inserted.reference!,
        manageToken,
        managePath: manageToken ? `/booking/${manageToken}` : null,
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
