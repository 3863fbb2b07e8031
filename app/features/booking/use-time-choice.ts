import { useEffect, useState } from 'react'
import { useWatch } from 'react-hook-form'
import type { AvailabilityQuery } from '~/contracts/bookings'
import type { OpeningHoursJson } from '~/contracts/opening-hours'
import { isCalendarDate } from '~/lib/dates'
import { bookableSlots, bookingRefusal, hoursOn } from '~/lib/opening-hours'
import { plural } from '~/lib/plural'
import { formatTime12h } from '~/lib/time-slots'
import { useAvailability } from './availability-query'
import type { ReservationForm } from './booking-form-model'
import { availabilityRequest, type DayNotice, dayNotice, isSlotUnavailable, timeSlotOptions } from './time-slot-options'
import { useDebouncedValue } from './use-debounced-value'

/** One party on one day, as a string: alternatives offered by a 409 belong to the question they answered. */
const requestKey = (request: AvailabilityQuery | null) => (request ? `${request.date}|${request.guests}|${request.seating}` : '')

/**
 * The choice of a time: once a date, party size and seating are chosen, which times can seat the party
 * (GET /api/availability), what to tell the guest about them, and the alternative times a 409 offered.
 * A picked time that can no longer seat the party is cleared, and the guest is told which time went.
 */
export function useTimeChoice(form: ReservationForm, today: string, hours?: OpeningHoursJson) {
  // Typing "12" into guests asks once, not for 1 and 12.
  const [date, guests, seatingPreference, time] = useWatch({ control: form.control, name: ['date', 'guests', 'seatingPreference', 'time'] })
  const debouncedGuests = useDebouncedValue(guests, 300)
  const request = availabilityRequest({ date, guests: debouncedGuests, seatingPreference }, today)
  const availability = useAvailability(request)
  const slots = request ? availability.data?.slots : undefined
  // The day's bookable times under the opening hours (all of them until the hours are known).
  const knownDate = hours && typeof date === 'string' && isCalendarDate(date) && date >= today ? date : null
  const bookable = knownDate ? bookableSlots(hoursOn(hours!, knownDate)) : undefined
  const closedNotice: DayNotice | null =
    knownDate && bookable!.length === 0 ? { kind: 'closed', message: bookingRefusal(hours!, knownDate, '') ?? '' } : null
  const notice = closedNotice ?? (request ? dayNotice(slots, request) : null)
  const offTime = time && bookable !== undefined && !bookable.includes(time)

  // A picked time that can no longer seat the party, or that the day's hours do not offer, is cleared (the form then
  // asks for a time on submit).
  useEffect(() => {
    if (time && (offTime || isSlotUnavailable(slots, time))) form.setValue('time', '', { shouldDirty: true })
  }, [form, slots, time, offTime])
  // ...and the guest is told which time went, until they pick another.
  const [lastTime, setLastTime] = useState(time)
  const [releasedTime, setReleasedTime] = useState<string | null>(null)
  if (time !== lastTime) {
    setLastTime(time)
    setReleasedTime(time === '' && lastTime && isSlotUnavailable(slots, lastTime) ? lastTime : null)
  }

  // The alternative times of the last 409, shown while the guest still asks about the same day and party.
  const [offer, setOffer] = useState<{ key: string; times: string[] } | null>(null)
  const alternatives = offer && offer.key === requestKey(request) ? offer.times : []

  /** What the time field says about availability, or null. */
  const note = (() => {
    if (!request) return null
    if (availability.isError) return 'We could not check which times are free. You can still choose any time: we confirm it when you book.'
    if (availability.isFetching && !slots) return 'Checking which times are free...'
    if (notice) return null
    if (releasedTime && !form.formState.errors.time) {
      return `${formatTime12h(releasedTime)} is no longer free for ${plural(request.guests, 'guest')}. Please choose another time.`
    }
    return null
  })()

  return {
    time,
    slotOptions: timeSlotOptions(slots, bookable),
    /** What to tell the guest about the whole day (nothing free, party too large), or null. */
    notice,
    note,
    alternatives,
    /** Offers a 409's alternative times for the values that were submitted. */
    offerAlternatives: (asked: Parameters<typeof availabilityRequest>[0], times: string[]) =>
      setOffer({ key: requestKey(availabilityRequest(asked, today)), times }),
    clearAlternatives: () => setOffer(null),
    pickAlternative: (slot: string) => form.setValue('time', slot, { shouldDirty: true, shouldValidate: form.formState.isSubmitted }),
  }
}

export type TimeChoice = ReturnType<typeof useTimeChoice>
