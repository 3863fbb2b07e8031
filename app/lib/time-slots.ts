/** Times of day written 'HH:mm' (24-hour, venue-local): reading, writing and showing them. */

/** Minutes after midnight (0-1439) -> 'HH:mm'. */
export function minutesToTime(minutes: number): string {
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`
}

/** "HH:mm" -> minutes after midnight, or null when not a valid 24-hour time. */
export function timeToMinutes(time: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time)
  if (!match) return null
  return Number(match[1]) * 60 + Number(match[2])
}

/** "13:30" -> "1:30 PM", "11:00" -> "11:00 AM". */
export function formatTime12h(time: string): string {
  const minutes = timeToMinutes(time)
  if (minutes === null) return time
  const h24 = Math.floor(minutes / 60)
  const suffix = h24 < 12 ? 'AM' : 'PM'
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12
  return `${h12}:${String(minutes % 60).padStart(2, '0')} ${suffix}`
}
