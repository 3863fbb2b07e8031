import { fieldAria } from '~/components/field-aria'
import { Button } from '~/components/ui/button'
import { NativeSelect } from '~/components/ui/native-select'
import { formatTime12h } from '~/lib/time-slots'
import { BOOKING_TEXT, type BookingFieldProps } from './booking-form-model'
import { Field } from './booking-field'
import type { TimeChoice } from './use-time-choice'

/**
 * 'Time': the 23 slots, those that cannot seat the party disabled; below it the reservation's length, what is known
 * about availability, and the alternative times of a 409 as buttons.
 */
export function TimeField({ form, id, disabled, choice }: BookingFieldProps & { choice: TimeChoice }) {
  const error = form.formState.errors.time?.message
  const { time, note, alternatives } = choice
  const noteId = `${id('time')}-availability`
  const description = fieldAria(id('time'), error, true)
  return (
    <Field
      id={id('time')}
      label="Time"
      hint={BOOKING_TEXT.duration}
      error={error}
      after={
        <>
          {note && (
            <p id={noteId} role="status" className="text-xs text-muted-foreground">
              {note}
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
                    onClick={() => choice.pickAlternative(slot)}
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
        {...description}
        aria-describedby={[description['aria-describedby'], note && noteId].filter(Boolean).join(' ') || undefined}
        disabled={disabled}
        {...form.register('time')}
      >
        <option value="">Select a time</option>
        {choice.slotOptions.map((slot) => (
          <option key={slot.value} value={slot.value} disabled={slot.disabled}>
            {slot.label}
          </option>
        ))}
      </NativeSelect>
    </Field>
  )
}
