/**
 * After a change that can free seats (a booking cancelled, marked no-show, moved, shortened, a request declined): the
 * freed seats go to the next online guest in line (services/waitlist-offers.ts). Called once the change has committed;
 * a failure here is logged, never the answer to the change that succeeded.
 */
import { eq } from 'drizzle-orm'
import type { AppDeps } from '../app-deps'
import { reservations } from '../db/schema'
import type { MailContext } from '../services/booking-emails'
import { offerFreedSeats } from '../services/waitlist-offers'

export async function passOnFreedSeats(deps: AppDeps, dates: ReadonlyArray<string | null | undefined>, mail?: MailContext): Promise<void> {
  for (const date of new Set(dates.filter((d): d is string => typeof d === 'string'))) {
    try {
      await offerFreedSeats(deps.db, deps.clock, date, { holdMinutes: deps.config.WAITLIST_HOLD_MINUTES, mail })
    } catch (error) {
      deps.logger.error({ err: error, date }, 'the waitlist could not offer freed seats')
    }
  }
}

/** The venue day of booking `id` before a change moves it (null when there is no such booking). */
export async function bookingDate(deps: AppDeps, id: number): Promise<string | null> {
  const [row] = await deps.db.select({ date: reservations.date }).from(reservations).where(eq(reservations.id, id))
  return row?.date ?? null
}
