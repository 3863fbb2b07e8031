import { useId, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { AdminDialogContent } from '~/components/admin-dialog'
import { fieldAria } from '~/components/field-aria'
import { FormField } from '~/components/form-field'
import { Button } from '~/components/ui/button'
import { Dialog, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/components/ui/dialog'
import { Input } from '~/components/ui/input'
import { NativeSelect, SelectOptions } from '~/components/ui/native-select'
import { Textarea } from '~/components/ui/textarea'
import type { OpeningHoursJson } from '~/contracts/opening-hours'
import type { StaffCreatedReservationJson } from '~/contracts/reservations'
import type { StaffReservationInput } from '~/contracts/reservations.schemas'
import type { TableJson } from '~/contracts/tables'
import { DEFAULT_VENUE_TIMEZONE, MAX_GUESTS, MIN_GUESTS, type SeatingPreference } from '~/lib/constants'
import { addDays } from '~/lib/dates'
import { DEFAULT_SEATING_RULES } from '~/lib/seating-rules'
import { venueClock } from '~/lib/venue-clock'
import { seatUntilBody } from './new-booking-answer'
import {
  asksOverride,
  checkNewBooking,
  emailRequired,
  type FieldErrors,
  NEW_BOOKING_FIELDS,
  type NewBookingFormValues,
  newBookingDefaults,
  OVERRIDE_LABEL,
  SOURCE_CHOICES,
} from './new-booking-form'
import { useCreateStaffBooking, useSeatingRules, useTableCombinations } from './new-booking-query'
import { type Refusal, RefusalNotice, refusalOf } from './new-booking-refusal'
import { tableChoices } from './new-booking-tables'
import { chosenStay, guestsOf, stayChoices, timeChoices, timeLabel, usualStay, workingDay } from './new-booking-times'
import { Segmented } from './segmented'

/** What a new staff booking starts from: the day, and from the floor view a table (or the bar) and a time. */
export interface NewBookingStart {
  date: string
  time?: string
  seatingPreference?: SeatingPreference
  tableNumber?: number | null
}

export interface NewBookingDialogProps {
  /** Open while not null. */
  start: NewBookingStart | null
  onClose: () => void
  tables: readonly TableJson[] | undefined
  hours: OpeningHoursJson | undefined
  /** Called with the new booking once it is saved (the host stand shows its day). */
  onCreated?: (booking: StaffCreatedReservationJson) => void
  /** The venue's time zone (the server's VENUE_TIMEZONE): 'now' and 'today' are the venue's. */
  timeZone?: string
}

/** 'New booking' for staff: a walk-in or a phone booking (or an online one typed in). */
export function NewBookingDialog({ start, onClose, ...formProps }: NewBookingDialogProps) {
  return (
    <Dialog open={start !== null} onOpenChange={(open) => !open && onClose()}>
      <AdminDialogContent onEscape={onClose} className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>New booking</DialogTitle>
          <DialogDescription>A walk-in or a booking taken on the phone. The table is suggested unless you choose one.</DialogDescription>
        </DialogHeader>
        {start !== null && <NewBookingForm start={start} onClose={onClose} {...formProps} />}
      </AdminDialogContent>
    </Dialog>
  )
}

const SEATING_CHOICES: ReadonlyArray<{
  value: SeatingPreference
  label: string
}> = [
  { value: 'table', label: 'At a table' },
  { value: 'bar', label: 'At the bar' },
]

/** The dialog's form (mounted while the dialog is open: every opening starts afresh). */
export function NewBookingForm({
  start,
  onClose,
  onCreated,
  tables,
  hours,
  timeZone = DEFAULT_VENUE_TIMEZONE,
}: Omit<NewBookingDialogProps, 'start'> & { start: NewBookingStart }) {
  const uid = useId()
  const id = (name: string) => `${uid}-${name}`
  const [now] = useState(() => venueClock(timeZone).read())
  const rulesQuery = useSeatingRules()
  const combinations = useTableCombinations()
  const rules = rulesQuery.data
  const { control, register, handleSubmit, setError, clearErrors, setFocus, setValue, formState } = useForm<NewBookingFormValues>({
    defaultValues: newBookingDefaults(start, now, { hours, rules }),
  })
  const errors = formState.errors
  const [refusal, setRefusal] = useState<Refusal | null>(null)
  const createBooking = useCreateStaffBooking()

  const [source, seating, date, time, table, guestsText, stay] = useWatch({
    control,
    name: ['source', 'seatingPreference', 'date', 'time', 'table', 'guests', 'stay'],
  })
  const guests = guestsOf({ guests: guestsText })
  const usual = usualStay({ hours, rules, date, source, guests, time })
  const times = timeChoices({ hours, rules, date, source, stayMinutes: chosenStay({ stay }, usual), now, keep: time })
  const tableList = tableChoices(tables, combinations.data, Number.isNaN(guests) ? MIN_GUESTS : guests, table)
  // Until the rules load the question waits; if they cannot be read, it is asked (the server has the last word).
  const showOverride = asksOverride(source, rulesQuery.isError ? undefined : (rules ?? DEFAULT_SEATING_RULES))
  const firstDay = workingDay(now, hours)

  const showFieldErrors = (fieldErrors: FieldErrors) => {
    for (const field of NEW_BOOKING_FIELDS) {
      const message = fieldErrors[field]
      if (message) setError(field, { message })
    }
    const first = NEW_BOOKING_FIELDS.find((field) => fieldErrors[field])
    if (first && first !== 'source' && first !== 'seatingPreference') setFocus(first)
  }

  const send = (body: StaffReservationInput) =>
    createBooking.mutate(body, {
      onSuccess: (booking) => {
        onCreated?.(booking)
        onClose()
      },
      onError: (error) => {
        const refused = refusalOf(error, body)
        if (refused?.fieldErrors) showFieldErrors(refused.fieldErrors)
        if (refused?.refusal) setRefusal(refused.refusal)
      },
    })

  const onSubmit = handleSubmit((values) => {
    clearErrors()
    setRefusal(null)
    const check = checkNewBooking(values, now.today)
    if (!check.ok) {
      showFieldErrors(check.fieldErrors)
      return
    }
    send(check.body)
  })

  const seatUntil = ({ until, sent }: NonNullable<Refusal['seatUntil']>) => {
    setRefusal(null)
    send(seatUntilBody(sent, until))
  }

  const recordAnyway = (sent: StaffReservationInput) => {
    setRefusal(null)
    send({ ...sent, allowDuplicate: true })
  }

  const takeTime = (alternative: string) => {
    setValue('time', alternative)
    clearErrors('time')
    setRefusal(null)
    setFocus('time')
  }

  const controlProps = (name: keyof NewBookingFormValues, hint = false) => ({
    id: id(name),
    ...fieldAria(id(name), errors[name]?.message, hint),
  })
  const needsEmail = emailRequired(source)

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <Segmented legend="Source" name="source" choices={SOURCE_CHOICES} register={register('source')} />

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id('name')} label="Name" error={errors.name?.message}>
          <Input className="h-11" autoComplete="off" {...controlProps('name')} {...register('name')} />
        </FormField>
        <FormField id={id('guests')} label="Guests" error={errors.guests?.message}>
          <Input
            className="h-11"
            type="number"
            inputMode="numeric"
            min={MIN_GUESTS}
            max={MAX_GUESTS}
            step={1}
            {...controlProps('guests')}
            {...register('guests')}
          />
        </FormField>
      </div>

      <Segmented
        legend="Seating"
        name="seatingPreference"
        choices={SEATING_CHOICES}
        register={register('seatingPreference')}
        error={errors.seatingPreference?.message}
      />

      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id={id('date')} label="Date" error={errors.date?.message}>
          <Input className="h-11" type="date" min={firstDay} max={addDays(now.today, 365)} {...controlProps('date')} {...register('date')} />
        </FormField>
        <FormField id={id('time')} label="Time" error={errors.time?.message}>
          <NativeSelect className="h-11" {...controlProps('time')} {...register('time')}>
            <option value="">Select a time</option>
            <SelectOptions options={times.map((slot) => ({ value: slot, label: timeLabel(hours, date, slot) }))} />
          </NativeSelect>
        </FormField>
        <FormField id={id('stay')} label="Stay" error={errors.stay?.message}>
          <NativeSelect className="h-11" {...controlProps('stay')} {...register('stay')}>
            <SelectOptions options={stayChoices(usual)} />
          </NativeSelect>
        </FormField>
        {seating === 'table' && (
          <FormField id={id('table')} label="Table" error={errors.table?.message}>
            <NativeSelect className="h-11" {...controlProps('table')} {...register('table')}>
              <SelectOptions options={tableList} />
            </NativeSelect>
          </FormField>
        )}
      </div>

      {showOverride && (
        <div className="grid gap-1">
          <label htmlFor={id('override')} className="flex h-11 w-fit cursor-pointer items-center gap-3 text-sm font-medium">
            <input id={id('override')} type="checkbox" className="size-5 accent-primary" {...fieldAria(id('override'), errors.override?.message)} {...register('override')} />
            {OVERRIDE_LABEL}
          </label>
          {errors.override?.message && (
            <p id={`${id('override')}-error`} className="text-sm text-destructive">
              {errors.override.message}
            </p>
          )}
        </div>
      )}

      {refusal && (
        <RefusalNotice refusal={refusal} pending={createBooking.isPending} onSeatUntil={seatUntil} onTakeTime={takeTime} onRecordAnyway={recordAnyway} />
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id('phone')} label="Phone (optional)" error={errors.phone?.message}>
          <Input className="h-11" type="tel" autoComplete="off" {...controlProps('phone')} {...register('phone')} />
        </FormField>
        <FormField id={id('email')} label={needsEmail ? 'E-mail' : 'E-mail (optional)'} error={errors.email?.message}>
          <Input className="h-11" type="email" autoComplete="off" {...controlProps('email')} {...register('email')} />
        </FormField>
      </div>

      <FormField id={id('notes')} label="Guest's request (optional)" error={errors.notes?.message}>
        <Textarea rows={2} {...controlProps('notes')} {...register('notes')} />
      </FormField>
      <FormField
        id={id('staffNote')}
        label="Staff note (optional)"
        hint="Only staff see it: 'window table, birthday'"
        error={errors.staffNote?.message}
      >
        <Textarea rows={2} {...controlProps('staffNote', true)} {...register('staffNote')} />
      </FormField>

      <DialogFooter>
        <Button type="button" variant="outline" size="lg" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" size="lg" disabled={createBooking.isPending}>
          {createBooking.isPending ? 'Saving...' : 'Save booking'}
        </Button>
      </DialogFooter>
    </form>
  )
}
