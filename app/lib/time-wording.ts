/**
 * How guests read the venue's hours (opening hours, the venue's status, happy hour, events): one way everywhere. The
 * 12-hour clock ('11:00 AM', '7:30 PM') as booking times are written (`formatTime12h`); an hour that ends or starts at
 * 00:00 is 'midnight' ('12:00 AM' reads as noon to many); a span runs 'from to to' ('11:00 AM to midnight',
 * '6:00 PM to 2:00 AM': an end not after the start is the next morning). Never '24:00' or '16:00h'. A booking's own
 * time stays `formatTime12h` ('12:00 AM', labelled 'after midnight' in the time list) on the page and in e-mails.
 * Times are venue time "HH:mm"; text that is not one is shown as it is.
 */
import { formatTime12h } from './time-slots'

/** '19:30' -> '7:30 PM', '11:00' -> '11:00 AM', '00:00' -> 'midnight', '24:00' -> 'midnight'. */
export function formatVenueTime(time: string): string {
  return time === '00:00' || time === '24:00' ? 'midnight' : formatTime12h(time)
}

/**
 * The other way, for English sentences the server wrote: '7:30 PM' -> '19:30', 'midnight' -> '00:00'; null for
 * anything else.
 */
export function venueTimeOfWords(words: string): string | null {
  if (words === 'midnight') return '00:00'
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(words)
  if (!match) return null
  const hour = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0)
  return `${String(hour).padStart(2, '0')}:${match[2]}`
}

/** '11:00', '00:00' -> '11:00 AM to midnight'; '18:00', '02:00' -> '6:00 PM to 2:00 AM'. */
export function formatTimeRange(from: string, to: string): string {
  return `${formatVenueTime(from)} to ${formatVenueTime(to)}`
}
