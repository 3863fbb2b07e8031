/** The zod half of the events contract (events.ts). */
import { z } from 'zod'
import { isCalendarDate } from '~/lib/dates'
import { timeToMinutes } from '~/lib/time-slots'
import { EVENT_DESCRIPTION_MAX_LENGTH, EVENT_FIRST_DATE, EVENT_LAST_DATE, EVENT_TITLE_MAX_LENGTH, eventMessages } from './events'
import { safeText } from './fields.schemas'
import { translationsSchema } from './translations.schemas'

const MAX_ID = 2_147_483_647

/** A venue time 'HH:mm' (24 h). */
const venueTime = (required: string, message: string) =>
  z
    .string({ error: required })
    .min(1, required)
    .refine((time) => timeToMinutes(time) !== null, message)

const title = safeText({ label: 'Title', required: eventMessages.title, min: 1, max: EVENT_TITLE_MAX_LENGTH })
const description = safeText({ label: 'Description', required: eventMessages.description, min: 1, max: EVENT_DESCRIPTION_MAX_LENGTH, multiline: true })

/**
 * An event as staff send it (POST, PUT): the start as a venue date and time, an optional end ('' or null: none; an
 * end before the start is the next morning). `imageId`: an uploaded image; null removes the photo, and on PUT an
 * omitted `imageId` keeps the event's current photo.
 */
export const eventInputSchema = z
  .object({
    title,
    description,
    date: z
      .string({ error: eventMessages.dateRequired })
      .min(1, eventMessages.dateRequired)
      .refine(isCalendarDate, eventMessages.date)
      .refine((date) => date >= EVENT_FIRST_DATE && date <= EVENT_LAST_DATE, eventMessages.dateRange),
    time: venueTime(eventMessages.timeRequired, eventMessages.time),
    endTime: z.preprocess((value) => (value === undefined || value === '' ? null : value), venueTime(eventMessages.endTime, eventMessages.endTime).nullable()),
    imageId: z
      .number({ error: eventMessages.imageId })
      .int(eventMessages.imageId)
      .positive(eventMessages.imageId)
      .max(MAX_ID, eventMessages.imageId)
      .nullable()
      .optional(),
    // Left out of a PUT, the event keeps its translations.
    translations: translationsSchema({ title, description }),
  })
  .refine((event) => event.endTime === null || event.endTime !== event.time, { path: ['endTime'], message: eventMessages.endSame })

export type EventInput = z.infer<typeof eventInputSchema>
