import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useStaffMutation } from '~/components/use-staff-mutation'
import {
  type GuestHistoryJson,
  IF_MATCH_HEADER,
  type ReservationJson,
  type ReservationSummaryJson,
  type StaleBookingBody,
  type StatusChangeJson,
  reservationKeys,
  reservationPaths,
} from '~/contracts/reservations'
import type { ReservationChange } from '~/contracts/reservations.schemas'
import { ApiError, apiRequest, errorMessage, getJson } from '~/lib/api'
import type { ReservationStatus } from '~/lib/constants'
import { plural } from '~/lib/plural'
import { statusLabel } from '~/lib/reservation-status'
import { formatTime12h } from '~/lib/time-slots'
import type { TableAssignmentChoice } from './table-options'
import { readUpcomingReservations, type UpcomingReservations } from './upcoming-reservations'

/** Two hosts on two tablets see each other's changes within this time (and at once after their own). */
export const LIVE_REFRESH_MS = 20_000

const live = { refetchInterval: LIVE_REFRESH_MS, refetchOnWindowFocus: true } as const

/**
 * GET /api/reservations (staff), the bookings from today on, its first pages: the calendar and 'All Reservations'
 * read it. `more`: later bookings follow the ones read.
 */
export function useReservations({ enabled = true }: { enabled?: boolean } = {}) {
  const query = useQuery({ queryKey: reservationKeys.list(), queryFn: readUpcomingReservations, enabled, ...live })
  return { ...query, data: query.data?.reservations, more: query.data?.more ?? false }
}

/** GET /api/reservations?date=: one venue day, every status (the host stand's list and floor). */
export function useDayReservations(date: string) {
  return useQuery({ queryKey: reservationKeys.day(date), queryFn: getJson<ReservationJson[]>(reservationPaths.day(date)), ...live })
}

/** GET /api/reservations/summary: how many bookings there are and how many are pending, without the bookings. */
export function useReservationSummary() {
  return useQuery({
    queryKey: reservationKeys.summary(),
    queryFn: getJson<ReservationSummaryJson>(reservationPaths.summary),
    ...live,
  })
}

/** The shortest search the server answers. */
export const MIN_SEARCH_LENGTH = 2

/** GET /api/reservations?q=: a booking by name, phone, e-mail or reference, across all dates. */
export function useReservationSearch(q: string) {
  return useQuery({
    queryKey: reservationKeys.search(q),
    queryFn: getJson<ReservationJson[]>(reservationPaths.search(q)),
    enabled: q.length >= MIN_SEARCH_LENGTH,
    ...live,
  })
}

export function useStatusHistory(id: number) {
  return useQuery({ queryKey: reservationKeys.history(id), queryFn: getJson<StatusChangeJson[]>(reservationPaths.history(id)) })
}

export function useGuestHistory(id: number) {
  return useQuery({ queryKey: reservationKeys.guest(id), queryFn: getJson<GuestHistoryJson>(reservationPaths.guest(id)) })
}

/** The booking as it is now, when the server refused a change made on an older version of it (409). */
export function staleBooking(error: unknown): ReservationJson | null {
  if (!(error instanceof ApiError) || error.status !== 409 || !error.body || !('current' in error.body)) return null
  return (error.body as StaleBookingBody).current
}

/** Nothing is overwritten: the host is told, and the screen shows the booking as the other host left it. */
export function staleChangeMessage(current: ReservationJson): string {
  return `Another host changed this booking a moment ago (it is now ${statusLabel(current.status)}, ${plural(current.guests, 'guest')} at ${formatTime12h(current.time)}). Your change was not saved: check the booking and try again.`
}

/** A read's data (a list, or the upcoming pages) with `updated` in place of its older copy. */
function replaceBooking(data: unknown, updated: ReservationJson): unknown {
  const replaced = (list: ReservationJson[]) => list.map((r) => (r.id === updated.id ? updated : r))
  if (Array.isArray(data)) return replaced(data)
  if (data && typeof data === 'object' && 'reservations' in data) {
    const upcoming = data as UpcomingReservations
    return { ...upcoming, reservations: replaced(upcoming.reservations) }
  }
  return data
}

/** If-Match: the version the host last saw; the server refuses the change when another host changed it since. */
function versionHeader(version: number | undefined): Record<string, string> {
  return version === undefined ? {} : { [IF_MATCH_HEADER]: String(version) }
}

/**
 * A staff change of one booking: the answer replaces the booking in every list shown at once (the day, the search,
 * 'All Reservations'), then everything under reservationKeys.all refetches. A change refused as stale says so and
 * refetches, so the screen shows what the other host did. `failure: null`: the screen answers every outcome itself
 * (no toast).
 */
function useBookingChange<V extends { id: number; version?: number }>(options: {
  send: (variables: V, headers: Record<string, string>) => Promise<ReservationJson>
  successTitle?: string
  success?: (updated: ReservationJson) => string
  failure: ((error: unknown) => string) | null
}) {
  const { failure } = options
  const queryClient = useQueryClient()
  return useStaffMutation({
    mutationFn: (variables: V) => options.send(variables, versionHeader(variables.version)),
    invalidates: [reservationKeys.all],
    onSuccess: (updated) =>
      queryClient.setQueriesData<unknown>({ queryKey: reservationKeys.all }, (data: unknown) =>
        replaceBooking(data, updated),
      ),
    onFailure: (error) => {
      if (staleBooking(error)) void queryClient.invalidateQueries({ queryKey: reservationKeys.all })
    },
    successTitle: options.successTitle,
    success: options.success,
    failure: (error) => {
      if (!failure) return null
      const current = staleBooking(error)
      return current ? staleChangeMessage(current) : failure(error)
    },
  })
}

export const STATUS_CHANGE_FAILED = 'Failed to update reservation status. Please try again.'

/**
 * One failure text; but when the venue cannot take the booking back (409, e.g. reopening a
 * cancelled booking whose table or bar seats are gone), trying again will not help: say why instead.
 */
export function statusChangeFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 409 && error.body?.message) return error.body.message
  return STATUS_CHANGE_FAILED
}

type StatusChange = { id: number; status: ReservationStatus; version?: number; notifyGuest?: boolean }

const sendStatus = ({ id, status, notifyGuest }: StatusChange, headers: Record<string, string>) =>
  apiRequest<ReservationJson>('PATCH', reservationPaths.status(id), notifyGuest === false ? { status, notifyGuest } : { status }, undefined, headers)

/**
 * A host's one-tap status change on a card (PATCH …/status, If-Match): the card says what happened and offers Undo
 * (the caller's onSuccess/onError), so nothing is toasted over the next cards.
 */
export function useStatusTap() {
  return useBookingChange({ send: sendStatus, failure: null })
}

/** PATCH /api/reservations/:id/status, made on `version` of the booking (If-Match). */
export function useUpdateReservationStatus() {
  return useBookingChange({
    send: sendStatus,
    successTitle: 'Status updated',
    success: () => 'Reservation status has been updated successfully.',
    failure: statusChangeFailure,
  })
}

export const TABLE_CHANGE_FAILED = 'Failed to update the table. Please try again.'

/**
 * The server's reason when it refuses a table (409: taken at that time, too small, inactive; 400/404),
 * shown as is, e.g. 'Table 3 is already booked from 7:00 PM to 9:00 PM (Ana Reyes, 4 guests).'
 */
export function tableChangeFailure(error: unknown): string {
  if (error instanceof ApiError && [400, 404, 409].includes(error.status)) return errorMessage(error, TABLE_CHANGE_FAILED)
  return TABLE_CHANGE_FAILED
}

/** 'Table 3 assigned to Ana Reyes.', 'Tables 5 + 6 assigned to Ana Reyes.' or 'Ana Reyes no longer holds a table.' */
export function tableChangeSuccess(reservation: Pick<ReservationJson, 'name' | 'tableId' | 'tableNumber' | 'tableNumbers'>): string {
  if (reservation.tableNumbers.length > 1) return `Tables ${reservation.tableNumbers.join(' + ')} assigned to ${reservation.name}.`
  if (reservation.tableId == null) return `${reservation.name} no longer holds a table.`
  return `Table ${reservation.tableNumber ?? reservation.tableId} assigned to ${reservation.name}.`
}

/**
 * PATCH /api/reservations/:id/table: assign or change the table of a table booking (by id), give it joined tables
 * (by number), or take its tables away (tableId null).
 */
export function useAssignTable() {
  return useBookingChange({
    send: ({ id, assignment }: { id: number; assignment: TableAssignmentChoice; version?: number }, headers) =>
      apiRequest<ReservationJson>('PATCH', reservationPaths.table(id), assignment, undefined, headers),
    success: tableChangeSuccess,
    failure: tableChangeFailure,
  })
}

export const BOOKING_CHANGE_FAILED = 'Failed to save the booking. Please try again.'

/** PATCH /api/reservations/:id: the staff note, the party, the time or the table, under the booking rules. */
export function useChangeReservation() {
  return useBookingChange({
    send: ({ id, change }: { id: number; change: ReservationChange; version?: number }, headers) =>
      apiRequest<ReservationJson>('PATCH', reservationPaths.one(id), change, undefined, headers),
    success: (updated) => `${updated.name}'s booking has been saved.`,
    failure: (error) =>
      error instanceof ApiError && [400, 404, 409].includes(error.status) ? errorMessage(error, BOOKING_CHANGE_FAILED) : BOOKING_CHANGE_FAILED,
  })
}
