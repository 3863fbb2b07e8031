import { Hono } from 'hono'
import { venueToday } from '~/lib/venue-time'
import { coversQuerySchema, tableAssignmentSchema } from '~/contracts/reservations.schemas'
import { reservationInputSchema, reservationStatusSchema } from '~/contracts/reservations.schemas'
import { requireStaff } from '../auth/session'
import {
  assignTable,
  coversByDay,
  createReservation,
  listReservations,
  updateReservationStatus,
} from '../services/reservations'
import { readQuery, seatingCall } from './booking-errors'
import type { AppDeps, AppEnv } from './context'
import { fail } from './errors'
import { idParam, readJson } from './validate'

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

export function reservationRoutes(deps: AppDeps) {
  const { db, config } = deps
  const timeZone = config.VENUE_TIMEZONE
  const staffOnly = requireStaff(deps)
  return new Hono<AppEnv>()
    .post('/', async (c) => {
      const input = await readJson(c, reservationInputSchema(venueToday(timeZone)))
      return c.json(await seatingCall(() => createReservation(db, input, { timeZone })), 201)
    })
    .get('/', staffOnly, async (c) => c.json(await listReservations(db)))
    .get('/covers', staffOnly, async (c) => {
      const from = c.req.query('from') || venueToday(timeZone)
      const query = readQuery({ from, to: c.req.query('to') || addDays(from, 6) }, coversQuerySchema)
      return c.json({ days: await coversByDay(db, query.from, query.to) })
    })
    .patch('/:id/status', staffOnly, async (c) => {
      const id = idParam(c)
      const { status } = await readJson(c, reservationStatusSchema)
      const reservation = await seatingCall(() => updateReservationStatus(db, id, status))
      if (!reservation) fail(404, 'Reservation not found')
      return c.json(reservation)
    })
    .patch('/:id/table', staffOnly, async (c) => {
      const id = idParam(c)
      const { tableId } = await readJson(c, tableAssignmentSchema)
      const reservation = await seatingCall(() => assignTable(db, id, tableId))
      if (!reservation) fail(404, 'Reservation not found')
      return c.json(reservation)
    })
}
