/**
 * The staff 'New booking' form (a walk-in, a phone booking): its fields, starting values, its check (the server's
 * own schema and messages) and the body it sends to POST /api/reservations. The times and stays it offers are in
 * new-booking-times.ts, the tables in new-booking-tables.ts, the reading of the server's answer in
 * new-booking-answer.ts.
 */
import { type StaffReservationInput, staffReservationInputSchema } from '~/contracts/reservations.schemas'
import { type BookingSource, DEFAULT_GUESTS, type SeatingPreference } from '~/lib/constants'
import type { SeatingRulesJson } from '~/lib/seating-rules'
import { SUGGEST_TABLE, tableNumbersOf } from './new-booking-tables'
import { type BookingVenue, currentInterval, PARTY_STAY, type VenueNow, workingDay } from './new-booking-times'

/** Where a new booking starts: the same shape as NewBookingStart (the dialog's prop). */
export interface NewBookingStartValues {
  date: string
  time?: string
  seatingPreference?: SeatingPreference
  tableNumber?: number | null
}

/** What the form holds, every field as the controls hold it (text; the override as a checkbox). */
export interface NewBookingFormValues {
  source: BookingSource
  name: string
  guests: string
  seatingPreference: SeatingPreference
  date: string
  time: string
  /** The stay in minutes as text; PARTY_STAY for the party's usual stay under the seating rules. */
  stay: string
  phone: string
  email: string
  notes: string
  staffNote: string
  /** A table number as text, joined tables as '5+6'; SUGGEST_TABLE for 'Suggest automatically'. */
  table: string
  /** Seat the party beyond the pacing limit (not asked of walk-ins, which pacing never refuses). */
  override: boolean
}

export type NewBookingField = keyof NewBookingFormValues

export const NEW_BOOKING_FIELDS: readonly NewBookingField[] = [
  'source',
  'name',
  'guests',
  'seatingPreference',
  'date',
  'time',
  'stay',
  'table',
  'override',
  'phone',
  'email',
  'notes',
  'staffNote',
]

export const OVERRIDE_LABEL = 'Allow beyond the pacing limit'

/** The sources staff choose from, the usual first. */
export const SOURCE_CHOICES: ReadonlyArray<{
  value: BookingSource
  label: string
}> = [
  { value: 'walk-in', label: 'Walk-in' },
  { value: 'phone', label: 'Phone' },
  { value: 'online', label: 'Online' },
]

/** Whether to ask about the pacing limit: not for a walk-in; otherwise while pacing is on, or the rules are unknown. */
export function asksOverride(source: BookingSource, rules: SeatingRulesJson | undefined): boolean {
  return source !== 'walk-in' && (rules === undefined || rules.maxCoversPerSlot !== null)
}

/**
 * A fresh form: two guests at the start's table (or the bar) and time. A walk-in on the day the host works (the night
 * still running after midnight included), at the start of the interval now; a phone booking on any other day, its
 * time to choose.
 */
export function newBookingDefaults(start: NewBookingStartValues, now: VenueNow, venue: BookingVenue = {}): NewBookingFormValues {
  const source: BookingSource = start.date === workingDay(now, venue.hours) ? 'walk-in' : 'phone'
  const seatingPreference = start.seatingPreference ?? 'table'
  return {
    source,
    name: '',
    guests: String(DEFAULT_GUESTS),
    seatingPreference,
    date: start.date,
    time: start.time ?? (source === 'walk-in' ? currentInterval(start.date, now, venue) : ''),
    stay: PARTY_STAY,
    phone: '',
    email: '',
    notes: '',
    staffNote: '',
    table: seatingPreference === 'table' && start.tableNumber != null ? String(start.tableNumber) : SUGGEST_TABLE,
    override: false,
  }
}

/** What POST /api/reservations receives, before the check: staff's fields under the schema's names. */
export function newBookingRequest(values: NewBookingFormValues): Record<string, unknown> {
  const tables = values.seatingPreference === 'table' ? tableNumbersOf(values.table) : []
  return {
    source: values.source,
    name: values.name,
    guests: values.guests,
    seatingPreference: values.seatingPreference,
    date: values.date,
    time: values.time,
    phone: values.phone,
    email: values.email,
    notes: values.notes,
    staffNote: values.staffNote,
    ...(tables.length === 1 ? { tableNumber: tables[0] } : tables.length > 1 ? { tableNumbers: tables } : {}),
    ...(values.stay === PARTY_STAY ? {} : { stayMinutes: Number(values.stay) }),
    ...(values.override && values.source !== 'walk-in' ? { override: true } : {}),
  }
}

export type FieldErrors = Partial<Record<NewBookingField, string>>

export type NewBookingCheck = { ok: true; body: StaffReservationInput } | { ok: false; fieldErrors: FieldErrors }

/** The server's field names (an error's path) as the form's. */
export function formField(path: string): NewBookingField | null {
  if (path === 'tableNumber' || path === 'tableNumbers') return 'table'
  if (path === 'stayMinutes') return 'stay'
  return (NEW_BOOKING_FIELDS as readonly string[]).includes(path) ? (path as NewBookingField) : null
}

/**
 * Checks the form with the server's schema (staffReservationInputSchema, its exact messages) for the venue's
 * `today`; once valid, the body to send (trimmed; empty optional fields left out; no tables: suggest them).
 */
export function checkNewBooking(values: NewBookingFormValues, today: string): NewBookingCheck {
  const result = staffReservationInputSchema(today).safeParse(newBookingRequest(values))
  if (result.success) return { ok: true, body: result.data }
  const fieldErrors: FieldErrors = {}
  for (const issue of result.error.issues) {
    const field = formField(issue.path.map(String).join('.'))
    if (field && !fieldErrors[field]) fieldErrors[field] = issue.message
  }
  return { ok: false, fieldErrors }
}

/** Whether the e-mail is required: only for an online booking (the guest gets the private link). */
export function emailRequired(source: BookingSource): boolean {
  return source === 'online'
}
