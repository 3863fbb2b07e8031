import { Hono } from 'hono'
import {
  coversQuerySchema,
  reservationInputSchema,
  reservationStatusSchema,
  tableAssignmentSchema,
} from '~/contracts/reservations.schemas'
import { clientKey, requireStaff, staffFromCookieHeader } from '../guard'
import { coversByDay } from '../services/covers'
import { assignTable, createReservation, listReservations, updateReservationStatus } from '../services/reservations'
import type { AppDeps, AppEnv } from './context'
import { idParam, readJson, readQuery } from './validate'

export function reservationRoutes(deps: AppDeps) {
  const { db, clock, config } = deps
  const staffOnly = requireStaff(deps)
  return new Hono<AppEnv>()
    .post('/', async (c) => {
      const input = await readJson(c, reservationInputSchema(clock.read().today))
      // Guests' online bookings are limited per address; staff (a phone booking, say) are not.
      const staff = await staffFromCookieHeader(db, c.req.header('cookie'))
      const limit = staff ? undefined : { clientKey: clientKey(c, config.TRUST_PROXY), perHour: config.BOOKINGS_PER_ADDRESS_PER_HOUR }
      return c.json(await createReservation(db, clock, input, limit), 201)
    })
    .get('/', staffOnly, async (c) => c.json(await listReservations(db)))
    .get('/covers', staffOnly, async (c) => {
      const { from, to } = readQuery(c, coversQuerySchema(clock.read().today))
      return c.json({ days: await coversByDay(db, from, to) })
    })
    .patch('/:id/status', staffOnly, async (c) => {
      const id = idParam(c)
      const { status } = await readJson(c, reservationStatusSchema)
      return c.json(await updateReservationStatus(db, id, status))
    })
    .patch('/:id/table', staffOnly, async (c) => {
      const id = idParam(c)
      const { tableId } = await readJson(c, tableAssignmentSchema)
      return c.json(await assignTable(db, id, tableId))
    })
}
