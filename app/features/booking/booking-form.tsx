import { Clock, Info } from '~/components/icons'
import { useEffect, useId, useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { useHydratedHere } from '~/components/use-hydrated'
import { Button } from '~/components/ui/button'
import type { OpeningHoursJson } from '~/contracts/opening-hours'
import type { SeatingPreference } from '~/lib/constants'
import { DEFAULT_SEATING_RULES, type SeatingRulesJson } from '~/lib/seating-rules'
import { AvailabilityNotice } from './availability-notice'
import { useSeatingRules } from './availability-query'
import type { BookingConfirmation } from './booking-confirmation-data'
import { type BookingFieldProps, emptyBookingForm, type ReservationForm } from './booking-form-model'
import { ContactFields, NotesField } from './contact-fields'
import { DateField } from './date-field'
import type { GroupRequestConfirmation } from './group-request-form'
import { GroupRequestContactFields, GroupRequestWhenFields } from './group-request-fields'
import { GuestsField, SeatingField } from './party-fields'
import { preloadReservationValidation, reservationResolver } from './reservation-resolver'
import { useOpeningHours } from './opening-hours-query'
import { diningPeriodText } from './time-slot-options'
import { TimeField } from './time-field'
import { useBookingWords } from './use-booking-words'
import { useGroupRequest } from './use-group-request'
import { useSubmitBooking } from './use-submit-booking'
import { type TimeChoice, useTimeChoice } from './use-time-choice'

/**
 * The reservation form of /book. Validation uses the shared zod schema with the venue-local today (loaded on
 * first use), so the field messages are the server's messages; the request goes to POST /api/reservations.
 * The date picker disables closed days and the time list offers only the chosen day's bookable times (opening hours).
 * Once a date, party size and seating are chosen, the time list marks the times that cannot seat the party
 * (GET /api/availability); the server still decides, and a 409 offers its alternative times as buttons.
 * A party larger than the venue seats online turns the form into a group request (POST /api/group-requests): the
 * same party, date and contact fields, any time the venue is open, a phone required.
 * `startDate` is the date to start on (/book?date=). `onBooked` receives the confirmation (reference and private link)
 * of a booking made, `onGroupRequestSent` that of a request sent; `autoFocus` puts the focus in the first field on
 * mount (when the guest asks for another booking).
 */
export function BookingForm({
  today,
  startDate = today,
  initialHours,
  initialRules,
  onBooked,
  onGroupRequestSent,
  autoFocus = false,
  fullTimeOffer,
}: {
  today: string
  /** The date the form starts on (a bookable date; today by default). */
  startDate?: string
  /** The opening hours the page was rendered with; asked again in the browser when missing or old. */
  initialHours?: OpeningHoursJson
  /** The seating rules as the page's loader read them. */
  initialRules?: SeatingRulesJson
  onBooked?: (booking: BookingConfirmation) => void
  onGroupRequestSent?: (request: GroupRequestConfirmation) => void
  autoFocus?: boolean
  /**
   * What to offer when the time the guest wants is full (taken, or the whole day is): the route passes the waitlist's
   * 'tell me if a table frees up'. Its name and e-mail are read when asked for, so they are the ones typed last.
   */
  fullTimeOffer?: (full: FullTimeOfBooking) => React.ReactNode
}) {
  const uid = useId()
  const words = useBookingWords()
  const resolver = useMemo(() => reservationResolver(today), [today])
  const form = useForm({ resolver, defaultValues: { ...emptyBookingForm(today), date: startDate } })
  // Until the script runs, the fields are disabled: what a guest typed before would be lost when it takes over. The
  // page hydrates the form after the rest (book.tsx), so it asks about its own hydration.
  const hydrated = useHydratedHere()
  const fields: BookingFieldProps = { form, id: (name) => `${uid}-${name}`, disabled: !hydrated }
  const hours = useOpeningHours(initialHours).data
  // Before the time choice, which reads the same rules: the loader's answer seeds them for both.
  const seatingRules = useSeatingRules(initialRules)
  const choice = useTimeChoice(form, today, hours)
  const revealField = (name: string) =>
    document.getElementById(fields.id(name))?.closest('[data-field]')?.scrollIntoView({ block: 'center' })
  const submit = useSubmitBooking({ form, today, choice, onBooked, revealField })
  const group = useGroupRequest({ form, today, choice, onSent: onGroupRequestSent, revealField })
  useEffect(() => {
    if (autoFocus) form.setFocus('guests')
    // Only when the form appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    <form
      method="post"
      noValidate
      onSubmit={choice.groupParty ? group.onSubmit : submit.onSubmit}
      onFocus={preloadReservationValidation}
      onPointerDown={preloadReservationValidation}
      className="grid gap-5"
      aria-label={words.t('formLabel')}
    >
      {/* The terms first, before the guest fills anything in. (It also keeps the page's largest text the one painted
          first: a notice that today has no time left, shown once availability is known, is never larger.) */}
      <DiningPeriodNote rules={seatingRules.data ?? DEFAULT_SEATING_RULES} />

      {/* The way guests decide: the party, where and when first (left on wide screens), then who they are. */}
      <div className="grid gap-5 lg:grid-cols-2 lg:gap-8">
        <div className="grid content-start gap-5">
          {/* First in both: the party's field stays the same element (and keeps the focus) as it crosses the limit. */}
          <GuestsField {...fields} choice={choice} groupError={group.guestsError} />
          {choice.groupParty ? (
            <GroupRequestWhenFields id={fields.id} disabled={fields.disabled} group={group} today={today} hours={hours} />
          ) : (
            <>
              <SeatingField {...fields} />
              <DateField {...fields} today={today} hours={hours} />
              <TimeField {...fields} choice={choice} />
              {choice.notice && <AvailabilityNotice notice={choice.notice} />}
              {fullTimeOffer && <FullTimeOffer full={fullTimeOf(form, choice)} offer={fullTimeOffer} />}
            </>
          )}
        </div>
        <div className="grid content-start gap-5">
          {choice.groupParty ? (
            <GroupRequestContactFields id={fields.id} disabled={fields.disabled} group={group} />
          ) : (
            <>
              <ContactFields {...fields} />
              <NotesField {...fields} />

              <noscript>
                <p className="text-sm text-destructive">{words.t('noscript')}</p>
              </noscript>

              <Button type="submit" size="lg" disabled={fields.disabled || submit.pending} className="w-full">
                {submit.pending && <Clock className="animate-spin" aria-hidden="true" />}
                {submit.pending ? words.t('submitting') : words.t('submit')}
              </Button>
              {/* The guest's own booking at that time: which one, and how to manage it (never its private link). */}
              {submit.duplicate && (
                <p role="alert" className="rounded-md border border-destructive bg-destructive/5 p-3 text-sm">
                  {submit.duplicate}
                </p>
              )}
            </>
          )}
        </div>
      </div>
    </form>
  )
}

/**
 * How long a table is kept. A component of its own, so that hydrating the form can pause between it and the form's
 * hooks: its first plural wording is slow on a phone.
 */
function DiningPeriodNote({ rules }: { rules: SeatingRulesJson }) {
  const words = useBookingWords()
  return (
    <div className="flex gap-3 rounded-lg border border-primary/20 bg-primary/5 p-4 text-sm leading-relaxed text-foreground">
      <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <p>{diningPeriodText(rules, words)}</p>
    </div>
  )
}

/** A full time as the waitlist's offer takes it: the party, the day, the time, and the contact typed so far. */
export interface FullTimeOfBooking {
  date: string
  time: string
  guests: number
  seatingPreference: SeatingPreference
  readonly name: string
  readonly email: string
}

function FullTimeOffer({ full, offer }: { full: FullTimeOfBooking | null; offer: (full: FullTimeOfBooking) => React.ReactNode }) {
  return full ? offer(full) : null
}

/** The time the guest lost (taken, or a 409), else the first full time of a day with none left; null otherwise. */
function fullTimeOf(form: ReservationForm, choice: TimeChoice): FullTimeOfBooking | null {
  const time = choice.lostTime?.time ?? (choice.notice?.kind === 'none-left' ? (choice.slotOptions.find((o) => o.disabled)?.value ?? choice.slotOptions[0]?.value) : undefined)
  if (!time) return null
  const { date, guests, seatingPreference } = form.getValues()
  return {
    date,
    time,
    guests: Number(guests),
    seatingPreference: seatingPreference ?? 'table',
    get name() {
      return form.getValues('name') ?? ''
    },
    get email() {
      return form.getValues('email') ?? ''
    },
  }
}
