import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'

/** The spec's event date format, e.g. "November 24, 2025 at 5:30 PM", in the venue's time zone. */
export function formatEventDate(isoInstant: string, timeZone: string): string {
  return format(new TZDate(new Date(isoInstant).getTime(), timeZone), "MMMM dd, yyyy 'at' h:mm a")
}
