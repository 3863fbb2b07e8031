/**
 * The checks every booking decision shares: when it starts and how long it stays, not in the past, within the hours,
 * and the tables staff chose.
 */
import { asc, inArray } from 'drizzle-orm'
import { reservationMessages, type TableClashBody } from '~/contracts/reservations'
import { tableMessages } from '~/contracts/tables'
import {
  dayMinute,
  intervalStart,
  MINUTES_PER_DAY,
  minutesSinceDayStart,
  openSpan,
  QUARTER_MINUTES,
  timeOfMinute,
  walkInStay,
} from '~/lib/bookable-times'
import type { BookingSource } from '~/lib/constants'
import { addDays, daysBetween } from '~/lib/dates'
import { bookingRefusal } from '~/lib/opening-hours'
import { combinationOf, type DayState, type Seating, type SeatingTable } from '~/lib/seating'
import { timeToMinutes } from '~/lib/time-slots'
import { stayMinutesFor } from '~/lib/seating-rules'
import type { VenueMoment } from '~/lib/venue-clock'
import type { Database } from '../db/client'
import { reservations } from '../db/schema'
import type { BookingDay } from './booking-day'
import { bookingWording } from './booking-wording'
import { ConflictError, InputError } from './errors'

/** When a booking is, and how it was made. */
export interface BookingStart {
  date: string
  time: string
  source: BookingSource
}

/** A booking's place in time: its start and stay as minutes of its venue day, and the start as the database keeps it. */
export interface BookingTiming {
  start: number
  stay: number
  /** 'yyyy-MM-dd HH:mm:00', the venue's wall clock (the next date after midnight). */
  startsAt: string
}

/** The database's wall-clock start of minute `minute` of venue day `date`. */
export function wallClockStart(date: string, minute: number): string {
  return `${addDays(date, Math.floor(minute / MINUTES_PER_DAY))} ${timeOfMinute(minute)}:00`
}

type ReservationRow = typeof reservations.$inferSelect

/** Where a stored booking sits in its day: its start as a minute of its venue day, and its stay. */
export function rowTiming(row: Pick<ReservationRow, 'date' | 'time' | 'startsAt' | 'stayMinutes'>): BookingTiming {
  const startDate = String(row.startsAt).slice(0, 10)
  const start = daysBetween(row.date, startDate) * MINUTES_PER_DAY + (timeToMinutes(row.time) ?? 0)
  return { start, stay: row.stayMinutes, startsAt: String(row.startsAt) }
}

/** The id of the lowest-numbered of a seating's tables: the booking's `table_id` (its `tableNumber`). */
export function lowestTable(state: DayState, seating: Seating): number {
  const chosen = state.tables.filter((t) => seating.tableIds.includes(t.id)).sort((a, b) => a.tableNumber - b.tableNumber)
  return chosen[0].id
}

/**
 * Where a booking sits in its day: the time after midnight when it is before the day's opening, the stay staff set or
 * the party's stay under the rules; a walk-in's stay ends at closing at the latest.
 */
export function bookingTiming(day: BookingDay, input: BookingStart & { guests: number; stayMinutes?: number }): BookingTiming {
  const start = dayMinute(day.day, input.time)
  if (start === null) throw InputError.field('time', reservationMessages.timeNotSlot)
  let stay = input.stayMinutes ?? stayMinutesFor(day.rules, input.guests)
  if (input.source === 'walk-in' && input.stayMinutes === undefined) stay = walkInStay(day.day, start, stay)
  return { start, stay, startsAt: wallClockStart(input.date, start) }
}

/**
 * Refuses a start already past (venue time). A walk-in may take the interval that has started: a guest at the door at
 * 7:10 PM sits in the 7:00 PM interval. Yesterday's date is only good for its night's hours past midnight.
 */
export function refusePast(now: VenueMoment, day: BookingDay, input: BookingStart, start: number) {
  const nowMinute = minutesSinceDayStart(input.date, now)
  const walkInFrom =
    input.source === 'walk-in' ? (intervalStart(day.day, day.rules.slotMinutes, nowMinute) ?? nowMinute - (nowMinute % QUARTER_MINUTES)) : null
  const past = walkInFrom !== null ? start < walkInFrom : start <= nowMinute
  if (!past) return
  if (input.date < now.today && start < MINUTES_PER_DAY) throw InputError.field('date', reservationMessages.datePast)
  throw InputError.field('time', reservationMessages.timePast)
}

/**
 * Why the hours refuse a booking, or null: a walk-in needs the venue open at its start (however late); any other
 * booking one of the day's bookable starts for its stay, as for guests.
 */
export function hoursRefusal(day: BookingDay, input: BookingStart, timing: BookingTiming): string | null {
  if (input.source === 'walk-in') {
    const open = openSpan(day.day)
    if (open && timing.start >= open.from && timing.start < open.to) return null
  }
  return bookingRefusal(day.hours, input.date, input.time, { slotMinutes: day.rules.slotMinutes, stayMinutes: timing.stay })
}

/** Throws the hours' refusal as a 400 on the field it concerns (the date when the venue is closed that day). */
export function refuseOutsideHours(day: BookingDay, input: BookingStart, timing: BookingTiming) {
  const refusal = hoursRefusal(day, input, timing)
  if (refusal) throw InputError.field(day.day.closed ? 'date' : 'time', refusal)
}

/** Tables by number: the given ones, ascending, or a 400 on `field` naming the first unknown number. */
function tablesNumbered(state: DayState, numbers: readonly number[], field: string): SeatingTable[] {
  return [...numbers]
    .sort((a, b) => a - b)
    .map((number) => {
      const table = state.tables.find((t) => t.tableNumber === number)
      if (!table) throw InputError.field(field, tableMessages.noSuchTable)
      return table
    })
}

/**
 * The tables staff chose, checked under the locks: one table, or exactly the tables of one combination; in use,
 * big enough, and free for the whole stay.
 */
export async function chosenSeating(
  tx: Database,
  state: DayState,
  tableNumbers: readonly number[],
  request: { start: number; stay: number; guests: number },
  field: string,
  ignoreId?: number,
): Promise<Seating> {
  const chosen = tablesNumbered(state, tableNumbers, field)
  const combination = chosen.length > 1 ? combinationOf(state, chosen.map((t) => t.id)) : undefined
  if (chosen.length > 1 && !combination) throw InputError.field(field, bookingWording.notACombination(chosen))
  const inactive = chosen.find((t) => !t.isActive)
  if (inactive) throw new ConflictError(bookingWording.tableInactive(inactive))
  const capacity = combination?.capacity ?? chosen[0].capacity
  if (request.guests > capacity) throw new ConflictError(bookingWording.tablesTooSmall(chosen, capacity, request.guests))
  await refuseTableClash(tx, state, chosen, request, ignoreId)
  return { tableIds: chosen.map((t) => t.id), combinationId: combination?.id ?? null }
}

/**
 * 409 with the bookings that hold any of `chosen` during the stay (other than `ignoreId`), if any. When the first of
 * them starts after this one, the body says until when the tables are free (a walk-in seated until then).
 */
export async function refuseTableClash(
  tx: Database,
  state: DayState,
  chosen: readonly SeatingTable[],
  request: { start: number; stay: number },
  ignoreId?: number,
) {
  const ids = new Set(chosen.map((t) => t.id))
  const end = request.start + request.stay
  const clashes = state.bookings
    .filter((b) => b.id !== ignoreId && b.tableIds.some((id) => ids.has(id)) && b.start < end && request.start < b.end)
    .sort((a, b) => a.start - b.start)
  if (clashes.length === 0) return
  const others = await tx
    .select({ id: reservations.id, name: reservations.name, time: reservations.time, guests: reservations.guests, reference: reservations.reference })
    .from(reservations)
    .where(inArray(reservations.id, clashes.map((b) => b.id)))
    .orderBy(asc(reservations.startsAt))
  const first = clashes[0]
  const freeUntil = first.start > request.start ? timeOfMinute(first.start) : undefined
  const firstRow = others.find((o) => o.id === first.id) ?? others[0]
  throw new ConflictError<TableClashBody>(
    bookingWording.tablesBooked(chosen, { ...firstRow, endTime: timeOfMinute(first.end) }, freeUntil),
    { conflicts: others, ...(freeUntil ? { freeUntil, freeMinutes: first.start - request.start } : {}) },
  )
}
