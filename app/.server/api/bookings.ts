import { Hono } from 'hono'
import { availabilityQuerySchema } from '~/contracts/bookings.schemas'
import { availability } from '../services/availability'
import { bookingCalendarFile } from '../services/calendar-files'
import { cancelGuestBooking, findGuestBooking } from '../services/guest-bookings'
import { sendCalendar, siteOrigin } from './calendar-answer'
import type { AppDeps, AppEnv } from '../app-deps'
import { mailContext } from './mail-context'
import { readQuery } from './validate'

/** Guests: their own booking behind the private token (/api/bookings/:token). */
export function bookingRoutes(deps: AppDeps) {
  const { db, clock } = deps
  return new Hono<AppEnv>()
    .get('/:token', async (c) => c.json(await findGuestBooking(db, clock, c.req.param('token'), Boolean(deps.config.SMTP_URL))))
    // The file holds the private link: kept by no cache, shared or not (the token never reaches the logs: log-path.ts).
    .get('/:token/ics', async (c) =>
      sendCalendar(c, await bookingCalendarFile(db, clock, c.req.param('token'), siteOrigin(c, deps)), 'private, no-store'),
    )
    .post('/:token/cancel', async (c) => c.json(await cancelGuestBooking(db, clock, c.req.param('token'), mailContext(c, deps))))
}

/** Public: which times of a day can seat a party (/api/availability?date=&guests=&seating=). */
export function availabilityRoutes({ db, clock }: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const query = readQuery(c, availabilityQuerySchema(clock.read().today))
    return c.json(await availability(db, clock, query))
  })
}
