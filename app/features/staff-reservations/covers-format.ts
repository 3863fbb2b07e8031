import { differenceInCalendarDays, format, parseISO } from 'date-fns'
import { formatShortDate } from '~/lib/date-wording'

/** The heading of a day in the covers strip: 'Today', 'Tomorrow' or the weekday, and 'Nov 25'; `long` for screen readers. */
export function coverDayLabel(date: string, today: string): { day: string; date: string; long: string } {
  const d = parseISO(date)
  const offset = differenceInCalendarDays(d, parseISO(today))
  const relative = offset === 0 ? 'Today' : offset === 1 ? 'Tomorrow' : null
  return {
    day: relative ?? format(d, 'EEE'),
    date: formatShortDate(date),
    long: `${relative ? `${relative}, ` : ''}${format(d, 'EEEE, MMMM d')}`,
  }
}
