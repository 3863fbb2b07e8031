import { useStaffMutation } from '~/components/use-staff-mutation'
import { translationKeys } from '~/contracts/translations'
import { type VenueJson, venueKeys, venuePaths, venueScreenText } from '~/contracts/venue'
import type { VenueInput } from '~/contracts/venue.schemas'
import { ApiError, apiRequest } from '~/lib/api'

/**
 * PUT /api/venue (staff). A refusal with field messages is answered by the form itself (by the fields). `onSaved`
 * also gets what was sent: the answer carries no translations.
 */
export function useSaveVenue(onSaved: (venue: VenueJson, input: VenueInput) => void) {
  return useStaffMutation({
    mutationFn: (input: VenueInput) => apiRequest<VenueJson>('PUT', venuePaths.venue, input),
    invalidates: [venueKeys.all, translationKeys.all],
    onSuccess: onSaved,
    success: () => venueScreenText.saved,
    failure: (error) => (error instanceof ApiError && error.status === 400 ? venueScreenText.fixFields : venueScreenText.saveFailed),
  })
}
