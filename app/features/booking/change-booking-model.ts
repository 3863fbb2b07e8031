/**
 * The guest's "Change booking" form, without React: what it sends (only what differs from the booking), the times it
 * offers from an availability answer, and its words.
 */
import type { AvailabilityQuery, GuestBookingJson } from '~/contracts/bookings'
import type { GuestBookingChange } from '~/contracts/bookings.schemas'
import { ApiError, errorMessage } from '~/lib/api'
import { MAX_GUESTS, MIN_GUESTS, type SeatingPreference } from '~/lib/constants'
import { isCalendarDate } from '~/lib/dates'
import type { SlotAvailability } from '~/lib/seating'
import { venueTimeNow, venueToday } from '~/lib/venue-time'
import { type BookingWords, ENGLISH_WORDS } from './booking-words'

/** The form's fixed words in English (the page reads them in its language with useBookingWords). */
export const CHANGE_TEXT = {
  heading: ENGLISH_WORDS.t('changeHeading'),
  failed: ENGLISH_WORDS.t('changeFailed'),
} as const

/** What the form holds: text as typed (the party size too, until it is a number). */
export interface ChangeValues {
  date: string
  time: string
  guests: string
  seatingPreference: SeatingPreference
}

export function initialValues(booking: Pick<GuestBookingJson, 'date' | 'time' | 'guests' | 'seatingPreference'>): ChangeValues {
  return { date: booking.date, time: booking.time, guests: String(booking.guests), seatingPreference: booking.seatingPreference as SeatingPreference }
}

/** The party size typed, when it is a whole number the form may ask about (1-20); else null. */
export function partySizeOf(guests: string): number | null {
  if (!/^\s*\d+\s*$/.test(guests)) return null
  const size = Number(guests)
  return size >= MIN_GUESTS && size <= MAX_GUESTS ? size : null
}

/** The availability question for the form's day, party and seating; null while they are not one. */
export function availabilityQuestion(values: ChangeValues): AvailabilityQuery | null {
  const guests = partySizeOf(values.guests)
  if (!isCalendarDate(values.date) || guests === null) return null
  return { date: values.date, guests, seating: values.seatingPreference }
}

/**
 * The PATCH body: only the fields that differ from the booking (the party size as typed, for the server to judge);
 * null when nothing does.
 */
export function changeRequest(booking: Pick<GuestBookingJson, 'date' | 'time' | 'guests' | 'seatingPreference'>, values: ChangeValues) {
  const change: Partial<Record<keyof GuestBookingChange, string | number>> = {}
  if (values.date !== booking.date) change.date = values.date
  if (values.time !== booking.time) change.time = values.time
  if (values.guests.trim() !== String(booking.guests)) change.guests = partySizeOf(values.guests) ?? values.guests
  if (values.seatingPreference !== booking.seatingPreference) change.seatingPreference = values.seatingPreference
  return Object.keys(change).length > 0 ? change : null
}

export interface ChangeTimeOption {
  value: string
  label: string
  disabled: boolean
}

const UNAVAILABLE = { past: 'slotPast', full: 'slotFull', paced: 'slotFull', 'too-large': 'slotTooLarge' } as const satisfies Record<
  NonNullable<SlotAvailability['reason']>,
  string
>

/**
 * The day's times from an availability answer, in the day's order (past midnight too), 12-hour labels, those that
 * cannot seat the party disabled with why. The booking's own time on its own day (`own`) stays open: its own seats
 * count against it in the answer, and the server leaves them out.
 */
export function changeTimeOptions(slots: readonly SlotAvailability[], own?: string, w: BookingWords = ENGLISH_WORDS): ChangeTimeOption[] {
  return slots.map((slot) => {
    const open = slot.available || slot.time === own
    const label = open ? w.time(slot.time) : w.t('timeWithNotes', { time: w.time(slot.time), notes: w.t(UNAVAILABLE[slot.reason ?? 'full']) })
    return { value: slot.time, label, disabled: !open }
  })
}

/** Why no time of the day can be chosen, or null when some can. */
export function dayNoticeOf(slots: readonly SlotAvailability[], guests: number, own?: string, w: BookingWords = ENGLISH_WORDS): string | null {
  if (slots.length === 0) return w.t('changeClosed')
  if (changeTimeOptions(slots, own, w).some((o) => !o.disabled)) return null
  if (slots.every((s) => s.reason === 'too-large' || s.reason === 'past') && slots.some((s) => s.reason === 'too-large')) {
    return w.t('changeTooLarge', { guests: w.guests(guests) })
  }
  return w.t('noneLeft', { guests: w.guests(guests) })
}

/** 'You can change the date, time, party size or seating online until 5:00 PM on December 12, 2026.' (venue time) */
export function changeUntilText(changeUntil: string, timeZone: string, w: BookingWords = ENGLISH_WORDS): string {
  const instant = new Date(changeUntil)
  return w.t('changeUntil', { time: w.time(venueTimeNow(timeZone, instant)), date: w.longDate(venueToday(timeZone, instant)) })
}

/** 'Your booking is now for 4 guests at 12:00 AM on Sunday, December 13, 2026.': the calendar day it starts on. */
export function changedText(booking: Pick<GuestBookingJson, 'startsAt' | 'time' | 'guests'>, timeZone: string, w: BookingWords = ENGLISH_WORDS): string {
  const day = venueToday(timeZone, new Date(booking.startsAt))
  return w.t('changedText', { guests: w.guests(booking.guests), time: w.time(booking.time), date: w.weekdayDate(day) })
}

/** The `alternatives` of a 409 answer: 'HH:mm' times, at most three. */
export function conflictTimes(body: unknown): string[] {
  const alternatives = (body as { alternatives?: unknown } | null)?.alternatives
  if (!Array.isArray(alternatives)) return []
  return alternatives.filter((t): t is string => typeof t === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(t)).slice(0, 3)
}

/** A refused change: the server's words, the nearby times it can seat the party (409), and field messages (400). */
export interface Refusal {
  message: string
  alternatives: string[]
  fields: Partial<Record<keyof ChangeValues, string>>
}

/** The form's fields, in the order a refused one takes the focus. */
export const CHANGE_FIELDS: ReadonlyArray<keyof ChangeValues> = ['date', 'time', 'guests', 'seatingPreference']

/** What the form shows of a failed PATCH: the first message of each field refused, or the answer's own words. */
export function refusalOf(error: unknown, w: BookingWords = ENGLISH_WORDS): Refusal {
  const fields: Refusal['fields'] = {}
  if (!(error instanceof ApiError)) return { message: w.t('changeFailed'), alternatives: [], fields }
  for (const detail of error.body?.details ?? []) {
    const field = CHANGE_FIELDS.find((f) => f === detail.path)
    if (field) fields[field] ??= w.error(detail.message)
  }
  const alternatives = error.status === 409 ? conflictTimes(error.body) : []
  const fallback = w.t('changeFailed')
  const message = errorMessage(error, fallback)
  return { message: message === fallback ? message : w.error(message), alternatives, fields }
}
