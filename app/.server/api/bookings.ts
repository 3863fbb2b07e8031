import { BOOKING_NOT_FOUND_MESSAGE } from '~/contracts/bookings'
import { Hono } from 'hono'
import { dayAvailability } from '~/lib/seating'
import { availabilityQuerySchema } from '~/contracts/bookings.schemas'
import { cancelGuestBooking, findGuestBooking } from '../services/reservations'
import { loadDayState, venueClock } from '../services/seating'
import { readQuery, seatingCall } from './booking-errors'
import type { AppDeps, AppEnv } from './context'
import { fail } from './errors'


/** Guests: their own booking behind the private token (/api/bookings/:token). */
export function bookingRoutes(deps: AppDeps) {
  const { db, config } = deps
  const timeZone = config.VENUE_TIMEZONE
  return new Hono<AppEnv>()
    .get('/:token', async (c) => {
      const booking = await findGuestBooking(db, c.req.param('token'), { timeZone })
      if (!booking) fail(404, BOOKING_NOT_FOUND_MESSAGE)
      return c.json(booking)
    })
    .post('/:token/cancel', async (c) => {
      const booking = await seatingCall(() => cancelGuestBooking(db, c.req.param('token'), { timeZone }))
      if (!booking) fail(404, BOOKING_NOT_FOUND_MESSAGE)
      return c.json(booking)
    })
}

/** Public: which times of a day can seat a party (/api/availability?date=&guests=&seating=). */
export function availabilityRoutes(deps: AppDeps) {
  const { db, config } = deps
  return new Hono<AppEnv>().get('/', async (c) => {
    const clock = venueClock(config.VENUE_TIMEZONE)
    const query = readQuery(c.req.query(), availabilityQuerySchema(clock.today))
    const state = await loadDayState(db, query.date)
    const earliest = query.date === clock.today ? clock.nowTime : undefined
    return c.json({
      date: query.date,
      guests: query.guests,
      seating: query.seating,
      slots: dayAvailability(state, query.guests, query.seating, earliest),
    })
  })
}
