/** What a booking decision reads about its venue day, under the booking locks: the hours and the seating rules. */
import type { OpeningHoursJson } from '~/contracts/opening-hours'
import { addDays } from '~/lib/dates'
import { type DayHours, hoursOn } from '~/lib/opening-hours'
import type { SeatingRulesJson } from '~/lib/seating-rules'
import type { Database } from '../db/client'
import { readOpeningHours } from './opening-hours'
import { readSeatingRules } from './seating-rules-read'

export interface BookingDay {
  date: string
  hours: OpeningHoursJson
  day: DayHours
  rules: SeatingRulesJson
}

export async function readBookingDay(db: Database, date: string): Promise<BookingDay> {
  // From the day before: a walk-in after midnight is checked against the night it belongs to.
  const hours = await readOpeningHours(db, addDays(date, -1))
  return { date, hours, day: hoursOn(hours, date), rules: await readSeatingRules(db) }
}
