import { MAX_WINDOW_MINUTES } from '~/contracts/waitlist'
import { timeOfMinute } from '~/lib/bookable-times'
import type { SeatingPreference } from '~/lib/constants'
import { timeToMinutes } from '~/lib/time-slots'
import type { WaitlistKey } from './use-waitlist-words'

/** The window a guest waits for starts at the full time and lasts this long unless they change it. */
export const DEFAULT_WINDOW_MINUTES = 90

/** What the booking form knows when a time is full: the party, the day, the time, and who the guest is (if filled). */
export interface FullTime {
  date: string
  time: string
  guests: number
  seatingPreference: SeatingPreference
  name: string
  email: string
}

export interface NotifyMeValues {
  name: string
  email: string
  from: string
  to: string
}

export interface NotifyMeInput {
  name: string
  email: string
  date: string
  from: string
  to: string
  guests: number
  seatingPreference: SeatingPreference
}

/** 'HH:mm' plus minutes, round the clock ('23:30' + 90 -> '01:00': the night goes on after midnight). */
export function addClockMinutes(time: string, minutes: number): string {
  const start = timeToMinutes(time)
  return start === null ? time : timeOfMinute(start + minutes)
}

/** The form's first values: the booking form's name and e-mail, the full time to 90 minutes later. */
export function notifyMeDefaults(full: FullTime): NotifyMeValues {
  return { name: full.name.trim(), email: full.email.trim(), from: full.time, to: addClockMinutes(full.time, DEFAULT_WINDOW_MINUTES) }
}

/** The window's length in minutes (an end past midnight counts on from the start), or null when unreadable. */
export function windowMinutes(from: string, to: string): number | null {
  const start = timeToMinutes(from)
  const end = timeToMinutes(to)
  if (start === null || end === null) return null
  return (((end - start) % 1440) + 1440) % 1440
}

/** The body of POST /api/waitlist (public), or which field to fix first, as a message key (the server checks again). */
export function readNotifyMe(full: FullTime, values: NotifyMeValues): { input: NotifyMeInput } | { errors: Partial<Record<keyof NotifyMeValues, WaitlistKey>> } {
  const errors: Partial<Record<keyof NotifyMeValues, WaitlistKey>> = {}
  const name = values.name.trim()
  const email = values.email.trim()
  if (!name) errors.name = 'notifyNameRequired'
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.email = 'notifyEmailInvalid'
  const length = windowMinutes(values.from, values.to)
  if (length === null || length === 0 || length > MAX_WINDOW_MINUTES) errors.to = 'notifyWindowInvalid'
  if (Object.keys(errors).length > 0) return { errors }
  return { input: { name, email, date: full.date, from: values.from, to: values.to, guests: full.guests, seatingPreference: full.seatingPreference } }
}

