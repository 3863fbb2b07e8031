import { CalendarDays } from '~/components/icons'
import { useEffect, useRef, useState } from 'react'
import { Controller } from 'react-hook-form'
import { fieldAria } from '~/components/field-aria'
import { Input } from '~/components/ui/input'
import { Popover, PopoverContent, PopoverTrigger } from '~/components/ui/popover'
import type { OpeningHoursJson } from '~/contracts/opening-hours'
import { bookingDateRange, calendarDateToLocal, localToCalendarDate } from './booking-date'
import { Field } from './booking-field'
import type { BookingFieldProps } from './booking-form-model'
import { type BookingCalendarComponent, useBookingCalendar } from './use-booking-calendar'
import { useBookingWords } from './use-booking-words'

/**
 * 'Date': a native date input in the server's HTML, usable before any script runs (a slow phone's guest picks the
 * date while the page's scripts still arrive), enhanced into the calendar button once the calendar's chunk is there.
 * It is kept in the form by a Controller.
 */
export function DateField({ form, id, disabled, today, hours }: BookingFieldProps & { today: string; hours?: OpeningHoursJson }) {
  const error = form.formState.errors.date?.message
  const calendar = useBookingCalendar()
  const [typing, setTyping] = useState(false)
  const { t } = useBookingWords()
  return (
    <Field id={id('date')} label={t('date')} error={error}>
      <Controller
        control={form.control}
        name="date"
        render={({ field }) =>
          // Not while the guest is in the native input: it is swapped for the button when they leave it.
          calendar && !typing ? (
            <DatePickerButton
              Calendar={calendar}
              id={id('date')}
              labelId={`${id('date')}-label`}
              today={today}
              hours={hours}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              disabled={disabled}
              {...fieldAria(id('date'), error)}
            />
          ) : (
            <NativeDateInput
              id={id('date')}
              today={today}
              value={field.value}
              onChange={field.onChange}
              onFocus={() => setTyping(true)}
              onBlur={() => {
                setTyping(false)
                field.onBlur()
              }}
              inputRef={field.ref}
              {...fieldAria(id('date'), error)}
            />
          )
        }
      />
    </Field>
  )
}

interface NativeDateInputProps extends Omit<React.ComponentProps<'input'>, 'value' | 'onChange'> {
  id: string
  today: string
  value: string
  onChange: (value: string) => void
  inputRef: (element: HTMLInputElement | null) => void
}

/**
 * The date as the phone's own picker offers it, from today to the last bookable day. It is never disabled: React
 * leaves a value chosen before hydration in the input, and it is handed to the form once the script runs.
 */
function NativeDateInput({ id, today, value, onChange, inputRef, ...inputProps }: NativeDateInputProps) {
  const own = useRef<HTMLInputElement | null>(null)
  const { min, max } = bookingDateRange(today)
  useEffect(() => {
    const chosen = own.current?.value
    if (chosen && chosen !== value) onChange(chosen)
    // Once, for what was chosen before the script ran.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    <Input
      ref={(element) => {
        own.current = element
        inputRef(element)
      }}
      id={id}
      type="date"
      name="date"
      required
      min={min}
      max={max}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className="min-h-11"
      {...inputProps}
    />
  )
}

interface DatePickerButtonProps extends Omit<React.ComponentProps<'button'>, 'value' | 'onChange'> {
  Calendar: BookingCalendarComponent
  /** "yyyy-MM-dd", or '' when no date is picked. */
  value: string
  onChange: (value: string) => void
  /** The venue's today, "yyyy-MM-dd". */
  today: string
  /** Closed days are disabled in the calendar. */
  hours?: OpeningHoursJson
  labelId: string
}

/** A button showing the picked date; it opens a calendar where past days (venue time) and closed days are disabled. */
function DatePickerButton({ Calendar, value, onChange, today, hours, labelId, id, className, ...buttonProps }: DatePickerButtonProps) {
  const [open, setOpen] = useState(false)
  const todayDate = calendarDateToLocal(today) ?? new Date()
  const words = useBookingWords()
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <button
          id={id}
          type="button"
          aria-labelledby={`${labelId} ${id}-value`}
          className={`flex min-h-11 w-full items-center gap-2 rounded-md border border-border bg-card px-3 text-left text-base focus-visible:outline-2 focus-visible:outline-ring aria-[invalid=true]:border-destructive md:text-sm ${className ?? ''}`}
          {...buttonProps}
        >
          <CalendarDays className="size-4 shrink-0 text-primary" aria-hidden="true" />
          <span id={`${id}-value`} className={value ? 'text-foreground' : 'text-muted-foreground'}>
            {value ? words.weekdayDate(value) : words.t('pickDate')}
          </span>
        </button>
      </PopoverTrigger>
      <PopoverContent aria-label={words.t('chooseDate')} className="w-auto p-2">
        <Calendar
          selected={calendarDateToLocal(value)}
          today={todayDate}
          hours={hours}
          onSelect={(picked) => {
            onChange(picked ? localToCalendarDate(picked) : '')
            if (picked) setOpen(false)
          }}
        />
      </PopoverContent>
    </Popover>
  )
}
