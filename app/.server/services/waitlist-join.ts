/** An online guest joins a full day's waitlist for a window of times (issue 31), within the public-write limits. */
import { and, count, eq, inArray, sql } from 'drizzle-orm'
import { IN_LINE_STATUSES, MAX_WINDOW_MINUTES, type OnlineJoinedJson } from '~/contracts/waitlist'
import { MAX_ONLINE_ENTRIES_PER_DAY, type OnlineJoinInput, waitlistMessages } from '~/contracts/waitlist.schemas'
import { dayMinute, minutesSinceDayStart } from '~/lib/bookable-times'
import { dayPlan } from '~/lib/day-plan'
import { fitsVenue } from '~/lib/seating'
import { stayMinutesFor } from '~/lib/seating-rules'
import type { VenueClock } from '~/lib/venue-clock'
import { linePositions } from '~/lib/waitlist-line'
import type { Database } from '../db/client'
import { waitlistEntries } from '../db/schema'
import { GUEST_ACTOR, loadDayState, withBookingLocks } from './booking-locks'
import { type BookingLimit, countGuestBooking } from './booking-limit'
import { readBookingDay } from './booking-day'
import { hashToken, newManageToken } from './booking-tokens'
import { ConflictError, InputError } from './errors'
import { dayRows, statusPathOf } from './waitlist-entries'
import { queueWaitlistEmail } from './waitlist-emails'
import { offerBeforeRead, type OfferSettings } from './waitlist-offers'

/**
 * Adds the guest to the day's online line: a window inside the day's bookable starts, not past, at most 4 hours; one
 * entry in line per e-mail per day (409, counted against the address's bookings all the same); at most
 * MAX_ONLINE_ENTRIES_PER_DAY in line a day (409); counted against the address's bookings. Seats already free in the
 * window are offered at once.
 */
export async function joinOnline(
  db: Database,
  clock: VenueClock,
  input: OnlineJoinInput,
  limit: BookingLimit,
  settings: OfferSettings,
): Promise<OnlineJoinedJson> {
  const token = newManageToken()
  const language = input.language ?? 'en'
  const row = await withBookingLocks(db, [input.date], GUEST_ACTOR, async (tx) => {
    const now = clock.read()
    const day = await readBookingDay(tx, input.date)
    const from = dayMinute(day.day, input.from)
    const to = dayMinute(day.day, input.to)
    const starts = dayPlan(day.day, day.rules, stayMinutesFor(day.rules, input.guests)).starts
    if (from === null || to === null || starts.length === 0) throw InputError.field('from', waitlistMessages.windowOutside)
    if (to < from) throw InputError.field('to', waitlistMessages.windowOrder)
    if (to - from > MAX_WINDOW_MINUTES) throw InputError.field('to', waitlistMessages.windowLong)
    if (to < starts[0] || from > starts.at(-1)!) throw InputError.field('from', waitlistMessages.windowOutside)
    if (to <= minutesSinceDayStart(input.date, now)) throw InputError.field('to', waitlistMessages.windowPast)
    if (!fitsVenue(await loadDayState(tx, input.date), input.guests, input.seatingPreference)) {
      throw InputError.field('guests', waitlistMessages.partyTooLarge)
    }
    // Counted before the one-per-e-mail check, and kept when that refuses: else the 409 would tell a stranger, without
    // limit, which addresses wait for which day.
    await countGuestBooking(tx, limit, now.instant)
    // Only entries still in line count: a guest who left, or whose offer lapsed, may join again.
    const sameDayInLine = and(eq(waitlistEntries.date, input.date), eq(waitlistEntries.kind, 'online'), inArray(waitlistEntries.status, [...IN_LINE_STATUSES]))
    const [mine] = await tx
      .select({ n: count() })
      .from(waitlistEntries)
      .where(and(sameDayInLine, sql`lower(${waitlistEntries.email}) = ${input.email.toLowerCase()}`))
    if (Number(mine.n) > 0) return null
    const [all] = await tx.select({ n: count() }).from(waitlistEntries).where(sameDayInLine)
    if (Number(all.n) >= MAX_ONLINE_ENTRIES_PER_DAY) throw new ConflictError(waitlistMessages.full)
    const [inserted] = await tx
      .insert(waitlistEntries)
      .values({
        date: input.date,
        kind: 'online',
        name: input.name,
        guests: input.guests,
        seatingPreference: input.seatingPreference,
        email: input.email,
        windowFrom: input.from,
        windowTo: input.to,
        tokenHash: hashToken(token),
        language,
        joinedAt: now.instant,
      })
      .returning()
    if (settings.mail) await queueWaitlistEmail(tx, 'waitlist-joined', inserted, settings.mail, { token })
    return inserted
  })
  if (!row) throw new ConflictError(waitlistMessages.alreadyWaiting)
  await offerBeforeRead(db, clock, input.date, settings)
  const rows = await dayRows(db, input.date, 'online')
  return { id: row.id, position: linePositions(rows).get(row.id) ?? 1, statusPath: statusPathOf(language, token) }
}
