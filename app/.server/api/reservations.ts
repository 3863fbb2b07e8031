import { Hono } from 'hono'
import { venueToday } from '~/lib/venue-time'
import { reservationInputSchema, reservationStatusSchema } from '~/schemas/reservation'
import { requireStaff } from '../auth/session'
import { createReservation, listReservations, updateReservationStatus } from '../services/reservations'
import type { AppDeps, AppEnv } from './context'
import { fail } from './errors'
import { idParam, readJson } from './validate'

export function reservationRoutes(deps: AppDeps) {
  const { db, config } = deps
  const staffOnly = requireStaff(deps)
  return new Hono<AppEnv>()
    .post('/', async (c) => {
      const input = await readJson(c, reservationInputSchema(venueToday(config.VENUE_TIMEZONE)))
      return c.json(await createReservation(db, input), 201)
    })
    .get('/', staffOnly, async (c) => c.json(await listReservations(db)))
    .patch('/:id/status', staffOnly, async (c) => {
      const id = idParam(c)
      const { status } = await readJson(c, reservationStatusSchema)
      const reservation = await updateReservationStatus(db, id, status)
      if (!reservation) fail(404, 'Reservation not found')
      return c.json(reservation)
    })
}
