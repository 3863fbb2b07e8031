import { MAX_BOOKING_DAYS_AHEAD } from '~/lib/constants'
import { addDays, isCalendarDate } from '~/lib/dates'

/** Dates on the booking form are venue-local calendar dates written "yyyy-MM-dd". */

/** "2025-11-24" -> a Date at local midnight of that calendar day (what the calendar widget works with). */
export function calendarDateToLocal(date: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!match) return undefined
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
}

/** A Date picked in the calendar -> its calendar day "yyyy-MM-dd". */
export function localToCalendarDate(date: Date): string {
  const y = String(date.getFullYear()).padStart(4, '0')
  const m = String(date.getMonth() + 1).padStart(2, '0')
  const d = String(date.getDate()).padStart(2, '0')
  return `${y}-${m}-${d}`
}

/** The earliest date the calendar offers at all (anything before 1900-01-01 is disabled). */
export const EARLIEST_BOOKING_DATE = '1900-01-01'

/** The dates a guest may book, "yyyy-MM-dd": the venue's today to the last bookable day (the date input's min and max). */
export function bookingDateRange(today: string): { min: string; max: string } {
  return { min: today, max: addDays(today, MAX_BOOKING_DAYS_AHEAD) }
}

/**
 * The date a link asks the form to start on (/book?date=yyyy-MM-dd, e.g. from an event), or null when the form keeps
 * today: only a real date from today to the last bookable day; anything else is ignored quietly.
 */
export function requestedBookingDate(param: string | null, today: string): string | null {
  if (param === null || !isCalendarDate(param)) return null
  const { min, max } = bookingDateRange(today)
  return param >= min && param <= max ? param : null
}
