import { Hono } from 'hono'
import { availabilityQuerySchema, guestBookingChangeSchema } from '~/contracts/bookings.schemas'
import { clientKey } from '../guard'
import { availability } from '../services/availability'
import { bookingCalendarFile } from '../services/calendar-files'
import { cancelGuestBooking, findByToken, findGuestBooking } from '../services/guest-bookings'
import { changeGuestBooking } from '../services/guest-changes'
import { sendCalendar, siteOrigin } from './calendar-answer'
import type { AppDeps, AppEnv } from '../app-deps'
import { languageOf } from '../services/reservation-json'
import { inLanguage } from './booking-language'
import { mailContext } from './mail-context'
import { readJson, readQuery } from './validate'
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
        return changeGuestBooking(db, clock, token, change, { limit, mail: mailContext(c, deps) })
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

/** Public: which times of a day can seat a party (/api/availability?date=&guests=&seating=). */
export function availabilityRoutes({ db, clock, config }: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const query = readQuery(c, availabilityQuerySchema(clock.read().today))
    const answer = await availability(db, clock, query)
    return c.json(config.WAITLIST_ONLINE ? answer : { ...answer, waitlistOnline: false as const })
  })
}
