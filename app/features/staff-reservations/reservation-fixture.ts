import type { ReservationJson } from '~/contracts/reservations'
import { timeOfMinute } from '~/lib/bookable-times'
import { timeToMinutes } from '~/lib/time-slots'

let nextId = 1

/**
 * A booking for the unit tests: a confirmed party of two at 7:00 PM for two hours, with `fields` over it (a fresh id
 * unless given). Its tables follow `tableNumber` unless `tableNumbers` is given; its end follows its time and stay.
 */
export function testBooking(fields: Partial<ReservationJson> = {}): ReservationJson {
  const time = fields.time ?? '19:00'
  const stayMinutes = fields.stayMinutes ?? 120
  const tableNumber = fields.tableNumber ?? fields.tableNumbers?.[0] ?? null
  return {
    id: nextId++,
    name: 'Ana Cruz',
    email: null,
    phone: null,
    date: '2026-12-04',
    time,
    guests: 2,
    seatingPreference: 'table',
    tableId: null,
    notes: null,
    status: 'confirmed',
    createdAt: '2026-11-20T03:00:00.000Z',
    language: 'en',
    reference: null,
    tableNumber,
    tableNumbers: tableNumber === null ? [] : [tableNumber],
    endTime: timeOfMinute((timeToMinutes(time) ?? 0) + stayMinutes),
    stayMinutes,
    guestMessage: null,
    source: 'online',
    staffNote: null,
    version: 1,
    ...fields,
  }
}
