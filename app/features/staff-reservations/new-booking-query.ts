import { useQuery } from '@tanstack/react-query'
import { useStaffMutation } from '~/components/use-staff-mutation'
import { type OpeningHoursJson, openingHoursKeys, openingHoursPaths } from '~/contracts/opening-hours'
import { reservationKeys, reservationPaths, type StaffCreatedReservationJson } from '~/contracts/reservations'
import type { StaffReservationInput } from '~/contracts/reservations.schemas'
import { ApiError, apiRequest, errorMessage, getJson } from '~/lib/api'
import { DEFAULT_SEATING_RULES, type SeatingRulesJson } from '~/lib/seating-rules'
import { type CombinationChoice, newBookingFailure, savedBookingText } from './new-booking-form'

export const NEW_BOOKING_FAILED = 'Could not save the booking. Please try again.'

/**
 * What the staff screens read of the venue's seating set-up. A server without the endpoint yet (404) has the first
 * rules and no joined tables.
 */
export const seatingSetupPaths = { rules: '/api/seating-rules', combinations: '/api/table-combinations' }
export const seatingSetupKeys = { rules: ['seating-rules'] as const, combinations: ['table-combinations'] as const }

async function getOr<T>(url: string, missing: T, signal: AbortSignal): Promise<T> {
  try {
    return await apiRequest<T>('GET', url, undefined, signal)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return missing
    throw error
  }
}

/** GET /api/seating-rules: the booking interval, stays by party size and pacing. */
export function useSeatingRules() {
  return useQuery({
    queryKey: seatingSetupKeys.rules,
    queryFn: ({ signal }) => getOr<SeatingRulesJson>(seatingSetupPaths.rules, DEFAULT_SEATING_RULES, signal),
  })
}

/** GET /api/table-combinations (staff): the tables staff may join for one party. */
export function useTableCombinations() {
  return useQuery({
    queryKey: seatingSetupKeys.combinations,
    queryFn: ({ signal }) => getOr<CombinationChoice[]>(seatingSetupPaths.combinations, [], signal),
  })
}

/** GET /api/opening-hours, under the hours page's key (one cached answer for every screen that reads it). */
export function useOpeningHours() {
  return useQuery({ queryKey: openingHoursKeys.all, queryFn: getJson<OpeningHoursJson>(openingHoursPaths.hours) })
}

/** POST /api/reservations with the staff session: a walk-in, a phone booking or an online one staff type in. */
export function createStaffBooking(body: StaffReservationInput): Promise<StaffCreatedReservationJson> {
  return apiRequest<StaffCreatedReservationJson>('POST', reservationPaths.list, body)
}

/**
 * Records a booking for staff and refetches every reservation view. A refusal the dialog shows beside its fields
 * (a 409, a 400's field messages) is not toasted; any other failure is.
 */
export function useCreateStaffBooking() {
  return useStaffMutation<StaffCreatedReservationJson, StaffReservationInput>({
    mutationFn: createStaffBooking,
    invalidates: [reservationKeys.all],
    successTitle: 'Booking saved',
    success: (booking) => savedBookingText(booking),
    failure: (error) => (newBookingFailure(error) ? null : errorMessage(error, NEW_BOOKING_FAILED)),
  })
}
