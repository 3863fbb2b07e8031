import { Hono } from 'hono'
import { availabilityQuerySchema, guestBookingChangeSchema } from '~/contracts/bookings.schemas'
import { createDailyLimit } from '../daily-limit'
import { clientKey } from '../guard'
import { availability } from '../services/availability'
import { bookingCalendarFile } from '../services/calendar-files'
import { cancelGuestBooking, findByToken, findGuestBooking } from '../services/guest-bookings'
import { changeGuestBooking } from '../services/guest-changes'
import { countRefusedDemandLater, hourOf, isFullRefusal } from '../services/refused-demand'
import { sendCalendar, siteOrigin } from './calendar-answer'
import type { AppDeps, AppEnv } from '../app-deps'
import { languageOf } from '../services/reservation-json'
import { inLanguage } from './booking-language'
import { mailContext } from './mail-context'
import { readJson, readQuery } from './validate'
import { countedVisitorId } from './visits'
import { passOnFreedSeats } from './waitlist-hook'

/** Guests: their own booking behind the private token (/api/bookings/:token). */
export function bookingRoutes(deps: AppDeps) {
  const { db, clock, config } = deps
  return new Hono<AppEnv>()
    .get('/:token', async (c) => c.json(await findGuestBooking(db, clock, c.req.param('token'), Boolean(config.SMTP_URL))))
    .patch('/:token', async (c) => {
      const token = c.req.param('token')
      // A token that opens nothing is a 404 whatever the body says.
      const row = await findByToken(db, token)
      // The refusals are worded in the language the booking was made in.
      const changed = await inLanguage(languageOf(row), async () => {
        const change = await readJson(c, guestBookingChangeSchema(clock.read().today))
        // Every change counts against the address's bookings: a stranger cannot churn the evening's tables.
        const limit = { clientKey: clientKey(c, config.TRUST_PROXY), perHour: config.BOOKINGS_PER_ADDRESS_PER_HOUR, perDay: config.BOOKINGS_PER_ADDRESS_PER_DAY }
        return changeGuestBooking(db, clock, token, change, { limit, mail: mailContext(c, deps) }).catch((error: unknown) => {
          if (isFullRefusal(error)) countRefusedDemandLater(db, deps.logger, change.date ?? row.date, [hourOf(change.time ?? row.time)])
          throw error
        })
      })
      await passOnFreedSeats(deps, [row.date, changed.date], mailContext(c, deps))
      return c.json(changed)
    })
    // The file holds the private link: kept by no cache, shared or not (the token never reaches the logs: log-path.ts).
    .get('/:token/ics', async (c) =>
      sendCalendar(c, await bookingCalendarFile(db, clock, c.req.param('token'), siteOrigin(c, deps)), 'private, no-store'),
    )
    // The day as the guest moving this booking sees it: the seats their own booking holds count as free.
    .get('/:token/availability', async (c) => {
      const row = await findByToken(db, c.req.param('token'))
      const query = readQuery(c, availabilityQuerySchema(clock.read().today))
      return c.json(await availability(db, clock, query, row.id), 200, { 'Cache-Control': 'private, no-store' })
    })
    .post('/:token/cancel', async (c) => {
      const token = c.req.param('token')
      const row = await findByToken(db, token)
      const cancelled = await inLanguage(languageOf(row), () => cancelGuestBooking(db, clock, token, mailContext(c, deps)))
      await passOnFreedSeats(deps, [row.date], mailContext(c, deps))
      return c.json(cancelled)
    })
}

/** How many visitors' dates a process counts the full times of in a day (beyond them, none until the next day). */
export const AVAILABILITY_VIEWS_COUNTED_PER_DAY = 50_000

/**
 * Public: which times of a day can seat a party (/api/availability?date=&guests=&seating=). The hours of the full
 * times it shows are refused demand for the Reports: counted once per visitor (their signed cookie) and date, in a
 * bounded set cleared every day, and never for a request without a visitor cookie or from a known bot.
 */
export function availabilityRoutes({ db, clock, config, logger, visitorSecret }: AppDeps, { viewsCountedPerDay = AVAILABILITY_VIEWS_COUNTED_PER_DAY } = {}) {
  const counted = createDailyLimit({ perKey: 1, maxKeys: viewsCountedPerDay })
  return new Hono<AppEnv>().get('/', async (c) => {
    const now = clock.read()
    const query = readQuery(c, availabilityQuerySchema(now.today))
    const answer = await availability(db, clock, query)
    const fullHours = answer.slots.filter((slot) => slot.reason === 'full' || slot.reason === 'paced').map((slot) => hourOf(slot.time))
    if (fullHours.length > 0) {
      const visitorId = countedVisitorId(c, visitorSecret)
      if (visitorId && counted.take(`${visitorId} ${query.date}`, now.today)) {
        countRefusedDemandLater(db, logger, query.date, fullHours)
      }
    }
    return c.json(config.WAITLIST_ONLINE ? answer : { ...answer, waitlistOnline: false as const })
  })
}
