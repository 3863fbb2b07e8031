/**
 * The group request on the booking form, pure: the times a group may ask for, the words, and the answer kept for the
 * page's confirmation. A party larger than the venue seats online sends a request (POST /api/group-requests) instead
 * of a booking; staff answer it by e-mail.
 */
import type { CreatedGroupRequestJson } from '~/contracts/group-requests'
import { sentPartyOf } from './booking-confirmation-data'
import { MINUTES_PER_DAY, openSpan, QUARTER_MINUTES, timeOfMinute } from '~/lib/bookable-times'
import type { DayHours } from '~/lib/opening-hours'
import { type BookingWords, ENGLISH_WORDS } from './booking-words'

export interface GroupTimeOption {
  value: string
  label: string
}

/**
 * The times a group may ask for on a day: every quarter hour from opening until closing (after midnight too, labelled
 * so), none on a closed day; on today (`nowMinute` given) only those later than now.
 */
export function groupRequestTimes(day: DayHours, nowMinute?: number, w: BookingWords = ENGLISH_WORDS): GroupTimeOption[] {
  const span = openSpan(day)
  if (!span) return []
  const options: GroupTimeOption[] = []
  for (let minute = span.from; minute < span.to; minute += QUARTER_MINUTES) {
    if (nowMinute !== undefined && minute <= nowMinute) continue
    const value = timeOfMinute(minute)
    const label = minute >= MINUTES_PER_DAY ? w.t('timeWithNotes', { time: w.time(value), notes: w.t('afterMidnight') }) : w.time(value)
    options.push({ value, label })
  }
  return options
}

/** What the page shows of a request just sent (kept in the page's history state, so every field is checked). */
export interface GroupRequestConfirmation extends CreatedGroupRequestJson {
  name: string
  date: string
  time: string
  guests: number
}

/** The confirmation of a request from the 201 answer and what was sent, or null when anything is missing. */
export function toGroupRequestConfirmation(body: unknown): GroupRequestConfirmation | null {
  const read = sentPartyOf(body)
  if (!read || read.b.status !== 'requested') return null
  return { ...read.sent, status: 'requested' }
}
