import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import { Phone } from '~/components/icons'
import { fieldAria } from '~/components/field-aria'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { NativeSelect } from '~/components/ui/native-select'
import { useHydrated } from '~/components/use-hydrated'
import { useVenue } from '~/components/venue'
import { telHref } from '~/components/venue-links'
import { useVenueTimeZone } from '~/components/use-venue-time-zone'
import { availabilityKeys, bookingChangeMessages, bookingPaths, type GuestBookingJson, guestBookingKeys } from '~/contracts/bookings'
import { ApiError, apiRequest, errorMessage } from '~/lib/api'
import { MAX_BOOKING_DAYS_AHEAD, MAX_GUESTS, MIN_GUESTS, SEATING_PREFERENCES } from '~/lib/constants'
import { addDays } from '~/lib/dates'
import { formatTime12h } from '~/lib/time-slots'
import { toast } from '~/lib/use-toast'
import { venueToday } from '~/lib/venue-time'
import { useAvailability } from './availability-query'
import { seatingLabel } from './booking-confirmation-data'
import { Field } from './booking-field'
import {
  availabilityQuestion,
  CHANGE_TEXT,
  type ChangeValues,
  changedText,
  changeRequest,
  changeTimeOptions,
  changeUntilText,
  conflictTimes,
  dayNoticeOf,
  initialValues,
} from './change-booking-model'

/** A refused change: the server's words, the nearby times it can seat the party (409), and field messages (400). */
interface Refusal {
  message: string
  alternatives: string[]
  fields: Partial<Record<keyof ChangeValues, string>>
}

const FIELDS: ReadonlyArray<keyof ChangeValues> = ['date', 'time', 'guests', 'seatingPreference']

function refusalOf(error: unknown): Refusal {
  const fields: Refusal['fields'] = {}
  if (!(error instanceof ApiError)) return { message: CHANGE_TEXT.failed, alternatives: [], fields }
  for (const detail of error.body?.details ?? []) {
    const field = FIELDS.find((f) => f === detail.path)
    if (field) fields[field] ??= detail.message
  }
  const alternatives = error.status === 409 ? conflictTimes(error.body) : []
  return { message: errorMessage(error, CHANGE_TEXT.failed), alternatives, fields }
}

/** PATCH /api/bookings/:token: the answer (the changed booking) replaces the booking shown. */
function useChangeBooking(token: string) {
  const queryClient = useQueryClient()
  const queryKey = guestBookingKeys.byToken(token)
  return useMutation({
    mutationFn: (change: Record<string, unknown>) => apiRequest<GuestBookingJson>('PATCH', bookingPaths.change(token), change),
    onSuccess: (booking) => {
      queryClient.setQueryData(queryKey, booking)
      // Its old seats are free and its new ones taken.
      return queryClient.invalidateQueries({ queryKey: availabilityKeys.all })
    },
    // Past the cut-off, or changed by staff meanwhile: show what the booking is now.
    onError: (error) => {
      if (error instanceof ApiError && error.status !== 409) return queryClient.invalidateQueries({ queryKey })
    },
  })
}

function CallVenue() {
  const { phone } = useVenue()
  return (
    <a href={telHref(phone)} className="inline-flex items-center gap-1.5 font-semibold text-primary underline underline-offset-4">
      <Phone className="size-4" aria-hidden="true" />
      Call {phone}
    </a>
  )
}

/**
 * The guest's own change of their booking (date, time from the day's free times for the new party, party size,
 * seating), shown while it can be changed online; the cut-off's message once it has come (until the start: then
 * the page says the booking can no longer be cancelled). A refused time offers the nearby free ones as one tap each.
 */
export function ChangeBooking({ token, booking }: { token: string; booking: GuestBookingJson }) {
  const timeZone = useVenueTimeZone()
  const held = booking.status === 'pending' || booking.status === 'confirmed'
  const [changed, setChanged] = useState<string | null>(null)
  if (!held) return null
  if (!booking.canChange) {
    if (!booking.canCancel) return null
    return (
      <div className="grid gap-2 border-t border-border pt-4 text-sm text-foreground" data-testid="change-booking-closed">
        <p>{bookingChangeMessages.tooLate}</p>
        <CallVenue />
      </div>
    )
  }
  return (
    <section aria-labelledby="change-booking-heading" className="grid gap-3 border-t border-border pt-4" data-testid="change-booking">
      <h2 id="change-booking-heading" className="text-base font-semibold text-foreground">
        {CHANGE_TEXT.heading}
      </h2>
      <p className="text-sm text-muted-foreground">{changeUntilText(booking.changeUntil, timeZone)}</p>
      <p role="status" className="text-sm font-medium text-foreground empty:hidden" data-testid="change-booking-done">
        {changed}
      </p>
      <ChangeForm
        token={token}
        booking={booking}
        onChanged={(after) => {
          const text = changedText(after, timeZone)
          setChanged(text)
          toast({ title: CHANGE_TEXT.changedTitle, description: text })
        }}
      />
    </section>
  )
}

function ChangeForm({ token, booking, onChanged }: { token: string; booking: GuestBookingJson; onChanged: (after: GuestBookingJson) => void }) {
  const hydrated = useHydrated()
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
  const options = slots ? changeTimeOptions(slots, own) : null
  const notice = slots && question ? dayNoticeOf(slots, question.guests, own) : null
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
        const refused = refusalOf(error)
        setRefusal(refused)
        // A field refused: it says why beside it, and takes the focus.
        const field = FIELDS.find((f) => refused.fields[f])
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
          {CHANGE_TEXT.open}
        </Button>
      </div>
    )
  }

  const errors = refusal?.fields ?? {}
  const timeNoteId = `${id('time')}-note`
  const timeAria = fieldAria(id('time'), errors.time)
  const timeNote = availability.isPending && question ? CHANGE_TEXT.loadingTimes : availability.isError ? CHANGE_TEXT.timesFailed : notice
  return (
    <form
      className="grid gap-4"
      aria-label={CHANGE_TEXT.heading}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        submit({ ...values, time })
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id('date')} label="Date" error={errors.date}>
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
        <Field id={id('guests')} label="Number of guests" error={errors.guests}>
          <Input
            id={id('guests')}
            type="number"
            inputMode="numeric"
            min={MIN_GUESTS}
            max={availability.data?.maxOnlineParty || MAX_GUESTS}
            step={1}
            value={values.guests}
            onChange={(event) => set({ guests: event.target.value })}
            {...fieldAria(id('guests'), errors.guests)}
          />
        </Field>
      </div>
      <fieldset className="grid gap-1.5" aria-describedby={errors.seatingPreference ? `${id('seating')}-error` : undefined}>
        <legend className="mb-1.5 text-sm leading-none font-medium">Seating preference</legend>
        <div className="grid grid-cols-2 gap-3">
          {SEATING_PREFERENCES.map((seating) => (
            <label
              key={seating}
              className="flex h-11 cursor-pointer items-center gap-2.5 rounded-md border border-border bg-card px-3 text-sm font-medium has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
            >
              <input
                id={id(`seating-${seating}`)}
                type="radio"
                name={id('seating')}
                value={seating}
                checked={values.seatingPreference === seating}
                onChange={() => set({ seatingPreference: seating })}
                className="size-4 accent-primary focus-visible:outline-none"
              />
              {seatingLabel(seating)}
            </label>
          ))}
        </div>
        {errors.seatingPreference && (
          <p id={`${id('seating')}-error`} className="text-sm font-medium text-destructive">
            {errors.seatingPreference}
          </p>
        )}
      </fieldset>
      <Field
        id={id('time')}
        label="Time"
        error={errors.time}
        after={
          timeNote && (
            <p id={timeNoteId} role="status" className="text-xs text-muted-foreground">
              {timeNote}
            </p>
          )
        }
      >
        <NativeSelect
          id={id('time')}
          value={time}
          onChange={(event) => set({ time: event.target.value })}
          {...timeAria}
          aria-describedby={[timeAria['aria-describedby'], timeNote && timeNoteId].filter(Boolean).join(' ') || undefined}
        >
          <option value="">Select a time</option>
          {/* Until the day's times are known (or when they cannot be), the time chosen is the one offered. */}
          {(options ?? (time ? [{ value: time, label: formatTime12h(time), disabled: false }] : [])).map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
      </Field>

      <div role="alert" className="empty:hidden">
        {refusal && Object.keys(refusal.fields).length === 0 && (
          <div className="grid gap-2 rounded-md border border-destructive/30 bg-card p-3 text-sm text-foreground" data-testid="change-refused">
            <p>{refusal.message}</p>
            {refusal.alternatives.length > 0 && (
              <div className="flex flex-wrap gap-2">
                {refusal.alternatives.map((time) => (
                  <Button key={time} type="button" variant="outline" size="sm" disabled={change.isPending} onClick={() => pickAlternative(time)}>
                    Change to {formatTime12h(time)}
                  </Button>
                ))}
              </div>
            )}
            {refusal.message === bookingChangeMessages.tooLate && <CallVenue />}
          </div>
        )}
        {nothing && <p className="text-sm text-foreground">{CHANGE_TEXT.nothingChanged}</p>}
      </div>

      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={change.isPending || time === ''} className="w-full sm:w-auto">
          {change.isPending ? CHANGE_TEXT.saving : CHANGE_TEXT.save}
        </Button>
        <Button type="button" variant="ghost" onClick={close} disabled={change.isPending} className="w-full sm:w-auto">
          {CHANGE_TEXT.keep}
        </Button>
      </div>
    </form>
  )
}
