/**
 * Field rules every text and date from outside goes through, whatever the resource: text is trimmed, limited in
 * length, and free of characters that break storage or mislead a reader (NUL and other control characters, and
 * the bidi overrides and isolates that reorder what staff see); dates are real calendar dates.
 */
import { z } from 'zod'
import { isCleanText } from '~/lib/clean-text'
import { isCalendarDate } from '~/lib/dates'
import { tooLongMessage } from './common'

export const fieldMessages = {
  characters: (label: string) => `${label} contains characters that are not allowed`,
  tooLong: tooLongMessage,
} as const

interface TextOptions {
  /** The field as a person names it, for the messages ('Name', 'Special requests'). */
  label: string
  max: number
  /** Message when the field is missing or not text (and, with `min`, too short). */
  required?: string
  min?: number
  multiline?: boolean
  /** Message when over `max` (default: '<label> must be <max> characters or fewer'). */
  tooLong?: string
}

/** A trimmed text field with a length limit and only clean characters. */
export function safeText({ label, max, required, min = 0, multiline = false, tooLong }: TextOptions) {
  const text = z.string(required ? { error: required } : undefined).trim()
  return (min > 0 ? text.min(min, required) : text)
    .max(max, tooLong ?? fieldMessages.tooLong(label, max))
    .refine((value) => isCleanText(value, multiline), fieldMessages.characters(label))
}

/** A calendar date 'yyyy-MM-dd' (a real day: no 2026-02-30), else `message`. */
export const calendarDate = (message: string) => z.string({ error: message }).min(1, message).refine(isCalendarDate, message)
