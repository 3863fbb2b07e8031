/**
 * The staff 'New booking' form (a walk-in, a phone booking): its starting values, the times, stays and tables it
 * offers, its check (the server's own schema and messages) and the body it sends to POST /api/reservations.
 */
import type { OpeningHoursJson } from '~/contracts/opening-hours'
import type { BookingConflictBody, StaffCreatedReservationJson, StaffSeatingHint, TableClashBody } from '~/contracts/reservations'
import { type StaffReservationInput, staffReservationInputSchema } from '~/contracts/reservations.schemas'
import type { TableJson } from '~/contracts/tables'
import { ApiError } from '~/lib/api'
import {
  bookableStartMinutes,
  intervalStart,
  isQuarterTime,
  MINUTES_PER_DAY,
  minutesSinceDayStart,
  openSpan,
  QUARTER_MINUTES,
  serviceDay,
  timeOfMinute,
  walkInStay,
} from '~/lib/bookable-times'
import { type BookingSource, DEFAULT_GUESTS, type SeatingPreference } from '~/lib/constants'
import { isCalendarDate } from '~/lib/dates'
import { DEFAULT_WEEKLY_HOURS, hoursOn } from '~/lib/opening-hours'
import { plural } from '~/lib/plural'
import { DEFAULT_SEATING_RULES, formatStay, MAX_STAY_MINUTES, type SeatingRulesJson, STAY_STEP_MINUTES, stayMinutesFor } from '~/lib/seating-rules'
import { formatTime12h } from '~/lib/time-slots'
import type { VenueMoment } from '~/lib/venue-clock'
import { startMinuteOf } from './booking-span'

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

export const SUGGEST_TABLE = ''
export const SUGGEST_TABLE_LABEL = 'Suggest automatically'
export const PARTY_STAY = ''
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

/** The venue's clock as the form needs it: today and the time now, venue-local. */
export type VenueNow = Pick<VenueMoment, 'today' | 'time'>

/** What the form reads about the venue: its hours and seating rules, either not loaded yet. */
export interface BookingVenue {
  hours?: OpeningHoursJson
  rules?: SeatingRulesJson
}

/** The hours the venue first had (11:00 to midnight every day): the form's until the real ones load. */
const FIRST_HOURS: OpeningHoursJson = { weekly: DEFAULT_WEEKLY_HOURS, exceptions: [] }

/** The venue day a host works now: the night still running past midnight, else today. */
export function workingDay(now: VenueNow, hours: OpeningHoursJson | undefined): string {
  return hours ? serviceDay(hours, now) : now.today
}

/** The party size the form holds, as a number (NaN when it is not a plain whole number yet). */
export function guestsOf(values: Pick<NewBookingFormValues, 'guests'>): number {
  return /^\s*\d+\s*$/.test(values.guests) ? Number(values.guests) : Number.NaN
}

/** The party's usual stay under the rules (a party of two while the size is not a number yet). */
export function partyStay(rules: SeatingRulesJson | undefined, guests: number): number {
  return stayMinutesFor(rules ?? DEFAULT_SEATING_RULES, Number.isNaN(guests) || guests < 1 ? DEFAULT_GUESTS : guests)
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

/** The interval of `date` the time now falls in ('19:00' at 19:10 with a start every half hour); '' when closed then. */
function currentInterval(date: string, now: VenueNow, venue: BookingVenue): string {
  const day = hoursOn(venue.hours ?? FIRST_HOURS, date)
  const start = intervalStart(day, (venue.rules ?? DEFAULT_SEATING_RULES).slotMinutes, minutesSinceDayStart(date, now))
  return start === null ? '' : timeOfMinute(start)
}

/**
 * The times the form offers for a date, as the server takes them, in the night's order (after-midnight times last):
 * a walk-in any start on the day's grid (a start every slotMinutes from opening) while the venue is open, however
 * late, from the interval that has started; any other booking the day's bookable starts for the stay (`stayMinutes`)
 * after now. Before the hours or rules load: the first hours and rules. `keep` (the chosen time, or times) stays
 * listed, so the select shows it; the server answers for it.
 */
export function timeChoices({
  hours,
  rules,
  date,
  source,
  stayMinutes,
  now,
  keep,
}: BookingVenue & {
  date: string
  source: BookingSource
  stayMinutes: number
  now: VenueNow
  keep?: string | readonly string[]
}): string[] {
  const day = hoursOn(hours ?? FIRST_HOURS, date)
  const slotMinutes = (rules ?? DEFAULT_SEATING_RULES).slotMinutes
  let starts: number[] = []
  if (isCalendarDate(date)) {
    const nowMinute = minutesSinceDayStart(date, now)
    if (source === 'walk-in') {
      const span = openSpan(day)
      const earliest = intervalStart(day, slotMinutes, nowMinute) ?? nowMinute - (nowMinute % QUARTER_MINUTES)
      for (let start = span?.from ?? 0; span && start < span.to; start += slotMinutes) if (start >= earliest) starts.push(start)
    } else {
      starts = bookableStartMinutes(day, slotMinutes, stayMinutes).filter((start) => start > nowMinute)
    }
  }
  for (const time of typeof keep === 'string' ? [keep] : (keep ?? [])) {
    const kept = isQuarterTime(time) ? startMinuteOf(day, time) : null
    if (kept === null || starts.includes(kept)) continue
    const at = starts.findIndex((start) => start > kept)
    starts.splice(at === -1 ? starts.length : at, 0, kept)
  }
  return starts.map(timeOfMinute)
}

/** A time as the form lists it: '7:30 PM', and '12:30 AM (after midnight)' in a night's small hours. */
export function timeLabel(hours: OpeningHoursJson | undefined, date: string, time: string): string {
  const minute = startMinuteOf(hoursOn(hours ?? FIRST_HOURS, date), time)
  return minute !== null && minute >= MINUTES_PER_DAY ? `${formatTime12h(time)} (after midnight)` : formatTime12h(time)
}

/**
 * The stay the server gives the booking when staff leave it to the rules: the party's, and for a walk-in cut at
 * closing (a walk-in at 1:30 AM on a night to 2:00 AM stays 30 minutes).
 */
export function usualStay({
  hours,
  rules,
  date,
  source,
  guests,
  time,
}: BookingVenue & { date: string; source: BookingSource; guests: number; time: string }): number {
  const stay = partyStay(rules, guests)
  if (source !== 'walk-in') return stay
  const day = hoursOn(hours ?? FIRST_HOURS, date)
  const start = startMinuteOf(day, time)
  return start === null ? stay : walkInStay(day, start, stay)
}

export interface StayChoice {
  value: string
  label: string
}

/** The stays staff choose from: the usual one first ('Usual stay (2 hours)'), then 15 minutes to 6 hours. */
export function stayChoices(usual: number): StayChoice[] {
  const minutes = Array.from({ length: MAX_STAY_MINUTES / STAY_STEP_MINUTES }, (_, i) => (i + 1) * STAY_STEP_MINUTES)
  return [
    { value: PARTY_STAY, label: `Usual stay (${formatStay(usual)})` },
    ...minutes.map((m) => ({ value: String(m), label: formatStay(m) })),
  ]
}

/** The effective stay of the form: staff's choice, else the usual one. */
export function chosenStay(values: Pick<NewBookingFormValues, 'stay'>, usual: number): number {
  return values.stay === PARTY_STAY ? usual : Number(values.stay)
}

/** Whether to ask about the pacing limit: not for a walk-in; otherwise while pacing is on, or the rules are unknown. */
export function asksOverride(source: BookingSource, rules: SeatingRulesJson | undefined): boolean {
  return source !== 'walk-in' && (rules === undefined || rules.maxCoversPerSlot !== null)
}

/** Joined tables as the form offers them (GET /api/table-combinations). */
export interface CombinationChoice {
  tableNumbers: number[]
  capacity: number
}

export interface TableChoice {
  value: string
  label: string
}

/** The select's value of joined tables: '5+6'. */
export function combinationValue(tableNumbers: readonly number[]): string {
  return [...tableNumbers].sort((a, b) => a - b).join('+')
}

/** The table numbers of a select value: [5] for '5', [5, 6] for '5+6', [] for the suggestion. */
export function tableNumbersOf(value: string): number[] {
  return value === SUGGEST_TABLE ? [] : value.split('+').map(Number)
}

/**
 * 'Suggest automatically', then every active table that seats the party, by number, then the joined tables (all in
 * use) that seat it, smallest first ('Tables 5 + 6 (10)'). The chosen tables stay listed (marked) when they no longer
 * fit, so the select shows them; the server refuses them with its reason.
 */
export function tableChoices(
  tables: readonly TableJson[] | undefined,
  combinations: readonly CombinationChoice[] | undefined,
  guests: number,
  chosen: string,
): TableChoice[] {
  const all = [...(tables ?? [])].sort((a, b) => a.tableNumber - b.tableNumber)
  const fits = (t: TableJson) => t.isActive && t.capacity >= guests
  const singles = all
    .filter((t) => fits(t) || String(t.tableNumber) === chosen)
    .map((t) => {
      const note = fits(t) ? '' : !t.isActive ? ', not in use' : ', too small'
      return {
        value: String(t.tableNumber),
        label: `Table ${t.tableNumber} (${plural(t.capacity, 'seat')}${note})`,
      }
    })
  const active = new Set(all.filter((t) => t.isActive).map((t) => t.tableNumber))
  const joined = [...(combinations ?? [])]
    .map((c) => ({ ...c, value: combinationValue(c.tableNumbers), inUse: c.tableNumbers.every((n) => active.has(n)) }))
    .filter((c) => (c.inUse && c.capacity >= guests) || c.value === chosen)
    .sort((a, b) => a.capacity - b.capacity || a.tableNumbers.length - b.tableNumbers.length || a.value.localeCompare(b.value, 'en', { numeric: true }))
    .map((c) => {
      const note = !c.inUse ? ', not in use' : c.capacity < guests ? ', too small' : ''
      return { value: c.value, label: `Tables ${tableNumbersOf(c.value).join(' + ')} (${c.capacity}${note})` }
    })
  const choices = [...singles, ...joined]
  if (chosen !== SUGGEST_TABLE && !choices.some((c) => c.value === chosen)) {
    const numbers = tableNumbersOf(chosen)
    choices.push({ value: chosen, label: numbers.length > 1 ? `Tables ${numbers.join(' + ')}` : `Table ${chosen}` })
  }
  return [{ value: SUGGEST_TABLE, label: SUGGEST_TABLE_LABEL }, ...choices]
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
function formField(path: string): NewBookingField | null {
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

/** A table free now but not for the whole stay: the party may sit there until the next booking at it. */
export interface SeatUntil {
  /** 'HH:mm'. */
  freeUntil: string
  freeMinutes: number
  /** The tables free until then; null: the tables the booking asked for. */
  tableNumbers: number[] | null
}

/** What the dialog shows itself of a refused booking; null for a failure only a toast tells. */
export type NewBookingFailure =
  | { kind: 'fields'; fieldErrors: FieldErrors; message: string | null }
  | { kind: 'conflict'; message: string; alternatives: string[]; seatUntil: SeatUntil | null }

function isStay(minutes: unknown): minutes is number {
  return Number.isInteger(minutes) && (minutes as number) >= STAY_STEP_MINUTES && (minutes as number) <= MAX_STAY_MINUTES && (minutes as number) % STAY_STEP_MINUTES === 0
}

/** A 409's table free until a later booking (StaffSeatingHint, TableClashBody), when it says one. */
function seatUntilOf(body: Partial<StaffSeatingHint & TableClashBody>): SeatUntil | null {
  if (typeof body.freeUntil !== 'string' || !isQuarterTime(body.freeUntil) || !isStay(body.freeMinutes)) return null
  const numbers = Array.isArray(body.tableNumbers) && body.tableNumbers.every((n) => Number.isInteger(n)) ? body.tableNumbers : null
  return { freeUntil: body.freeUntil, freeMinutes: body.freeMinutes, tableNumbers: numbers && numbers.length > 0 ? numbers : null }
}

/**
 * A refusal the dialog shows beside its fields: a 400's field messages on their fields (others as a message),
 * a 409's message with, for a party the venue cannot seat then, the other times it can (BookingConflictBody), and
 * when a table is free now but not for the whole stay, until when (to seat the party until then).
 */
export function newBookingFailure(error: unknown): NewBookingFailure | null {
  if (!(error instanceof ApiError) || !error.body) return null
  if (error.status === 409 && error.body.message) {
    const body = error.body as Partial<BookingConflictBody & StaffSeatingHint & TableClashBody>
    const times = Array.isArray(body.alternatives) ? body.alternatives.filter((t): t is string => typeof t === 'string' && isQuarterTime(t)) : []
    return {
      kind: 'conflict',
      message: error.body.message,
      alternatives: times.slice(0, 3),
      seatUntil: seatUntilOf(body),
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

/** 'Seat until 9:30 PM': the one tap that seats the party until the table's next booking. */
export function seatUntilLabel(seatUntil: Pick<SeatUntil, 'freeUntil'>): string {
  return `Seat until ${formatTime12h(seatUntil.freeUntil)}`
}

/** The same booking again, staying until the table's next booking, at the tables free until then. */
export function seatUntilBody(sent: StaffReservationInput, seatUntil: SeatUntil): StaffReservationInput {
  const { tableNumber, tableNumbers, ...rest } = sent
  const tables = seatUntil.tableNumbers ?? tableNumbers ?? (tableNumber != null ? [tableNumber] : undefined)
  return { ...rest, stayMinutes: seatUntil.freeMinutes, ...(tables ? { tableNumbers: tables } : {}) }
}

/** The success toast: 'Booking BB-7K3QM saved for Ana Reyes, 4 guests at 7:30 PM'. */
export function savedBookingText(booking: Pick<StaffCreatedReservationJson, 'reference' | 'name' | 'guests' | 'time'>): string {
  return `Booking ${booking.reference} saved for ${booking.name}, ${plural(booking.guests, 'guest')} at ${formatTime12h(booking.time)}`
}
