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

/** "2025-11-24" -> "Monday, November 24, 2025" for the date button. */
export function formatBookingDate(date: string): string {
  const local = calendarDateToLocal(date)
  if (!local) return date
  return new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(local)
}

/** The earliest date the calendar offers at all (spec: anything before 1900-01-01 is disabled). */
export const EARLIEST_BOOKING_DATE = '1900-01-01'
