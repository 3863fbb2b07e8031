import type { LoaderFunctionArgs } from 'react-router'
import { requireStaffPage } from '~/.server/guard'

/**
 * The loader of an admin page whose data all comes from the API: the staff check alone. The admin layout checks too,
 * but React Router runs a page's loader beside the layout's, not after it.
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
