import { RESERVATION_DURATION_MINUTES } from './constants'

const FIRST_SLOT_MINUTES = 11 * 60
const LAST_SLOT_MINUTES = 22 * 60
const SLOT_STEP_MINUTES = 30

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

/** The 23 bookable half-hour slots, 11:00 to 22:00, as 24-hour "HH:mm". */
export const TIME_SLOTS: readonly string[] = Array.from(
  { length: (LAST_SLOT_MINUTES - FIRST_SLOT_MINUTES) / SLOT_STEP_MINUTES + 1 },
  (_, i) => minutesToTime(FIRST_SLOT_MINUTES + i * SLOT_STEP_MINUTES),
)

/** The start of the half hour `time` ('HH:mm') falls in: the slot a walk-in arriving then takes. Null for no time. */
export function currentSlotStart(time: string): string | null {
  const minutes = timeToMinutes(time)
  return minutes === null ? null : minutesToTime(minutes - (minutes % SLOT_STEP_MINUTES))
}

export function isTimeSlot(time: string): boolean {
  return TIME_SLOTS.includes(time)
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

/** End of a reservation that starts at `time` ("HH:mm"), in minutes after midnight (may pass 24:00). */
export function reservationEndMinutes(time: string): number | null {
  const start = timeToMinutes(time)
  return start === null ? null : start + RESERVATION_DURATION_MINUTES
}
