/** The zod half of the opening-hours contract (opening-hours.ts). */
import { z } from 'zod'
import { timeToMinutes } from '~/lib/time-slots'
import { calendarDate, safeText } from './fields.schemas'
import { OPENING_EXCEPTIONS_MAX, OPENING_NOTE_MAX_LENGTH, openingHoursMessages as m } from './opening-hours'
import { translationsSchema } from './translations.schemas'

const emptyToUndefined = (value: unknown) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value)

const note = safeText({ label: 'Note', max: OPENING_NOTE_MAX_LENGTH, tooLong: m.note })
const time = z.string({ error: m.time }).refine((value) => timeToMinutes(value) !== null, m.time)
const optionalTime = z.preprocess(emptyToUndefined, time.optional())

/** One weekday's hours. A closed weekday may leave its times out (it keeps the default ones). */
const weeklyEntry = z
  .object({
    weekday: z.number({ error: m.weekly }).int(m.weekly).min(0, m.weekly).max(6, m.weekly),
    closed: z.boolean({ error: m.weekly }),
    opens: optionalTime,
    closes: optionalTime,
  })
  .superRefine((entry, ctx) => {
    if (entry.closed) return
    if (entry.opens === undefined) ctx.addIssue({ code: 'custom', path: ['opens'], message: m.time })
    if (entry.closes === undefined) ctx.addIssue({ code: 'custom', path: ['closes'], message: m.time })
    if (entry.opens !== undefined && entry.opens === entry.closes) ctx.addIssue({ code: 'custom', path: ['closes'], message: m.same })
  })
  .transform((entry) => ({ weekday: entry.weekday, closed: entry.closed, opens: entry.opens ?? '11:00', closes: entry.closes ?? '00:00' }))

/** One date's exception: closed, or open with both times; the note is optional. */
const exceptionEntry = (today: string) =>
  z
    .object({
      date: calendarDate(m.exceptionDate).refine((date) => date >= today, m.exceptionPast),
      closed: z.boolean({ error: m.exceptionHours }),
      opens: optionalTime,
      closes: optionalTime,
      note: z.preprocess(emptyToUndefined, note.optional()),
      // The note's translations; left out, the date keeps the ones it has.
      translations: translationsSchema({ note }),
    })
    .superRefine((entry, ctx) => {
      if (entry.closed) return
      if (entry.opens === undefined || entry.closes === undefined) {
        ctx.addIssue({ code: 'custom', path: [entry.opens === undefined ? 'opens' : 'closes'], message: m.exceptionHours })
      } else if (entry.opens === entry.closes) {
        ctx.addIssue({ code: 'custom', path: ['closes'], message: m.same })
      }
    })
    .transform(({ date, closed, opens, closes, note, translations }) => ({
      date,
      closed,
      ...(closed ? {} : { opens, closes }),
      ...(note ? { note } : {}),
      ...(translations ? { translations } : {}),
    }))

/**
 * PUT /api/opening-hours: the seven weekdays (Sunday first or in any order, each once) and the exceptions from the
 * venue's `today` on (each date once). Answers are sorted: weekly by weekday, exceptions by date.
 */
export function openingHoursInputSchema(today: string) {
  return z.object({
    weekly: z
      .array(weeklyEntry, { error: m.weekly })
      .refine((weekly) => weekly.length === 7 && new Set(weekly.map((w) => w.weekday)).size === 7, m.weekly)
      .transform((weekly) => [...weekly].sort((a, b) => a.weekday - b.weekday)),
    exceptions: z
      .array(exceptionEntry(today), { error: m.exceptionDate })
      .max(OPENING_EXCEPTIONS_MAX, m.exceptionsMax)
      .superRefine((exceptions, ctx) => {
        const seen = new Set<string>()
        exceptions.forEach((e, index) => {
          if (seen.has(e.date)) ctx.addIssue({ code: 'custom', path: [index, 'date'], message: m.exceptionTwice })
          seen.add(e.date)
        })
      })
      .transform((exceptions) => [...exceptions].sort((a, b) => a.date.localeCompare(b.date))),
  })
}

export type OpeningHoursInput = z.infer<ReturnType<typeof openingHoursInputSchema>>
