/** The staff hours screen's pure side: the editor's state, what it sends, and how the server's messages map onto it. */
import type { OpeningExceptionJson, OpeningHoursJson, WeeklyHoursJson } from '~/contracts/opening-hours'
import type { ContentTranslations } from '~/contracts/translations'
import { formatWeekdayDate } from '~/lib/date-wording'
import { formatHours, openMinutes, weekdayName } from '~/lib/opening-hours'

/** The weekdays as staff read them, Monday first. */
export const WEEKDAYS_MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0] as const

export interface ExceptionDraft {
  date: string
  closed: boolean
  opens: string
  closes: string
  note: string
  /** The note's translations typed for it; left out, the date keeps the ones it has. */
  translations?: ContentTranslations
}

/** An exception as PUT /api/opening-hours takes it: with its note's translations when staff typed them. */
export type ExceptionInput = OpeningExceptionJson & { translations?: ContentTranslations }
export type HoursInput = Omit<OpeningHoursJson, 'exceptions'> & { exceptions: ExceptionInput[] }

/** What staff translate of an exception: its note for guests. */
export const EXCEPTION_TRANSLATED = [{ name: 'note', label: 'Note for guests' }] as const
export const EXCEPTION_TRANSLATED_NAMES = EXCEPTION_TRANSLATED.map((field) => field.name)

export const EMPTY_EXCEPTION: ExceptionDraft = { date: '', closed: true, opens: '11:00', closes: '00:00', note: '' }

/** True when a day's hours run past midnight ('18:00' to '02:00'; '00:00' is midnight itself). */
export function closesNextDay(opens: string, closes: string): boolean {
  const open = openMinutes(opens, closes)
  return open !== null && open.to > 24 * 60
}

/** The PUT body: weekly Sunday first (detail paths 'weekly.<weekday>'), exceptions by date (paths 'exceptions.<index>'). */
export function toHoursInput(weekly: readonly WeeklyHoursJson[], exceptions: readonly ExceptionDraft[]): HoursInput {
  return {
    weekly: [...weekly].sort((a, b) => a.weekday - b.weekday),
    exceptions: sortedExceptions(exceptions).map(toExceptionJson),
  }
}

/** Whether the editor's hours differ from `saved` (what the server last answered): leaving would lose them. */
export function hoursChanged(saved: OpeningHoursJson, weekly: readonly WeeklyHoursJson[], exceptions: readonly ExceptionDraft[]): boolean {
  const baseline = toHoursInput(saved.weekly, saved.exceptions.map(toExceptionDraft))
  return JSON.stringify(baseline) !== JSON.stringify(toHoursInput(weekly, exceptions))
}

export function sortedExceptions<T extends { date: string }>(exceptions: readonly T[]): T[] {
  return [...exceptions].sort((a, b) => a.date.localeCompare(b.date))
}

function toExceptionJson(e: ExceptionDraft): ExceptionInput {
  return {
    date: e.date,
    closed: e.closed,
    ...(e.closed ? {} : { opens: e.opens, closes: e.closes }),
    ...(e.note.trim() ? { note: e.note.trim() } : {}),
    ...(e.translations ? { translations: e.translations } : {}),
  }
}

export function toExceptionDraft(e: OpeningExceptionJson): ExceptionDraft {
  return { date: e.date, closed: e.closed, opens: e.opens ?? '11:00', closes: e.closes ?? '00:00', note: e.note ?? '' }
}

/** Why a new exception cannot be added yet (no date, before today, a date already listed), or null. */
export function exceptionDraftProblem(draft: ExceptionDraft, listed: readonly ExceptionDraft[], today: string): string | null {
  if (!draft.date) return 'Choose a date.'
  if (draft.date < today) return 'Choose today or a later date.'
  if (listed.some((e) => e.date === draft.date)) return `${formatWeekdayDate(draft.date)} already has an exception: remove it first.`
  if (!draft.closed && (!draft.opens || !draft.closes)) return 'Special hours need an opening and a closing time.'
  if (!draft.note.trim() && Object.keys(draft.translations ?? {}).length > 0) return 'A translated note needs the English note too.'
  return null
}

/** One exception in words: 'Tuesday, June 3, 2031: Closed (Private event)'. */
export function describeException(e: ExceptionDraft): string {
  const hours = formatHours(e.closed ? { closed: true, note: null } : { closed: false, opens: e.opens, closes: e.closes, note: null })
  return `${formatWeekdayDate(e.date)}: ${hours}${e.note.trim() ? ` (${e.note.trim()})` : ''}`
}

/**
 * The server's field messages in words that say where: 'weekly.2.opens' -> 'Tuesday: ...', 'exceptions.0.date' ->
 * 'Exception for <date>: ...' (of the list as it was sent).
 */
export function describeDetail(detail: { path: string; message: string }, sent: OpeningHoursJson): string {
  const [list, index] = detail.path.split('.')
  if (list === 'weekly' && index !== undefined) return `${weekdayName(sent.weekly[Number(index)]?.weekday ?? -1) || 'Weekly hours'}: ${detail.message}`
  if (list === 'exceptions' && index !== undefined) {
    const date = sent.exceptions[Number(index)]?.date
    return `${date ? `Exception for ${formatWeekdayDate(date)}` : 'Exception'}: ${detail.message}`
  }
  return detail.message
}
