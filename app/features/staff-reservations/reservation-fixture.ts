import type { ReservationJson } from '~/contracts/reservations'

let nextId = 1

/** A booking for the unit tests: a confirmed party of two at 7:00 PM, with `fields` over it (a fresh id unless given). */
export function testBooking(fields: Partial<ReservationJson> = {}): ReservationJson {
  return {
    id: nextId++,
    name: 'Ana Cruz',
    email: null,
    phone: null,
    date: '2026-12-04',
    time: '19:00',
    guests: 2,
    seatingPreference: 'table',
    tableId: null,
    notes: null,
    status: 'confirmed',
    createdAt: '2026-11-20T03:00:00.000Z',
    reference: null,
    tableNumber: null,
    source: 'online',
    staffNote: null,
    version: 1,
    ...fields,
  }
}
