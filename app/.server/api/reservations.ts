import type { Context } from 'hono'
import { Hono } from 'hono'
import { reservationMessages, reservationPaths } from '~/contracts/reservations'
import {
  coversQuerySchema,
  parseIfMatch,
  reservationChangeSchema,
  reservationInputSchema,
  reservationListQuerySchema,
  reservationStatusSchema,
  staffReservationInputSchema,
  tableAssignmentSchema,
} from '~/contracts/reservations.schemas'
import { clientKey, requireStaff, staffFromCookieHeader } from '../guard'
import { coversByDay } from '../services/covers'
import { InputError } from '../services/errors'
import { guestHistory, reservationSummary, reservationsFrom, reservationsOn, searchReservations, statusHistory } from '../services/reservation-lookup'
import { createReservation } from '../services/new-booking'
import { countRefusedDemandLater, hourOf, isFullRefusal } from '../services/refused-demand'
import { assignTable, changeReservation, type StaffEdit, updateReservationStatus } from '../services/reservation-changes'
import { toCreatedGuestJson } from '../services/reservation-json'
import type { AppDeps, AppEnv } from '../app-deps'
import { inLanguage, requestedLanguage } from './booking-language'
import { mailContext } from './mail-context'
import { idParam, readJson, readQuery } from './validate'
import { bookingDate, passOnFreedSeats } from './waitlist-hook'

/** Who makes a staff change, and the booking version it was made on (If-Match); 400 for an If-Match that is no version. */
function staffEdit(c: Context<AppEnv>, deps: AppDeps): StaffEdit {
  const expectedVersion = parseIfMatch(c.req.header('if-match'))
  if (expectedVersion === 'invalid') throw InputError.field('If-Match', reservationMessages.ifMatch)
  return { actor: c.get('staff').username, expectedVersion, mail: mailContext(c, deps) }
}

export function reservationRoutes(deps: AppDeps) {
  const { db, clock, config } = deps
  const staffOnly = requireStaff(deps)
  return new Hono<AppEnv>()
    .post('/', async (c) => {
      const today = clock.read().today
      // Staff record walk-ins and phone bookings (no per-address limit); guests book online (limited per address).
      const staff = await staffFromCookieHeader(db, c.req.header('cookie'))
      if (staff) {
        const input = await readJson(c, staffReservationInputSchema(today))
        return c.json(await createReservation(db, clock, input, { staff, mail: mailContext(c, deps) }), 201)
      }
      // A guest's refusals (400, 409, 429) are worded in the language they book in.
      const created = await inLanguage(await requestedLanguage(c), async () => {
        const input = await readJson(c, reservationInputSchema(today))
        const limit = { clientKey: clientKey(c, config.TRUST_PROXY), perHour: config.BOOKINGS_PER_ADDRESS_PER_HOUR, perDay: config.BOOKINGS_PER_ADDRESS_PER_DAY }
        return createReservation(db, clock, input, { limit, mail: mailContext(c, deps) }).catch((error: unknown) => {
          // A time the venue could not seat is demand it missed: counted for the Reports, apart from the answer.
          if (isFullRefusal(error)) countRefusedDemandLater(db, deps.logger, input.date, [hourOf(input.time)])
          throw error
        })
      })
      return c.json(toCreatedGuestJson(created), 201)
    })
    .get('/', staffOnly, async (c) => {
      const { date, q, cursor, limit } = readQuery(c, reservationListQuerySchema)
      if (q !== undefined) return c.json(await searchReservations(db, q, clock.read().today, date))
      if (date !== undefined) return c.json(await reservationsOn(db, date))
      // From today on, a page at a time: the body stays the list, the next page's address is in the Link header.
      const page = await reservationsFrom(db, clock.read().today, { cursor, limit })
      if (page.nextCursor) c.header('Link', `<${reservationPaths.page(page.nextCursor, limit)}>; rel="next"`)
      return c.json(page.reservations)
    })
    .get('/covers', staffOnly, async (c) => {
      const { from, to } = readQuery(c, coversQuerySchema(clock.read().today))
      return c.json({ days: await coversByDay(db, from, to) })
    })
    .get('/summary', staffOnly, async (c) => c.json(await reservationSummary(db, clock.read())))
    .get('/:id/history', staffOnly, async (c) => c.json(await statusHistory(db, idParam(c))))
    .get('/:id/guest', staffOnly, async (c) => c.json(await guestHistory(db, idParam(c))))
    .patch('/:id', staffOnly, async (c) => {
      const id = idParam(c)
      const change = await readJson(c, reservationChangeSchema)
      const before = await bookingDate(deps, id)
      const changed = await changeReservation(db, clock, id, change, staffEdit(c, deps))
      await passOnFreedSeats(deps, [before, changed.date], mailContext(c, deps))
      return c.json(changed)
    })
    .patch('/:id/status', staffOnly, async (c) => {
      const id = idParam(c)
      const change = await readJson(c, reservationStatusSchema)
      const changed = await updateReservationStatus(db, id, change, staffEdit(c, deps))
      await passOnFreedSeats(deps, [changed.date], mailContext(c, deps))
      return c.json(changed)
    })
    .patch('/:id/table', staffOnly, async (c) => {
      const id = idParam(c)
      const assignment = await readJson(c, tableAssignmentSchema)
      const changed = await assignTable(db, id, assignment, staffEdit(c, deps))
      await passOnFreedSeats(deps, [changed.date], mailContext(c, deps))
      return c.json(changed)
    })
}
