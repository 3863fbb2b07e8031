import { useEffect, useState } from 'react'
import { useWatch } from 'react-hook-form'
import type { AvailabilityQuery } from '~/contracts/bookings'
import { DEFAULT_WEEKLY_HOURS, type OpeningHoursJson } from '~/contracts/opening-hours'
import { DEFAULT_SEATING_RULES } from '~/contracts/seating-rules'
import { bookableStarts } from '~/lib/bookable-times'
import { DEFAULT_GUESTS } from '~/lib/constants'
import { isCalendarDate } from '~/lib/dates'
import { bookingRefusal, hoursOn } from '~/lib/opening-hours'
import { stayMinutesFor } from '~/lib/seating-rules'
import { useAvailability, useSeatingRules } from './availability-query'
import type { ReservationForm } from './booking-form-model'
import { isGroupParty, typedPartySize } from './large-party'
import {
  availabilityRequest,
  type DayNotice,
  dayHoursNote,
  dayNotice,
  isSlotUnavailable,
  type LostTimeCause,
  lostTimeMessage,
  nearestFreeTimes,
  stayNote,
  timeLabel,
  timeSlotOptions,
} from './time-slot-options'
import { useDebouncedValue } from './use-debounced-value'
import { useBookingWords } from './use-booking-words'

const FIRST_HOURS: OpeningHoursJson = { weekly: DEFAULT_WEEKLY_HOURS, exceptions: [] }

/** One party on one day, as a string: what a lost time and its alternatives belong to. */
const requestKey = (request: AvailabilityQuery | null) => (request ? `${request.date}|${request.guests}|${request.seating}` : '')

/** A time the guest had chosen that can no longer seat them; `times` are a 409's alternatives (else the nearest free). */
interface LostTime {
  key: string
  time: string
  cause: LostTimeCause
  times: string[] | null
}

/**
 * The choice of a time: once a date, party size and seating are chosen, which times can seat the party
 * (GET /api/availability), what to tell the guest about them, and the largest party the venue seats online.
 * A chosen time stays chosen until it can no longer seat the party (taken meanwhile, or the party, seating or day
 * changed): then it is cleared, and next to the field the guest reads why, with the nearest free times as buttons.
 * A 409 refusal is shown the same way, with the server's alternatives.
 */
export function useTimeChoice(form: ReservationForm, today: string, hours?: OpeningHoursJson) {
  const words = useBookingWords()
  // Typing "12" into guests asks once, not for 1 and 12.
  const [date, guests, seatingPreference, time] = useWatch({ control: form.control, name: ['date', 'guests', 'seatingPreference', 'time'] })
  const debouncedGuests = useDebouncedValue(guests, 300)

  // The largest party bookable online, from the last availability answer (MAX_GUESTS, 20, until one arrives).
  const [maxOnlineParty, setMaxOnlineParty] = useState<number | undefined>(undefined)
  const partySize = typedPartySize(guests)
  const groupParty = isGroupParty(partySize, maxOnlineParty)

  // A group party is not asked about: no time can seat it online.
  const wanted = availabilityRequest({ date, guests: debouncedGuests, seatingPreference }, today)
  const request = wanted && !isGroupParty(wanted.guests, maxOnlineParty) ? wanted : null
  const availability = useAvailability(request)
  const answer = request ? availability.data : undefined
  if (answer && answer.maxOnlineParty !== undefined && answer.maxOnlineParty !== maxOnlineParty) setMaxOnlineParty(answer.maxOnlineParty)
  const slots = groupParty ? undefined : answer?.slots

  // Until the answer comes, the day's bookable starts under its hours and the seating rules (the first rules until
  // they arrive; the first hours, 11:00 to midnight, until the hours do: the server decides in any case).
  const rules = useSeatingRules().data ?? DEFAULT_SEATING_RULES
  const knownDate = typeof date === 'string' && isCalendarDate(date) && date >= today ? date : null
  const day = knownDate ? hoursOn(hours ?? FIRST_HOURS, knownDate) : undefined
  const stayMinutes = answer?.stayMinutes ?? stayMinutesFor(rules, request?.guests ?? partySize ?? DEFAULT_GUESTS)
  const bookable = day ? bookableStarts(day, rules.slotMinutes, stayMinutes) : []
  const slotOptions = timeSlotOptions(slots, bookable, day, words)
  // A day without a time to offer is closed, or open too short a time for the party's stay: the hours' words say which.
  const closedNotice: DayNotice | null =
    knownDate && hours && slotOptions.length === 0
      ? { kind: 'closed', message: words.error(bookingRefusal(hours, knownDate, '', { slotMinutes: rules.slotMinutes, stayMinutes }) ?? '') }
      : null
  const notice = closedNotice ?? (request && !groupParty ? dayNotice(slots, request, words) : null)
  const offTime = Boolean(time) && !slotOptions.some((option) => option.value === time)

  // The question the chosen time was picked for: losing it to the same question means someone else took it.
  const key = requestKey(request)
  const [pickedFor, setPickedFor] = useState({ time, key })
  if (time !== pickedFor.time || (time === '' && pickedFor.key !== key)) setPickedFor({ time, key })
  const [lost, setLost] = useState<LostTime | null>(null)

  // A chosen time that can no longer seat the party is remembered with why it went (the hours' notice speaks for a
  // closed day)...
  const timeLost = Boolean(time) && isSlotUnavailable(slots, time)
  if (timeLost && !(lost && lost.key === key && lost.time === time)) {
    setLost({ key, time, cause: pickedFor.key === key ? 'taken' : 'changed', times: null })
  }
  // ...and cleared, as is a time the day's hours do not offer.
  useEffect(() => {
    if (timeLost || offTime) form.setValue('time', '', { shouldDirty: true })
  }, [form, timeLost, offTime])

  // Shown while the guest still asks the same question and has not chosen some other time from the list.
  const lostTimes = lost && lost.key === key ? (lost.times ?? nearestFreeTimes(slots, lost.time)) : []
  const showLost = lost !== null && lost.key === key && !groupParty && (time === '' || time === lost.time || lostTimes.includes(time))
  const lostTime = showLost
    ? {
        time: lost.time,
        message: lostTimeMessage({ time: lost.time, cause: lost.cause, guests: request?.guests ?? 0, hasAlternatives: lostTimes.length > 0, day }, words),
        alternatives: lostTimes,
      }
    : null

  /** What the time field says about availability, or null. */
  const note = (() => {
    if (!request) return null
    if (availability.isError) return words.t('availabilityFailed')
    if (availability.isFetching && !slots) return words.t('availabilityChecking')
    return null
  })()

  return {
    time,
    slotOptions,
    /** How long the party's table or bar seats are held ('Standard reservation duration: 2 hours'), or null. */
    stayNote: groupParty ? null : stayNote(rules, { guests: request?.guests ?? partySize, seating: seatingPreference }, answer?.stayMinutes, words),
    /** The chosen day's hours and note ('Open 6:00 PM to 2:00 AM: New Year's Eve party'), once the hours are known. */
    hoursNote: hours && day ? dayHoursNote(day, words) : null,
    /** A time as the guest reads it: '12:30 AM (after midnight)' on a night past midnight. */
    timeLabel: (slot: string) => timeLabel(slot, day, words),
    /** What to tell the guest about the whole day (nothing free, no table big enough, closed), or null. */
    notice,
    note,
    /** The time the guest lost, why, and the times to offer instead; null when there is nothing to say. */
    lostTime,
    /** The party is larger than the venue seats online: the form shows the group path instead of times. */
    groupParty,
    partySize,
    maxOnlineParty,
    /** Asks again which times are free (the guest comes back to the time field). */
    refresh: () => void (request && availability.refetch({ cancelRefetch: false })),
    /** A 409: the time asked for was taken; its alternative times are offered for the values that were submitted. */
    offerAlternatives: (asked: Parameters<typeof availabilityRequest>[0] & { time: string }, times: string[]) =>
      setLost({ key: requestKey(availabilityRequest(asked, today)), time: asked.time, cause: 'taken', times }),
    clearAlternatives: () => setLost(null),
    pickAlternative: (slot: string) => form.setValue('time', slot, { shouldDirty: true, shouldValidate: form.formState.isSubmitted }),
  }
}

export type TimeChoice = ReturnType<typeof useTimeChoice>
