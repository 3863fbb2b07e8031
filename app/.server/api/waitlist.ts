import type { Context } from 'hono'
import { Hono } from 'hono'
import { onlineJoinSchema, waitlistDayQuerySchema, waitlistMessages, waitlistPatchSchema, walkInInputSchema } from '~/contracts/waitlist.schemas'
import { clientKey, requireStaff, staffFromCookieHeader } from '../guard'
import { NotFoundError } from '../services/errors'
import { isDatabaseUnavailable, loggableError } from './errors'
import { dayLine, expireWalkInsOfPastNights } from '../services/waitlist-entries'
import { acceptOffer, entryByToken, leaveLine, waitlistStatus } from '../services/waitlist-guests'
import { joinOnline } from '../services/waitlist-join'
import { offerBeforeRead } from '../services/waitlist-offers'
import { addWalkIn, currentServiceDay, markEntry, seatEntry } from '../services/waitlist-walk-ins'
import type { AppDeps, AppEnv } from '../app-deps'
import { inLanguage, requestedLanguage } from './booking-language'
import { mailContext } from './mail-context'
import { languageOf } from '../services/reservation-json'
import { idParam, readJson, readQuery } from './validate'

/**
 * True when the body is an online join's (it has `from` or `date`): a guest's page sends those even when the browser
 * also carries a staff session, and must not become a walk-in. Hono keeps the parsed body for readJson.
 */
async function looksOnline(c: Context<AppEnv>): Promise<boolean> {
  const body: unknown = await c.req.json().catch(() => null)
  return typeof body === 'object' && body !== null && ('from' in body || 'date' in body)
}

/** The waitlist (issue 31): staff's walk-in line and the online guests' (/api/waitlist), and the guest's own page's. */
export function waitlistRoutes(deps: AppDeps) {
  const { db, clock, config } = deps
  // A read whose offers fail answers the line as stored (logged); a database outage stays the 503 it is everywhere.
  const onFailure = (error: unknown, date: string) => {
    if (isDatabaseUnavailable(error)) throw error
    deps.logger.error({ err: loggableError(error), date }, 'the waitlist could not make its offers before a read')
  }
  const settingsOf = (c: Context<AppEnv>) => ({ holdMinutes: config.WAITLIST_HOLD_MINUTES, mail: mailContext(c, deps), onFailure })
  return new Hono<AppEnv>()
    .post('/', async (c) => {
      const today = clock.read().today
      // Staff add a walk-in at the door; a guest joins a full day's line online (limited per address).
      const staff = await staffFromCookieHeader(db, c.req.header('cookie'))
      if (staff && !(await looksOnline(c))) {
        const input = await readJson(c, walkInInputSchema(today))
        return c.json(await addWalkIn(db, clock, input, staff.username, mailContext(c, deps)), 201)
      }
      if (!config.WAITLIST_ONLINE) throw new NotFoundError(waitlistMessages.closed)
      const joined = await inLanguage(await requestedLanguage(c), async () => {
        const input = await readJson(c, onlineJoinSchema(today))
        const limit = { clientKey: clientKey(c, config.TRUST_PROXY), perHour: config.BOOKINGS_PER_ADDRESS_PER_HOUR, perDay: config.BOOKINGS_PER_ADDRESS_PER_DAY }
        return joinOnline(db, clock, input, limit, settingsOf(c))
      })
      return c.json(joined, 201)
    })
    .get('/', requireStaff(deps), async (c) => {
      const query = readQuery(c, waitlistDayQuerySchema)
      const date = query.date ?? (await currentServiceDay(db, clock))
      // Offers past their time lapse and pass on before the line is read.
      await offerBeforeRead(db, clock, date, settingsOf(c))
      await expireWalkInsOfPastNights(db, clock)
      return c.json(await dayLine(db, clock.read(), date))
    })
    .patch('/:id', requireStaff(deps), async (c) => {
      const id = idParam(c)
      const patch = await readJson(c, waitlistPatchSchema)
      const staff = c.get('staff')
      if ('seat' in patch) return c.json(await seatEntry(db, clock, id, patch.seat, staff, mailContext(c, deps)), 201)
      return c.json(await markEntry(db, clock, id, patch.status, staff.username, settingsOf(c)))
    })
    .get('/status/:token', async (c) => c.json(await waitlistStatus(db, clock, c.req.param('token'), settingsOf(c))))
    .post('/status/:token/leave', async (c) => c.json(await leaveLine(db, clock, c.req.param('token'), settingsOf(c))))
    .post('/status/:token/accept', async (c) => {
      const token = c.req.param('token')
      const row = await entryByToken(db, token)
      const created = await inLanguage(languageOf(row), () => acceptOffer(db, clock, token, mailContext(c, deps), settingsOf(c)))
      return c.json(created, 201)
    })
}
