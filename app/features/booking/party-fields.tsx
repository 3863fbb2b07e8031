import { fieldAria } from '~/components/field-aria'
import { GuestsInput } from '~/components/guests-input'
import { DEFAULT_GUESTS, MAX_GROUP_GUESTS } from '~/lib/constants'
import type { BookingFieldProps } from './booking-form-model'
import { Field } from './booking-field'
import { describedBy } from './described-by'
import { GroupBooking } from './group-booking'
import { SeatingChoice } from './seating-choice'
import type { TimeChoice } from './use-time-choice'
import { useBookingWords } from './use-booking-words'

/**
 * 'Number of guests': two to start with, up to 200. A party larger than the venue seats online sees at once that the
 * form sends a group request instead; then `groupError` (the request's check of the party) is the field's message.
 */
export function GuestsField({ form, id, disabled, choice, groupError }: BookingFieldProps & { choice: TimeChoice; groupError?: string }) {
  const error = choice.groupParty ? groupError : form.formState.errors.guests?.message
  const groupId = `${id('guests')}-group`
  const aria = fieldAria(id('guests'), error)
  const group = choice.groupParty && choice.partySize !== null
  const { t } = useBookingWords()
  return (
    <Field
      id={id('guests')}
      label={t('guests')}
      error={error}
      after={
        group && <GroupBooking id={groupId} guests={choice.partySize!} maxOnlineParty={choice.maxOnlineParty} />
      }
    >
      <GuestsInput
        id={id('guests')}
        max={MAX_GROUP_GUESTS}
        {...aria}
        aria-describedby={describedBy(aria['aria-describedby'], group && groupId)}
        defaultValue={DEFAULT_GUESTS}
        disabled={disabled}
        {...form.register('guests')}
      />
    </Field>
  )
}

/** 'Seating preference': a table or the bar, as two radio cards. */
export function SeatingField({ form, id, disabled }: BookingFieldProps) {
  return (
    <SeatingChoice
      error={form.formState.errors.seatingPreference?.message}
      errorId={`${id('seating')}-error`}
      radio={() => ({ disabled, ...form.register('seatingPreference') })}
    />
  )
}
