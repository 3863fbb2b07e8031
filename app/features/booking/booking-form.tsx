import { Clock, Info, Phone } from '~/components/icons'
import { useEffect, useId, useMemo, useState } from 'react'
import { Controller, type FieldPath, useForm, useWatch } from 'react-hook-form'
import { useHydrated } from '~/components/use-hydrated'
import { telHref, VENUE } from '~/components/venue'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { NativeSelect } from '~/components/ui/native-select'
import { Textarea } from '~/components/ui/textarea'
import type { AvailabilityQuery } from '~/contracts/bookings'
import { ApiError, errorMessage } from '~/lib/api'
import { DEFAULT_GUESTS, MAX_GUESTS, MIN_GUESTS, SEATING_PREFERENCES } from '~/lib/constants'
import { plural } from '~/lib/plural'
import { formatTime12h } from '~/lib/time-slots'
import { toast } from '~/lib/use-toast'
import { useAvailability } from './availability-query'
import { type BookingConfirmation, seatingLabel, toBookingConfirmation } from './booking-confirmation-data'
import { DateField } from './date-field'
import { preloadReservationValidation, type ReservationFormValues, reservationResolver } from './reservation-resolver'
import {
  availabilityRequest,
  conflictAlternatives,
  dayNotice,
  isSlotUnavailable,
  timeSlotOptions,
} from './time-slot-options'
import { useCreateReservation } from './use-create-reservation'
import { useDebouncedValue } from './use-debounced-value'

export const BOOKING_TEXT = {
  submit: 'Book Now',
  submitting: 'Making Reservation...',
  successTitle: 'Reservation Confirmed',
  successDescription: 'We look forward to seeing you!',
  errorTitle: 'Error',
  errorFallback: 'Failed to make reservation. Please try again.',
  duration: 'Standard reservation duration: 2 hours',
} as const

function emptyForm(today: string): ReservationFormValues {
  return { name: '', email: '', phone: '', date: today, time: '', guests: DEFAULT_GUESTS, seatingPreference: 'table', notes: '' }
}

const FORM_FIELDS: ReadonlyArray<FieldPath<ReservationFormValues>> = [
  'name',
  'email',
  'phone',
  'date',
  'time',
  'guests',
  'seatingPreference',
  'notes',
]

const isFormField = (path: string): path is FieldPath<ReservationFormValues> =>
  (FORM_FIELDS as readonly string[]).includes(path)

/** One party on one day, as a string: alternatives offered by a 409 belong to the question they answered. */
const requestKey = (request: AvailabilityQuery | null) => (request ? `${request.date}|${request.guests}|${request.seating}` : '')

/** One labelled field with its optional hint and its error message (linked for screen readers). */
function Field({
  id,
  label,
  hint,
  error,
  after,
  children,
}: {
  id: string
  label: React.ReactNode
  hint?: string
  error?: string
  /** Shown below the hint and the error message. */
  after?: React.ReactNode
  children: React.ReactNode
}) {
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id} id={`${id}-label`}>
        {label}
      </Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      {after}
    </div>
  )
}

/** aria props tying a control to its hint and error. */
function describe(id: string, error: string | undefined, hint = false) {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined } as const
}

/**
 * The reservation form (spec: /book). Validation uses the shared zod schema with the venue-local today (loaded on
 * first use), so the field messages are the server's messages; the request goes to POST /api/reservations.
 * Once a date, party size and seating are chosen, the time list marks the times that cannot seat the party
 * (GET /api/availability); the server still decides, and a 409 offers its alternative times as buttons.
 * `onBooked` receives the confirmation (reference and private link) of a booking made; `autoFocus` puts the focus
 * in the first field on mount (when the guest asks for another booking).
 */
export function BookingForm({
  today,
  onBooked,
  autoFocus = false,
}: {
  today: string
  onBooked?: (booking: BookingConfirmation) => void
  autoFocus?: boolean
}) {
  const uid = useId()
  const id = (name: string) => `${uid}-${name}`
  const resolver = useMemo(() => reservationResolver(today), [today])
  const form = useForm({ resolver, defaultValues: emptyForm(today) })
  const { errors } = form.formState
  const createReservation = useCreateReservation()
  // Until the script runs, the fields are disabled: what a guest typed before would be lost when it takes over.
  const hydrated = useHydrated()
  const off = !hydrated
  useEffect(() => {
    if (autoFocus) form.setFocus('name')
    // Only when the form appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // Availability of the chosen day for the chosen party (typing "12" into guests asks once, not for 1 and 12).
  const [date, guests, seatingPreference, time] = useWatch({ control: form.control, name: ['date', 'guests', 'seatingPreference', 'time'] })
  const debouncedGuests = useDebouncedValue(guests, 300)
  const request = availabilityRequest({ date, guests: debouncedGuests, seatingPreference }, today)
  const availability = useAvailability(request)
  const slots = request ? availability.data?.slots : undefined
  const slotOptions = timeSlotOptions(slots)
  const notice = request ? dayNotice(slots, request) : null

  // A picked time that can no longer seat the party is cleared (the form then asks for a time on submit).
  useEffect(() => {
    if (time && isSlotUnavailable(slots, time)) form.setValue('time', '', { shouldDirty: true })
  }, [form, slots, time])
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

  const onSubmit = form.handleSubmit((reservation) => {
    setOffer(null)
    const askedKey = requestKey(
      availabilityRequest({ date: reservation.date, guests: reservation.guests, seatingPreference: reservation.seatingPreference }, today),
    )
    createReservation.mutate(reservation, {
      onSuccess: (created) => {
        toast({ title: BOOKING_TEXT.successTitle, description: BOOKING_TEXT.successDescription })
        form.reset(emptyForm(today))
        const confirmation = toBookingConfirmation(created)
        if (confirmation) onBooked?.(confirmation)
      },
      onError: (error) => {
        toast({ variant: 'destructive', title: BOOKING_TEXT.errorTitle, description: errorMessage(error, BOOKING_TEXT.errorFallback) })
        if (!(error instanceof ApiError)) return
        if (error.status === 409) {
          const times = conflictAlternatives(error.body)
          if (times.length > 0) setOffer({ key: askedKey, times })
        }
        // Field messages of a 400 (e.g. a time that has just passed) show at their fields too.
        for (const detail of error.body?.details ?? []) {
          if (isFormField(detail.path)) form.setError(detail.path, { type: 'server', message: detail.message })
        }
      },
    })
  })

  const pickAlternative = (slot: string) => {
    form.setValue('time', slot, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
  }

  const timeNoteId = `${id('time')}-availability`
  const timeNote = (() => {
    if (!request) return null
    if (availability.isError) return 'We could not check which times are free. You can still choose any time: we confirm it when you book.'
    if (availability.isFetching && !slots) return 'Checking which times are free...'
    if (notice) return null
    if (releasedTime && !errors.time) {
      return `${formatTime12h(releasedTime)} is no longer free for ${plural(request.guests, 'guest')}. Please choose another time.`
    }
    return null
  })()
  const timeDescription = describe(id('time'), errors.time?.message, true)

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      onFocus={preloadReservationValidation}
      onPointerDown={preloadReservationValidation}
      className="grid gap-5"
      aria-label="Book a table"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={id('name')} label="Name" error={errors.name?.message}>
          <Input id={id('name')} autoComplete="name" disabled={off} {...describe(id('name'), errors.name?.message)} {...form.register('name')} />
        </Field>
        <Field id={id('email')} label="Email" error={errors.email?.message}>
          <Input
            id={id('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            {...describe(id('email'), errors.email?.message)}
            disabled={off}
            {...form.register('email')}
          />
        </Field>
        <Field
          id={id('phone')}
          label={
            <>
              Phone <span className="font-normal text-muted-foreground">(optional)</span>
            </>
          }
          error={errors.phone?.message}
        >
          <Input id={id('phone')} type="tel" autoComplete="tel" disabled={off} {...describe(id('phone'), errors.phone?.message)} {...form.register('phone')} />
        </Field>
        <Field id={id('guests')} label="Number of guests" error={errors.guests?.message}>
          <Input
            id={id('guests')}
            type="number"
            inputMode="numeric"
            min={MIN_GUESTS}
            max={MAX_GUESTS}
            step={1}
            {...describe(id('guests'), errors.guests?.message)}
            defaultValue={DEFAULT_GUESTS}
            disabled={off}
            {...form.register('guests')}
          />
        </Field>
        <Field id={id('date')} label="Date" error={errors.date?.message}>
          <Controller
            control={form.control}
            name="date"
            render={({ field }) => (
              <DateField
                id={id('date')}
                labelId={`${id('date')}-label`}
                today={today}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                disabled={off}
                {...describe(id('date'), errors.date?.message)}
              />
            )}
          />
        </Field>
        <Field
          id={id('time')}
          label="Time"
          hint={BOOKING_TEXT.duration}
          error={errors.time?.message}
          after={
            <>
              {timeNote && (
                <p id={timeNoteId} role="status" className="text-xs text-muted-foreground">
                  {timeNote}
                </p>
              )}
              {alternatives.length > 0 && (
                <div className="mt-1 grid gap-2 rounded-md border border-primary/20 bg-primary/5 p-3" data-testid="booking-alternatives">
                  <p className="text-sm font-medium text-foreground">We can seat you at:</p>
                  <div className="flex flex-wrap gap-2">
                    {alternatives.map((slot) => (
                      <Button
                        key={slot}
                        type="button"
                        variant={time === slot ? 'default' : 'outline'}
                        size="sm"
                        aria-pressed={time === slot}
                        onClick={() => pickAlternative(slot)}
                      >
                        Book {formatTime12h(slot)} instead
                      </Button>
                    ))}
                  </div>
                  {alternatives.includes(time) && (
                    <p role="status" className="text-xs text-muted-foreground">
                      {formatTime12h(time)} is selected. Press {BOOKING_TEXT.submit} to book it.
                    </p>
                  )}
                </div>
              )}
            </>
          }
        >
          <NativeSelect
            id={id('time')}
            {...timeDescription}
            aria-describedby={[timeDescription['aria-describedby'], timeNote && timeNoteId].filter(Boolean).join(' ') || undefined}
            disabled={off}
            {...form.register('time')}
          >
            <option value="">Select a time</option>
            {slotOptions.map((slot) => (
              <option key={slot.value} value={slot.value} disabled={slot.disabled}>
                {slot.label}
              </option>
            ))}
          </NativeSelect>
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
                type="radio"
                value={seating}
                disabled={off}
                className="size-4 accent-primary focus-visible:outline-none"
                {...form.register('seatingPreference')}
              />
              {seatingLabel(seating)}
            </label>
          ))}
        </div>
        {errors.seatingPreference?.message && (
          <p id={`${id('seating')}-error`} className="text-sm font-medium text-destructive">
            {errors.seatingPreference.message}
          </p>
        )}
      </fieldset>

      {notice && (
        <div role="alert" className="flex gap-3 rounded-lg border border-primary/20 bg-primary/5 p-4 text-sm leading-relaxed text-foreground" data-testid="availability-notice">
          <Info className="mt-0.5 size-4 shrink-0 text-accent-strong" aria-hidden="true" />
          <div className="grid gap-1">
            <p>{notice.message}</p>
            {notice.kind === 'too-large' && (
              <a href={telHref(VENUE.phone)} className="inline-flex items-center gap-1.5 font-semibold text-primary underline underline-offset-4">
                <Phone className="size-4" aria-hidden="true" />
                Call {VENUE.phone}
              </a>
            )}
          </div>
        </div>
      )}

      <Field
        id={id('notes')}
        label={
          <>
            Special requests <span className="font-normal text-muted-foreground">(optional)</span>
          </>
        }
        error={errors.notes?.message}
      >
        <Textarea
          id={id('notes')}
          rows={3}
          placeholder="Celebrations, allergies, a high chair..."
          {...describe(id('notes'), errors.notes?.message)}
          disabled={off}
          {...form.register('notes')}
        />
      </Field>

      <div className="flex gap-3 rounded-lg border border-primary/20 bg-primary/5 p-4 text-sm leading-relaxed text-foreground">
        <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <p>
          Table reservations are for a 2-hour dining period. Guests are welcome to stay longer if there are no other
          reservations.
        </p>
      </div>

      <noscript>
        <p className="text-sm text-destructive">Online booking needs JavaScript. Please enable it, or call us to book.</p>
      </noscript>

      <Button type="submit" size="lg" disabled={off || createReservation.isPending} className="w-full sm:w-auto sm:justify-self-end">
        {createReservation.isPending && <Clock className="animate-spin" aria-hidden="true" />}
        {createReservation.isPending ? BOOKING_TEXT.submitting : BOOKING_TEXT.submit}
      </Button>
    </form>
  )
}
