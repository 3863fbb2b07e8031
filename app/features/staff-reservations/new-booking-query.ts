import { useStaffMutation } from '~/components/use-staff-mutation'
import { reservationKeys, reservationPaths, type StaffCreatedReservationJson } from '~/contracts/reservations'
import type { StaffReservationInput } from '~/contracts/reservations.schemas'
import { apiRequest, errorMessage } from '~/lib/api'
import { newBookingFailure, savedBookingText } from './new-booking-form'

export const NEW_BOOKING_FAILED = 'Could not save the booking. Please try again.'

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
