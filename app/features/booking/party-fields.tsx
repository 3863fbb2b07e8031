import { fieldAria } from '~/components/field-aria'
import { Input } from '~/components/ui/input'
import { DEFAULT_GUESTS, MAX_GUESTS, MIN_GUESTS, SEATING_PREFERENCES } from '~/lib/constants'
import type { BookingFieldProps } from './booking-form-model'
import { seatingLabel } from './booking-confirmation-data'
import { Field } from './booking-field'
import { GroupBooking } from './group-booking'
import type { TimeChoice } from './use-time-choice'

/**
 * 'Number of guests': 1 to what the venue seats online (at most 20), two to start with. A larger party sees at once
 * how to book as a group.
 */
export function GuestsField({ form, id, disabled, choice }: BookingFieldProps & { choice: TimeChoice }) {
  const error = form.formState.errors.guests?.message
  const groupId = `${id('guests')}-group`
  const aria = fieldAria(id('guests'), error)
  const group = choice.groupParty && choice.partySize !== null
  return (
    <Field
      id={id('guests')}
      label="Number of guests"
      error={error}
      after={
        group && <GroupBooking id={groupId} guests={choice.partySize!} date={form.getValues('date')} maxOnlineParty={choice.maxOnlineParty} />
      }
    >
      <Input
        id={id('guests')}
        type="number"
        inputMode="numeric"
        min={MIN_GUESTS}
        max={choice.maxOnlineParty || MAX_GUESTS}
        step={1}
        {...aria}
        aria-describedby={[aria['aria-describedby'], group && groupId].filter(Boolean).join(' ') || undefined}
        defaultValue={DEFAULT_GUESTS}
        disabled={disabled}
        {...form.register('guests')}
      />
    </Field>
  )
}

/** 'Seating preference': a table or the bar, as two radio cards. */
export function SeatingField({ form, id, disabled }: BookingFieldProps) {
  const error = form.formState.errors.seatingPreference?.message
  const errorId = `${id('seating')}-error`
  return (
    <fieldset className="grid gap-1.5" aria-describedby={form.formState.errors.seatingPreference ? errorId : undefined}>
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
              disabled={disabled}
              className="size-4 accent-primary focus-visible:outline-none"
              {...form.register('seatingPreference')}
            />
            {seatingLabel(seating)}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  )
}
