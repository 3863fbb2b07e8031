import { Clock, Info } from '~/components/icons'
import { useId, useMemo } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { NativeSelect } from '~/components/ui/native-select'
import { Textarea } from '~/components/ui/textarea'
import { errorMessage } from '~/lib/api'
import { DEFAULT_GUESTS, MAX_GUESTS, MIN_GUESTS, SEATING_PREFERENCES } from '~/lib/constants'
import { formatTime12h, TIME_SLOTS } from '~/lib/time-slots'
import { toast } from '~/lib/use-toast'
import { DateField } from './date-field'
import { preloadReservationValidation, type ReservationFormValues, reservationResolver } from './reservation-resolver'
import { useCreateReservation } from './use-create-reservation'

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

const SEATING_LABELS: Record<(typeof SEATING_PREFERENCES)[number], string> = { table: 'Table', bar: 'Bar' }

/** One labelled field with its optional hint and its error message (linked for screen readers). */
function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string
  label: React.ReactNode
  hint?: string
  error?: string
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
 */
export function BookingForm({ today }: { today: string }) {
  const uid = useId()
  const id = (name: string) => `${uid}-${name}`
  const resolver = useMemo(() => reservationResolver(today), [today])
  const form = useForm({ resolver, defaultValues: emptyForm(today) })
  const { errors } = form.formState
  const createReservation = useCreateReservation()

  const onSubmit = form.handleSubmit((reservation) =>
    createReservation.mutate(reservation, {
      onSuccess: () => {
        toast({ title: BOOKING_TEXT.successTitle, description: BOOKING_TEXT.successDescription })
        form.reset(emptyForm(today))
      },
      onError: (error) => {
        toast({ variant: 'destructive', title: BOOKING_TEXT.errorTitle, description: errorMessage(error, BOOKING_TEXT.errorFallback) })
      },
    }),
  )

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
          <Input id={id('name')} autoComplete="name" {...describe(id('name'), errors.name?.message)} {...form.register('name')} />
        </Field>
        <Field id={id('email')} label="Email" error={errors.email?.message}>
          <Input
            id={id('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            {...describe(id('email'), errors.email?.message)}
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
          <Input id={id('phone')} type="tel" autoComplete="tel" {...describe(id('phone'), errors.phone?.message)} {...form.register('phone')} />
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
                {...describe(id('date'), errors.date?.message)}
              />
            )}
          />
        </Field>
        <Field id={id('time')} label="Time" hint={BOOKING_TEXT.duration} error={errors.time?.message}>
          <NativeSelect id={id('time')} {...describe(id('time'), errors.time?.message, true)} {...form.register('time')}>
            <option value="">Select a time</option>
            {TIME_SLOTS.map((slot) => (
              <option key={slot} value={slot}>
                {formatTime12h(slot)}
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
              <input type="radio" value={seating} className="size-4 accent-primary focus-visible:outline-none" {...form.register('seatingPreference')} />
              {SEATING_LABELS[seating]}
            </label>
          ))}
        </div>
        {errors.seatingPreference?.message && (
          <p id={`${id('seating')}-error`} className="text-sm font-medium text-destructive">
            {errors.seatingPreference.message}
          </p>
        )}
      </fieldset>

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

      <Button type="submit" size="lg" disabled={createReservation.isPending} className="w-full sm:w-auto sm:justify-self-end">
        {createReservation.isPending && <Clock className="animate-spin" aria-hidden="true" />}
        {createReservation.isPending ? BOOKING_TEXT.submitting : BOOKING_TEXT.submit}
      </Button>
    </form>
  )
}
