import { useQuery } from '@tanstack/react-query'
import { useStaffMutation } from '~/components/use-staff-mutation'
import { type OpeningHoursJson, openingHoursKeys, openingHoursPaths } from '~/contracts/opening-hours'
import { reservationKeys, reservationPaths, type StaffCreatedReservationJson } from '~/contracts/reservations'
import type { StaffReservationInput } from '~/contracts/reservations.schemas'
import { seatingRulesKeys, seatingRulesPaths } from '~/contracts/seating-rules'
import { tableCombinationKeys, tableCombinationPaths } from '~/contracts/table-combinations'
import { apiRequest, errorMessage, getJson } from '~/lib/api'
import type { SeatingRulesJson } from '~/lib/seating-rules'
import { newBookingFailure, savedBookingText } from './new-booking-answer'
import type { CombinationChoice } from './new-booking-tables'

export const NEW_BOOKING_FAILED = 'Could not save the booking. Please try again.'

/** The seating set-up's cached answers, under the keys the tables page's changes refresh. */
export const seatingSetupKeys = { rules: seatingRulesKeys.all, combinations: tableCombinationKeys.all }

/** GET /api/seating-rules: the booking interval, stays by party size and pacing. */
export function useSeatingRules() {
  return useQuery({ queryKey: seatingSetupKeys.rules, queryFn: getJson<SeatingRulesJson>(seatingRulesPaths.rules) })
}

/** GET /api/table-combinations (staff): the tables staff may join for one party. */
export function useTableCombinations() {
  return useQuery({ queryKey: seatingSetupKeys.combinations, queryFn: getJson<CombinationChoice[]>(tableCombinationPaths.list) })
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
