/**
 * What the booking rules say when they refuse: the sentences guests read on the booking form and hosts read at the
 * host stand, kept apart from the rules so that wording them never touches a decision.
 */
import type { ReservationJson } from '~/contracts/reservations'
import type { ReservationInput } from '~/contracts/reservations.schemas'
import { describeStart, listTimes } from '~/lib/date-wording'
import { plural } from '~/lib/plural'
import { isHolding, statusLabel } from '~/lib/reservation-status'
import { type DayState, fitsVenue } from '~/lib/seating'
import { timeOfMinute } from '~/lib/bookable-times'
import { formatTime12h } from '~/lib/time-slots'

type Table = { tableNumber: number; capacity: number }

/** 'Table 5', or 'Tables 5 + 6'. */
function tablesName(chosen: readonly Table[]): string {
  return chosen.length === 1 ? `Table ${chosen[0].tableNumber}` : `Tables ${chosen.map((t) => t.tableNumber).join(' + ')}`
}

export const bookingWording = {
  /** A party the venue cannot seat then: too big for it, or full at that time (with up to three nearby times). */
  cannotSeat(state: DayState, input: Pick<ReservationInput, 'date' | 'time' | 'guests' | 'seatingPreference'>, alternatives: string[]) {
    const party = plural(input.guests, 'guest')
    const where = input.seatingPreference === 'bar' ? 'at the bar' : 'at a table'
    if (!fitsVenue(state, input.guests, input.seatingPreference)) {
      return input.seatingPreference === 'bar'
        ? `Sorry, our bar cannot seat ${party}. Please choose table seating or call us to arrange a group booking.`
        : `Sorry, we have no table for ${party}. Please call us to arrange a group booking.`
    }
    const head = `Sorry, we cannot seat ${party} ${where} at ${describeStart(input.date, input.time)}.`
    return alternatives.length > 0
      ? `${head} We can seat you at ${listTimes(alternatives)} that day.`
      : `${head} There is no other time left that day for your party; please choose another date.`
  },
  timeJustTaken: 'Sorry, that time has just been taken. Please choose another time.',
  barBookingGetsNoTable: 'A bar booking sits at the bar: choose table seating to give it a table.',
  barHasNoTable: 'This is a bar booking: bar guests sit at the bar, not at a table.',
  tableInactive: (table: Table) => `Table ${table.tableNumber} is not in use (inactive).`,
  tableTooSmall: (table: Table, guests: number) => `Table ${table.tableNumber} seats ${table.capacity}; this booking is for ${guests} guests.`,
  /** One table's or a combination's seats against the party. */
  tablesTooSmall(chosen: readonly Table[], capacity: number, guests: number) {
    return chosen.length === 1 ? bookingWording.tableTooSmall(chosen[0], guests) : `${tablesName(chosen)} seat ${capacity}; this booking is for ${guests} guests.`
  },
  notACombination: (chosen: readonly Table[]) => `${tablesName(chosen)} are not joined: add them as a combination on the tables page first.`,
  /**
   * `first` is the earliest booking holding the tables then. When it starts after the requested time (`freeUntil`),
   * the host is asked whether to seat the party until then.
   */
  tablesBooked(chosen: readonly Table[], first: { name: string; guests: number; time: string; endTime: string }, freeUntil?: string) {
    const who = `(${first.name}, ${plural(first.guests, 'guest')})`
    const name = tablesName(chosen)
    const verb = chosen.length === 1 ? 'is' : 'are'
    if (freeUntil) return `${name} ${verb} booked from ${formatTime12h(freeUntil)} ${who}; seat them until then?`
    return `${name} ${verb} already booked from ${formatTime12h(first.time)} to ${formatTime12h(first.endTime)} ${who}.`
  },
  /** Another host changed the booking since this one opened it: how it is now. */
  changedElsewhere(current: ReservationJson) {
    const table = current.tableNumber !== null && isHolding(current.status) ? `, table ${current.tableNumber}` : ''
    return `${current.name}'s booking was changed on another screen since you opened it: it is now ${statusLabel(current.status)}, ${plural(current.guests, 'guest')} at ${formatTime12h(current.time)}${table}. Check it and try again.`
  },
  /** A staff booking no table can take for its whole stay, though `table` is free until `until` (a day minute). */
  seatUntil(table: Table, guests: number, time: string, until: number) {
    const free = formatTime12h(timeOfMinute(until))
    return `No table for ${plural(guests, 'guest')} is free for the whole stay from ${formatTime12h(time)}. Table ${table.tableNumber} is booked from ${free}; seat them until then?`
  },
  onlyRequestsDeclined: 'Only a group request can be declined; cancel a booking instead.',
  heldForWaitlist: 'This table is held for a guest on the waitlist: it changes only through the waitlist.',
  declinedIsFinal: 'This group request was declined. Ask the guest to send a new request, or record a new booking.',
  requestNeedsTables: 'Assign a table or joined tables to this group request first, then confirm it.',
  barCannotReopen: (guests: number, date: string, time: string) =>
    `The bar no longer has ${plural(guests, 'free seat')} at ${describeStart(date, time)}, so this booking cannot be reopened.`,
  tableCannotReopen: (guests: number, date: string, time: string) =>
    `No table for ${plural(guests, 'guest')} is free at ${describeStart(date, time)} any more, so this booking cannot be reopened.`,
  /** `when` as describeStart words it. */
  barFull: (guests: number, when: string) => `The bar does not have ${plural(guests, 'free seat')} at ${when}.`,
  noTableFree: (guests: number, when: string) => `No table for ${plural(guests, 'guest')} is free at ${when}.`,
}
