import { useQuery } from '@tanstack/react-query'
import { useStaffMutation } from '~/components/use-staff-mutation'
import { availabilityKeys } from '~/contracts/bookings'
import {
  type OpeningHoursCheckJson,
  type OpeningHoursJson,
  openingHoursKeys,
  openingHoursPaths,
  type SavedOpeningHoursJson,
} from '~/contracts/opening-hours'
import { translationKeys } from '~/contracts/translations'
import { apiRequest, ApiError, getJson } from '~/lib/api'

/** GET /api/opening-hours (the same answer guests read). */
export function useHours() {
  return useQuery({ queryKey: openingHoursKeys.all, queryFn: getJson<OpeningHoursJson>(openingHoursPaths.hours) })
}

/** PUT /api/opening-hours: the screen shows the field messages of a 400 itself, and the bookings to contact. */
export function useSaveHours() {
  return useStaffMutation({
    mutationFn: (input: OpeningHoursJson) => apiRequest<SavedOpeningHoursJson>('PUT', openingHoursPaths.hours, input),
    invalidates: [openingHoursKeys.all, availabilityKeys.all, translationKeys.all],
    success: () => 'Opening hours saved.',
    failure: (error) => (error instanceof ApiError && error.status === 400 ? null : 'Failed to save the opening hours. Please try again.'),
  })
}

/** POST /api/opening-hours/check: the bookings and events the hours would leave outside them; nothing is saved. */
export function useCheckHours() {
  return useStaffMutation({
    mutationFn: (input: OpeningHoursJson) => apiRequest<OpeningHoursCheckJson>('POST', openingHoursPaths.check, input),
    invalidates: [],
    failure: (error) => (error instanceof ApiError && error.status === 400 ? null : 'Failed to check the opening hours. Please try again.'),
  })
}
