import { useId, useRef, useState } from 'react'
import { fieldAria } from '~/components/field-aria'
import { GuestsInput } from '~/components/guests-input'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { useHydrated } from '~/components/use-hydrated'
import { useVenueTimeZone } from '~/components/use-venue-time-zone'
import type { GuestBookingJson } from '~/contracts/bookings'
import { MAX_BOOKING_DAYS_AHEAD, MAX_GUESTS } from '~/lib/constants'
import { addDays } from '~/lib/dates'
import { venueToday } from '~/lib/venue-time'
import { useAvailability } from './availability-query'
import { Field } from './booking-field'
import { ChangeRefused, ChangeTimeField } from './change-booking-fields'
import {
  availabilityQuestion,
  CHANGE_FIELDS,
  type ChangeValues,
  changeRequest,
  changeTimeOptions,
  dayNoticeOf,
  initialValues,
  type Refusal,
  refusalOf,
} from './change-booking-model'
import { useChangeBooking } from './change-booking-query'
import { SeatingChoice } from './seating-choice'
import { useBookingWords } from './use-booking-words'

/**
 * The change form, behind its "Change booking" button: date, party size, seating and a time from the day's free times
 * for the new party. A refused time offers the nearby free ones as one tap each.
 */
export function ChangeForm({ token, booking, onChanged }: { token: string; booking: GuestBookingJson; onChanged: (after: GuestBookingJson) => void }) {
  const hydrated = useHydrated()
  const words = useBookingWords()
  const { t } = words
  const uid = useId()
  const id = (name: string) => `${uid}-change-${name}`
  const timeZone = useVenueTimeZone()
  const [open, setOpen] = useState(false)
  const [values, setValues] = useState<ChangeValues>(() => initialValues(booking))
  const [refusal, setRefusal] = useState<Refusal | null>(null)
  const [nothing, setNothing] = useState(false)
  const change = useChangeBooking(token)
  const openButton = useRef<HTMLButtonElement>(null)

  const question = availabilityQuestion(values)
  const availability = useAvailability(open ? question : null, token)
  // The booking's own time on its own day is always offered: its own seats are free to it.
  const own = values.date === booking.date ? booking.time : undefined
  const slots = availability.data?.slots
  const options = slots ? changeTimeOptions(slots, own, words) : null
  const notice = slots && question ? dayNoticeOf(slots, question.guests, own, words) : null
  // A time the new day, party or seating cannot have is no choice: the guest picks again.
  const time = options && !options.some((o) => o.value === values.time && !o.disabled) ? '' : values.time
  const today = venueToday(timeZone)

  const set = (patch: Partial<ChangeValues>) => {
    setValues((v) => ({ ...v, ...patch }))
    setRefusal(null)
    setNothing(false)
  }
  // The button that opened the form comes back when it closes: the focus goes to it.
  const focusOpenButton = () => requestAnimationFrame(() => openButton.current?.focus())
  const start = () => {
    // The booking as it is now (staff may have changed it since the page was opened).
    setValues(initialValues(booking))
    setRefusal(null)
    setNothing(false)
    setOpen(true)
  }
  const close = () => {
    setOpen(false)
    focusOpenButton()
  }
  const submit = (wanted: ChangeValues) => {
    const body = changeRequest(booking, wanted)
    if (!body) return setNothing(true)
    setRefusal(null)
    change.mutate(body, {
      onSuccess: (after) => {
        setOpen(false)
        focusOpenButton()
        onChanged(after)
      },
      onError: (error) => {
        const refused = refusalOf(error, words)
        setRefusal(refused)
        // A field refused: it says why beside it, and takes the focus.
        const field = CHANGE_FIELDS.find((f) => refused.fields[f])
        if (field) requestAnimationFrame(() => document.getElementById(id(field === 'seatingPreference' ? 'seating-table' : field))?.focus())
      },
    })
  }
  const pickAlternative = (time: string) => {
    const wanted = { ...values, time }
    setValues(wanted)
    submit(wanted)
  }

  if (!open) {
    return (
      <div className="flex">
        <Button ref={openButton} type="button" variant="outline" className="w-full sm:w-auto" disabled={!hydrated} onClick={start}>
          {t('changeHeading')}
        </Button>
      </div>
    )
  }

  const errors = refusal?.fields ?? {}
  const timeNote = availability.isPending && question ? t('loadingTimes') : availability.isError ? t('timesFailed') : notice
  return (
    <form
      className="grid gap-4"
      aria-label={t('changeHeading')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        submit({ ...values, time })
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id('date')} label={t('date')} error={errors.date}>
          <Input
            id={id('date')}
            type="date"
            min={today}
            max={addDays(today, MAX_BOOKING_DAYS_AHEAD)}
            value={values.date}
            onChange={(event) => set({ date: event.target.value })}
            {...fieldAria(id('date'), errors.date)}
          />
        </Field>
        <Field id={id('guests')} label={t('guests')} error={errors.guests}>
          <GuestsInput
            id={id('guests')}
            max={availability.data?.maxOnlineParty || MAX_GUESTS}
            value={values.guests}
            onChange={(event) => set({ guests: event.target.value })}
            {...fieldAria(id('guests'), errors.guests)}
          />
        </Field>
      </div>
      <SeatingChoice
        error={errors.seatingPreference}
        errorId={`${id('seating')}-error`}
        radio={(seating) => ({
          id: id(`seating-${seating}`),
          name: id('seating'),
          checked: values.seatingPreference === seating,
          onChange: () => set({ seatingPreference: seating }),
        })}
      />
      <ChangeTimeField id={id('time')} time={time} options={options} note={timeNote} error={errors.time} onChange={(time) => set({ time })} />

      <div role="alert" className="empty:hidden">
        {refusal && Object.keys(refusal.fields).length === 0 && (
          <ChangeRefused refusal={refusal} busy={change.isPending} onPick={pickAlternative} />
        )}
        {nothing && <p className="text-sm text-foreground">{t('nothingChanged')}</p>}
      </div>

      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={change.isPending || time === ''} className="w-full sm:w-auto">
          {change.isPending ? t('changeSaving') : t('changeSave')}
        </Button>
        <Button type="button" variant="ghost" onClick={close} disabled={change.isPending} className="w-full sm:w-auto">
          {t('changeKeep')}
        </Button>
      </div>
    </form>
  )
}
