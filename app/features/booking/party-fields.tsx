import { fieldAria } from '~/components/field-aria'
import { Input } from '~/components/ui/input'
import { DEFAULT_GUESTS, MAX_GROUP_GUESTS, MIN_GUESTS, SEATING_PREFERENCES } from '~/lib/constants'
import type { BookingFieldProps } from './booking-form-model'
import { seatingLabel } from './booking-confirmation-data'
import { Field } from './booking-field'
import { GroupBooking } from './group-booking'
import type { TimeChoice } from './use-time-choice'

/**
 * 'Number of guests': two to start with, up to 200. A party larger than the venue seats online sees at once that the
 * form sends a group request instead; then `groupError` (the request's check of the party) is the field's message.
 */
export function GuestsField({ form, id, disabled, choice, groupError }: BookingFieldProps & { choice: TimeChoice; groupError?: string }) {
  const error = choice.groupParty ? groupError : form.formState.errors.guests?.message
  const groupId = `${id('guests')}-group`
  const aria = fieldAria(id('guests'), error)
  const group = choice.groupParty && choice.partySize !== null
  return (
    <Field
      id={id('guests')}
      label="Number of guests"
      error={error}
      after={
        group && <GroupBooking id={groupId} guests={choice.partySize!} maxOnlineParty={choice.maxOnlineParty} />
      }
    >
      <Input
        id={id('guests')}
        type="number"
        inputMode="numeric"
        min={MIN_GUESTS}
        max={MAX_GROUP_GUESTS}
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
