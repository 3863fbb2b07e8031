import { Hono } from 'hono'
import { eventInputSchema } from '~/contracts/events.schemas'
import { requireStaff } from '../guard'
import { eventCalendarFile } from '../services/calendar-files'
import { createEvent, deleteEvent, listAllEvents, listUpcomingEvents, updateEvent } from '../services/events'
import { sendCalendar, siteOrigin } from './calendar-answer'
import type { AppDeps, AppEnv } from '../app-deps'
import { keyInLanguage, readLanguage, sendSharedRead } from './shared-read'
import { noContent } from './no-content'
import { idParam, readJson } from './validate'
import { asStaff } from './staff-write'

export function eventRoutes(deps: AppDeps) {
  const { db, clock } = deps
  // Which events are upcoming changes with the venue day.
  return new Hono<AppEnv>().get('/', (c) => {
    const lang = readLanguage(c)
    return sendSharedRead(c, deps, (today) => keyInLanguage(lang, `api events ${today}`), () => listUpcomingEvents(db, clock, lang))
  })
}

/** What staff read and change: every event (upcoming and past), and the writes. Times are venue time. */
export function eventWriteRoutes(deps: AppDeps) {
  const { db, clock } = deps
  const staffOnly = requireStaff(deps)
  return new Hono<AppEnv>()
    .get('/all', staffOnly, async (c) => c.json(await listAllEvents(db, clock)))
    .post('/', staffOnly, async (c) => {
      const input = await readJson(c, eventInputSchema)
      return c.json(await asStaff(c, db, (tx) => createEvent(tx, clock.timeZone, input)), 201)
    })
    .put('/:id', staffOnly, async (c) => {
      const id = idParam(c)
      const input = await readJson(c, eventInputSchema)
      return c.json(await asStaff(c, db, (tx) => updateEvent(tx, clock.timeZone, id, input)))
    })
    .delete('/:id', staffOnly, noContent((c) => asStaff(c, db, (tx) => deleteEvent(tx, idParam(c)))))
}

/** Public: one event as an iCalendar file (/api/events/:id/ics), for "Add to calendar". */
export function eventCalendarRoutes(deps: AppDeps) {
  const { db, clock } = deps
  return new Hono<AppEnv>().get('/:id/ics', async (c) => sendCalendar(c, await eventCalendarFile(db, clock, idParam(c), siteOrigin(c, deps))))
}
