import { Hono } from 'hono'
import { availabilityQuerySchema } from '~/contracts/bookings.schemas'
import { availability } from '../services/availability'
import { cancelGuestBooking, findGuestBooking } from '../services/guest-bookings'
import type { AppDeps, AppEnv } from './context'
import { readQuery } from './validate'

/** Guests: their own booking behind the private token (/api/bookings/:token). */
export function bookingRoutes({ db, clock }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/:token', async (c) => c.json(await findGuestBooking(db, clock, c.req.param('token'))))
    .post('/:token/cancel', async (c) => c.json(await cancelGuestBooking(db, clock, c.req.param('token'))))
}

/** Public: which times of a day can seat a party (/api/availability?date=&guests=&seating=). */
export function availabilityRoutes({ db, clock }: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const query = readQuery(c, availabilityQuerySchema(clock.read().today))
    return c.json(await availability(db, clock, query))
  })
}
