/**
 * The staff 'New booking' form (a walk-in, a phone booking): its starting values, the times and tables it offers,
 * its check (the server's own schema and messages) and the body it sends to POST /api/reservations.
 */
import type { BookingConflictBody, StaffCreatedReservationJson, TableClashBody } from '~/contracts/reservations'
import { type StaffReservationInput, staffReservationInputSchema } from '~/contracts/reservations.schemas'
import type { TableJson } from '~/contracts/tables'
import { ApiError } from '~/lib/api'
import { type BookingSource, DEFAULT_GUESTS, type SeatingPreference } from '~/lib/constants'
import { bookableSlots, hoursOn, isOpenAt, type OpeningHoursJson } from '~/lib/opening-hours'
import { plural } from '~/lib/plural'
import { currentSlotStart, formatTime12h, isTimeSlot, TIME_SLOTS } from '~/lib/time-slots'
import type { VenueMoment } from '~/lib/venue-clock'

/** Where a new booking starts: the same shape as NewBookingStart (the dialog's prop). */
export interface NewBookingStartValues {
  date: string
  time?: string
  seatingPreference?: SeatingPreference
  tableNumber?: number | null
}

/** What the form holds, every field as the controls hold it (text). */
export interface NewBookingFormValues {
  source: BookingSource
  name: string
  guests: string
  seatingPreference: SeatingPreference
  date: string
  time: string
  phone: string
  email: string
  notes: string
  staffNote: string
  /** The table number as text; SUGGEST_TABLE for 'Suggest automatically'. */
  table: string
}

export type NewBookingField = keyof NewBookingFormValues

export const NEW_BOOKING_FIELDS: readonly NewBookingField[] = [
  'source',
  'name',
  'guests',
  'seatingPreference',
  'date',
  'time',
  'table',
  'phone',
  'email',
  'notes',
  'staffNote',
]

export const SUGGEST_TABLE = ''
export const SUGGEST_TABLE_LABEL = 'Suggest automatically'

/** The sources staff choose from, the usual first. */
export const SOURCE_CHOICES: ReadonlyArray<{
  value: BookingSource
  label: string
}> = [
  { value: 'walk-in', label: 'Walk-in' },
  { value: 'phone', label: 'Phone' },
  { value: 'online', label: 'Online' },
]

/** The venue's clock as the form needs it: today and the time now, venue-local. */
export type VenueNow = Pick<VenueMoment, 'today' | 'time'>

/**
 * A fresh form: two guests at the start's table (or the bar) and time, else now rounded down to its slot; a walk-in
 * today, a phone booking on any other day (walk-ins are seated on the day they walk in).
 */
export function newBookingDefaults(start: NewBookingStartValues, now: VenueNow): NewBookingFormValues {
  const slot = currentSlotStart(now.time)
  const time = start.time ?? (slot && isTimeSlot(slot) ? slot : '')
  const seatingPreference = start.seatingPreference ?? 'table'
  return {
    source: start.date === now.today ? 'walk-in' : 'phone',
    name: '',
    guests: String(DEFAULT_GUESTS),
    seatingPreference,
    date: start.date,
    time,
    phone: '',
    email: '',
    notes: '',
    staffNote: '',
    table: seatingPreference === 'table' && start.tableNumber != null ? String(start.tableNumber) : SUGGEST_TABLE,
  }
}

/**
 * The times the form offers for a date, as the server takes them: a walk-in any slot the venue is open at, from the
 * slot that has started; any other booking the day's bookable slots after now. Without the hours: every slot.
 * `keep` (the chosen time) stays listed, so the select shows it; the server answers for it.
 */
export function timeChoices({
  hours,
  date,
  source,
  now,
  keep,
}: {
  hours: OpeningHoursJson | undefined
  date: string
  source: BookingSource
  now: VenueNow
  keep?: string
}): string[] {
  let slots: readonly string[] = TIME_SLOTS
  if (hours) slots = source === 'walk-in' ? TIME_SLOTS.filter((t) => isOpenAt(hours, date, t)) : bookableSlots(hoursOn(hours, date))
  if (date < now.today) slots = []
  else if (date === now.today) {
    const earliest = source === 'walk-in' ? (currentSlotStart(now.time) ?? now.time) : null
    slots = slots.filter((t) => (earliest ? t >= earliest : t > now.time))
  }
  if (keep && isTimeSlot(keep) && !slots.includes(keep)) slots = [...slots, keep].sort()
  return [...slots]
}

export interface TableChoice {
  value: string
  label: string
}

/**
 * 'Suggest automatically', then every active table that seats the party, by number. The chosen table stays listed
 * (marked) when it no longer fits, so the select shows it; the server refuses it with its reason.
 */
export function tableChoices(tables: readonly TableJson[] | undefined, guests: number, chosen: string): TableChoice[] {
  const all = [...(tables ?? [])].sort((a, b) => a.tableNumber - b.tableNumber)
  const fits = (t: TableJson) => t.isActive && t.capacity >= guests
  const choices = all
    .filter((t) => fits(t) || String(t.tableNumber) === chosen)
    .map((t) => {
      const note = fits(t) ? '' : !t.isActive ? ', not in use' : ', too small'
      return {
        value: String(t.tableNumber),
        label: `Table ${t.tableNumber} (${plural(t.capacity, 'seat')}${note})`,
      }
    })
  if (chosen !== SUGGEST_TABLE && !choices.some((c) => c.value === chosen)) choices.push({ value: chosen, label: `Table ${chosen}` })
  return [{ value: SUGGEST_TABLE, label: SUGGEST_TABLE_LABEL }, ...choices]
}

/** The party size the form holds, as a number (NaN when it is not a plain whole number yet). */
export function guestsOf(values: Pick<NewBookingFormValues, 'guests'>): number {
  return /^\s*\d+\s*$/.test(values.guests) ? Number(values.guests) : Number.NaN
}

/** What POST /api/reservations receives, before the check: staff's fields under the schema's names. */
export function newBookingRequest(values: NewBookingFormValues): Record<string, unknown> {
  const tableNumber = values.seatingPreference === 'table' && values.table !== SUGGEST_TABLE ? Number(values.table) : undefined
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
    ...(tableNumber === undefined ? {} : { tableNumber }),
  }
}

export type FieldErrors = Partial<Record<NewBookingField, string>>

export type NewBookingCheck = { ok: true; body: StaffReservationInput } | { ok: false; fieldErrors: FieldErrors }

/** The server's field names (an error's path) as the form's. */
function formField(path: string): NewBookingField | null {
  if (path === 'tableNumber') return 'table'
  return (NEW_BOOKING_FIELDS as readonly string[]).includes(path) ? (path as NewBookingField) : null
}

/**
 * Checks the form with the server's schema (staffReservationInputSchema, its exact messages) for the venue's
 * `today`; once valid, the body to send (trimmed; empty optional fields left out; no tableNumber: suggest one).
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

/** What the dialog shows itself of a refused booking; null for a failure only a toast tells. */
export type NewBookingFailure =
  { kind: 'fields'; fieldErrors: FieldErrors; message: string | null } | { kind: 'conflict'; message: string; alternatives: string[] }

/**
 * A refusal the dialog shows beside its fields: a 400's field messages on their fields (others as a message),
 * a 409's message with, for a party the venue cannot seat then, the other times it can (BookingConflictBody);
 * a table clash (TableClashBody) or any other 409 by its message.
 */
export function newBookingFailure(error: unknown): NewBookingFailure | null {
  if (!(error instanceof ApiError) || !error.body) return null
  if (error.status === 409 && error.body.message) {
    const alternatives = (error.body as Partial<BookingConflictBody> & Partial<TableClashBody>).alternatives
    const times = Array.isArray(alternatives) ? alternatives.filter((t): t is string => typeof t === 'string' && isTimeSlot(t)) : []
    return {
      kind: 'conflict',
      message: error.body.message,
      alternatives: times.slice(0, 3),
    }
  }
  if (error.status === 400) {
    const fieldErrors: FieldErrors = {}
    const others: string[] = []
    for (const detail of error.body.details ?? []) {
      const field = formField(detail.path)
      if (field && !fieldErrors[field]) fieldErrors[field] = detail.message
      else if (!field) others.push(detail.message)
    }
    if (Object.keys(fieldErrors).length === 0 && others.length === 0) return null
    return { kind: 'fields', fieldErrors, message: others[0] ?? null }
  }
  return null
}

/** The success toast: 'Booking BB-7K3QM saved for Ana Reyes, 4 guests at 7:30 PM'. */
export function savedBookingText(booking: Pick<StaffCreatedReservationJson, 'reference' | 'name' | 'guests' | 'time'>): string {
  return `Booking ${booking.reference} saved for ${booking.name}, ${plural(booking.guests, 'guest')} at ${formatTime12h(booking.time)}`
}
