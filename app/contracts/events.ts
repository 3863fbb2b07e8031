/** Events' contract: GET /api/events and GET /api/events/:id/ics (public), and the staff writes. */
import { dateMessage, notFoundMessage, requiredMessage, timeMessage, viewKeys } from './common'
import { imageReferenceMessages, type ImageJson } from './images'

export interface EventJson {
  id: number
  title: string
  description: string
  /** ISO instant of the start. */
  date: string
  /** Start, venue time "HH:mm". */
  time: string
  /** End, venue time "HH:mm" (before `time`: the next morning), or null. */
  endTime: string | null
  /** The photo guests see: the uploaded image's fallback URL, or a URL given before uploads existed. */
  imageUrl: string | null
  /** The uploaded photo, with its variants for srcset; null without one. */
  image: ImageJson | null
}

/** GET /api/events: an upcoming event, and why guests cannot book a table for it (closed that day), else null. */
export interface UpcomingEventJson extends EventJson {
  closedNotice: string | null
}

/** GET /api/events/all (staff): upcoming events soonest first, past ones most recent first. */
export interface EventListsJson {
  upcoming: EventJson[]
  past: EventJson[]
}

export const EVENT_TITLE_MAX_LENGTH = 120
/** Event dates staff may enter: years 2000 to 2099. */
export const EVENT_FIRST_DATE = '2000-01-01'
export const EVENT_LAST_DATE = '2099-12-31'
export const EVENT_DESCRIPTION_MAX_LENGTH = 2000

export const eventMessages = {
  title: requiredMessage('Title'),
  description: requiredMessage('Description'),
  date: dateMessage('Date'),
  dateRequired: requiredMessage('Date'),
  dateRange: 'Date must be between the years 2000 and 2099',
  time: timeMessage('Start time'),
  timeRequired: requiredMessage('Start time'),
  endTime: timeMessage('End time'),
  endSame: 'End time must differ from the start time',
  ...imageReferenceMessages,
  notFound: notFoundMessage('Event'),
} as const

export const eventKeys = viewKeys('events', 'upcoming', 'staff')

export const eventPaths = {
  upcoming: '/api/events',
  list: '/api/events',
  all: '/api/events/all',
  item: (id: number) => `/api/events/${id}`,
  /** The event as an iCalendar file (text/calendar), for "Add to calendar". */
  ics: (id: number) => `/api/events/${id}/ics`,
}
