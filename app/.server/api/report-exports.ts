import { Hono } from 'hono'
import { checkRange } from '~/lib/report-range'
import type { AppDeps, AppEnv } from '../app-deps'
import { requireStaff } from '../guard'
import { InputError } from '../services/errors'
import { exportGuestList, guestsFileName, reservationsCsv, reservationsFileName } from '../services/report-exports'

/** How every export is answered: a download, never kept by a browser or a proxy. */
function csvHeaders(file: string): Record<string, string> {
  return {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${file}"`,
    'Cache-Control': 'no-store',
  }
}

/**
 * The Reports page's CSV files: GET /api/reports/reservations.csv?from=&to= (managers and owners) and
 * GET /api/reports/guests.csv (owners; recorded in the audit trail). Roles: app/lib/roles.ts.
 */
export function reportExportRoutes(deps: AppDeps) {
  const { db, clock } = deps
  return new Hono<AppEnv>()
    .use(requireStaff(deps))
    .get('/reservations.csv', async (c) => {
      const checked = checkRange(c.req.query('from') ?? '', c.req.query('to') ?? '')
      if (!checked.ok) throw InputError.field(checked.field, checked.message)
      const headers = csvHeaders(reservationsFileName(checked.range))
      if (c.req.method === 'HEAD') return c.body(null, 200, headers)
      return c.body(await reservationsCsv(db, checked.range, clock.timeZone), 200, headers)
    })
    .get('/guests.csv', async (c) => {
      const today = clock.today()
      const headers = csvHeaders(guestsFileName(today))
      // Only a file that is sent is recorded as taken.
      if (c.req.method === 'HEAD') return c.body(null, 200, headers)
      return c.body(await exportGuestList(db, c.get('staff').username, today), 200, headers)
    })
}
