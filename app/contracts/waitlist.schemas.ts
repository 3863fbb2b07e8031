/** The zod half of the waitlist contract (waitlist.ts): what staff and guests may send. */
import { z } from 'zod'
import { isQuarterTime } from '~/lib/bookable-times'
import { calendarDate, safeText } from './fields.schemas'
import { bookableDate, bookingLanguage, partySize, reservationInputSchema, seatingPreference } from './reservations.schemas'

/** The refusals of the waitlist's own rules (the fields' own come from the booking form's messages). */
export const waitlistMessages = {
  date: 'Choose the day to wait for.',
  window: 'Choose a window of times (from, to), on the quarter hour.',
  windowOrder: 'The window must end after it starts.',
  windowLong: 'The window may be at most 4 hours.',
  windowOutside: 'Choose a window inside the day’s booking times.',
  windowPast: 'That window has already passed.',
  alreadyWaiting: 'This e-mail address is already waiting for this day. We e-mailed you the link to your place in line.',
  full: 'The waitlist for this day is full.',
  partyTooLarge: 'No table or bar seats of ours fit a party this large. Please send a group request.',
  closed: 'The online waitlist is not open.',
  status: 'Send { "status": "notified" } or { "status": "left" }, or { "seat": { "tableNumber": n } }.',
  notInLine: 'This party is no longer in line.',
  onlineNotSeated: 'An online guest books through their offer; they are not seated from the list.',
  offerGone: 'This offer is no longer held for you.',
  note: 'The note may be at most 500 characters.',
} as const

/** Online entries one day may hold (a stranger cannot fill the line). */
export const MAX_ONLINE_ENTRIES_PER_DAY = 200

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

function guestFields(today: string) {
  const shape = reservationInputSchema(today).shape
  return { name: shape.name, email: shape.email, phone: shape.phone, guests: partySize, seatingPreference, language: bookingLanguage }
}

/** POST /api/waitlist by staff: a walk-in at the door (today's service day). */
export function walkInInputSchema(today: string) {
  const fields = guestFields(today)
  return z.object({
    name: fields.name,
    guests: fields.guests,
    seatingPreference: fields.seatingPreference,
    phone: fields.phone,
    email: z.preprocess(emptyToUndefined, fields.email.optional()),
    note: z.preprocess(emptyToUndefined, safeText({ label: 'Note', max: 500, multiline: true, tooLong: waitlistMessages.note }).optional()),
    language: fields.language,
  })
}
export type WalkInInput = z.infer<ReturnType<typeof walkInInputSchema>>

const windowTime = z.string({ error: waitlistMessages.window }).refine(isQuarterTime, waitlistMessages.window)

/** POST /api/waitlist by a guest: wait for a window of one day's times. Whether the day offers them is the service's. */
export function onlineJoinSchema(today: string) {
  const fields = guestFields(today)
  return z.object({
    name: fields.name,
    email: fields.email,
    date: bookableDate(today),
    from: windowTime,
    to: windowTime,
    guests: fields.guests,
    seatingPreference: fields.seatingPreference,
    language: fields.language,
  })
}
export type OnlineJoinInput = z.infer<ReturnType<typeof onlineJoinSchema>>

const tableNumber = z.number({ error: waitlistMessages.status }).int(waitlistMessages.status).positive(waitlistMessages.status).max(2_147_483_647, waitlistMessages.status)

/** PATCH /api/waitlist/:id: mark a party, or seat it at a table (null or absent: the smallest that fits). */
export const waitlistPatchSchema = z.union(
  [
    z.strictObject({ status: z.enum(['notified', 'left'], { error: waitlistMessages.status }) }),
    z.strictObject({ seat: z.strictObject({ tableNumber: tableNumber.nullable().optional() }, { error: waitlistMessages.status }) }),
  ],
  { error: waitlistMessages.status },
)
export type WaitlistPatch = z.infer<typeof waitlistPatchSchema>

/** GET /api/waitlist?date= (absent: the service day now). */
export const waitlistDayQuerySchema = z.object({
  date: z.preprocess((v) => (v === '' ? undefined : v), calendarDate(waitlistMessages.date).optional()),
})
