import type { LoaderFunctionArgs } from 'react-router'
import { requireStaffPage } from '~/.server/guard'
import { readOpeningHours } from '~/.server/services/opening-hours'
import { serviceDay } from '~/lib/bookable-times'
import { addDays } from '~/lib/dates'

/**
 * The loader of an admin page whose data all comes from the API: the staff check alone, with the page's role (403 for
 * a role below it, app/lib/roles.ts). The admin layout checks the session too, but React Router runs a page's loader
 * beside the layout's, not after it.
 */
export function staffOnlyLoader({ context, request }: LoaderFunctionArgs) {
  requireStaffPage(context, request)
  return null
}

/** The loader of an admin page that shows venue times: the staff check, and the venue's time zone (the browser's may differ). */
export function staffTimeZoneLoader(args: LoaderFunctionArgs) {
  staffOnlyLoader(args)
  return { timeZone: args.context.config.VENUE_TIMEZONE }
}

/**
 * The loader of a staff page about the night in service (host stand, dashboard): the venue's time zone and the night's
 * day, which after midnight is still the night running (00:30 on Sunday works Saturday's night), so both pages show
 * the same night.
 */
export async function serviceDayLoader(args: LoaderFunctionArgs) {
  const { timeZone } = staffTimeZoneLoader(args)
  const now = args.context.clock.read()
  const hours = await readOpeningHours(args.context.db, addDays(now.today, -1))
  return { timeZone, today: serviceDay(hours, now) }
}
