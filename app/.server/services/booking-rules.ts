/** The checks a new booking and a staff change share: not in the past, within the hours, and the table staff chose. */
import { asc, inArray } from 'drizzle-orm'
import type { OpeningHoursJson } from '~/contracts/opening-hours'
import { reservationMessages, type TableClashBody } from '~/contracts/reservations'
import { tableMessages } from '~/contracts/tables'
import type { BookingSource } from '~/lib/constants'
import { bookingRefusal, isOpenAt } from '~/lib/opening-hours'
import { type DayState, type SeatingTable, windowsOverlap } from '~/lib/seating'
import { currentSlotStart } from '~/lib/time-slots'
import type { VenueMoment } from '~/lib/venue-clock'
import type { Database } from '../db/client'
import { reservations } from '../db/schema'
import { bookingWording } from './booking-wording'
import { ConflictError, InputError } from './errors'

/** When a booking is, and how it was made. */
interface BookingStart {
  date: string
  time: string
  source: BookingSource
}

/**
 * Refuses a start already past (venue time). A walk-in may take the slot that has started: a guest at the door at
 * 7:10 PM sits in the 7:00 PM slot.
 */
export function refusePast(now: VenueMoment, input: BookingStart) {
  const earliest = input.source === 'walk-in' ? currentSlotStart(now.time) : null
  const past = input.date < now.today || (input.date === now.today && (earliest ? input.time < earliest : input.time <= now.time))
  if (past) throw InputError.field('time', reservationMessages.timePast)
}

/**
 * A staff booking's hours rule: a walk-in needs the venue open at its time; any other booking the day's bookable
 * slots (two hours before closing at the latest), as for guests.
 */
export function hoursRefusal(hours: OpeningHoursJson, input: BookingStart): string | null {
  if (input.source === 'walk-in' && isOpenAt(hours, input.date, input.time)) return null
  return bookingRefusal(hours, input.date, input.time)
}

/** The table staff chose, checked under the locks: it exists, is in use, seats the party and is free then. */
export async function chosenTable(tx: Database, state: DayState, tableNumber: number, request: { time: string; guests: number }, ignoreId?: number) {
  const table = state.tables.find((t) => t.tableNumber === tableNumber)
  if (!table) throw InputError.field('tableNumber', tableMessages.noSuchTable)
  if (!table.isActive) throw new ConflictError(bookingWording.tableInactive(table))
  if (request.guests > table.capacity) throw new ConflictError(bookingWording.tableTooSmall(table, request.guests))
  await refuseTableClash(tx, state, table, request.time, ignoreId)
  return table
}

/** 409 with the bookings that hold `table` in the two hours from `time` (other than `ignoreId`), if any. */
export async function refuseTableClash(tx: Database, state: DayState, table: SeatingTable, time: string, ignoreId?: number) {
  const clashes = state.bookings.filter(
    (b) => b.tableId === table.id && b.id !== ignoreId && b.seatingPreference === 'table' && windowsOverlap(b.time, time),
  )
  if (clashes.length === 0) return
  const others = await tx
    .select({ id: reservations.id, name: reservations.name, time: reservations.time, guests: reservations.guests, reference: reservations.reference })
    .from(reservations)
    .where(inArray(reservations.id, clashes.map((b) => b.id)))
    .orderBy(asc(reservations.time))
  throw new ConflictError<TableClashBody>(bookingWording.tableBooked(table, others[0]), { conflicts: others })
}
