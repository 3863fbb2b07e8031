import { CalendarDays } from '~/components/icons'
import { lazy, Suspense, useState } from 'react'
import { Controller } from 'react-hook-form'
import { fieldAria } from '~/components/field-aria'
import { Popover, PopoverContent, PopoverTrigger } from '~/components/ui/popover'
import type { OpeningHoursJson } from '~/contracts/opening-hours'
import { formatWeekdayDate } from '~/lib/date-wording'
import { calendarDateToLocal, localToCalendarDate } from './booking-date'
import { Field } from './booking-field'
import type { BookingFieldProps } from './booking-form-model'

// The calendar (react-day-picker + date-fns) is its own chunk: fetched when a guest heads for the date button.
const loadCalendar = () => import('./booking-calendar')
const BookingCalendar = lazy(loadCalendar)

/** 'Date': the date button in its labelled field, kept in the form by a Controller. */
export function DateField({ form, id, disabled, today, hours }: BookingFieldProps & { today: string; hours?: OpeningHoursJson }) {
  const error = form.formState.errors.date?.message
  return (
    <Field id={id('date')} label="Date" error={error}>
      <Controller
        control={form.control}
        name="date"
        render={({ field }) => (
          <DatePickerButton
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
        )}
      />
    </Field>
  )
}

interface DatePickerButtonProps extends Omit<React.ComponentProps<'button'>, 'value' | 'onChange'> {
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
function DatePickerButton({ value, onChange, today, hours, labelId, id, className, ...buttonProps }: DatePickerButtonProps) {
  const [open, setOpen] = useState(false)
  const todayDate = calendarDateToLocal(today) ?? new Date()
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <button
          id={id}
          type="button"
          aria-labelledby={`${labelId} ${id}-value`}
          onPointerEnter={() => void loadCalendar()}
          onFocus={() => void loadCalendar()}
          className={`flex h-10 w-full items-center gap-2 rounded-md border border-border bg-card px-3 text-left text-base focus-visible:outline-2 focus-visible:outline-ring aria-[invalid=true]:border-destructive md:text-sm ${className ?? ''}`}
          {...buttonProps}
        >
          <CalendarDays className="size-4 shrink-0 text-primary" aria-hidden="true" />
          <span id={`${id}-value`} className={value ? 'text-foreground' : 'text-muted-foreground'}>
            {value ? formatWeekdayDate(value) : 'Pick a date'}
          </span>
        </button>
      </PopoverTrigger>
      <PopoverContent aria-label="Choose a date" className="w-auto p-2">
        <Suspense
          fallback={
            <p role="status" className="flex h-72 w-72 items-center justify-center text-sm text-muted-foreground">
              Loading calendar...
            </p>
          }
        >
          <BookingCalendar
            selected={calendarDateToLocal(value)}
            today={todayDate}
            hours={hours}
            onSelect={(picked) => {
              onChange(picked ? localToCalendarDate(picked) : '')
              if (picked) setOpen(false)
            }}
          />
        </Suspense>
      </PopoverContent>
    </Popover>
  )
}
