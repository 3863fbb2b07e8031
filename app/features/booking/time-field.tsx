import { fieldAria } from '~/components/field-aria'
import { Button } from '~/components/ui/button'
import { NativeSelect } from '~/components/ui/native-select'
import type { BookingFieldProps } from './booking-form-model'
import { Field } from './booking-field'
import { describedBy } from './described-by'
import type { TimeChoice } from './use-time-choice'
import { useBookingWords } from './use-booking-words'

/**
 * 'Time': the day's times (past midnight on a late night), those that cannot seat the party disabled; below it how
 * long the party's table or seats are held, the day's hours and note, what is known about availability, and, when
 * the chosen time was lost (taken meanwhile, or refused with a 409), why, with the nearest free times as buttons.
 * Coming back to the field asks again which times are free.
 */
export function TimeField({ form, id, disabled, choice }: BookingFieldProps & { choice: TimeChoice }) {
  const error = form.formState.errors.time?.message
  const { time, note, lostTime, stayNote, hoursNote } = choice
  const noteId = `${id('time')}-availability`
  const hoursId = `${id('time')}-hours`
  const lostId = `${id('time')}-lost`
  const description = fieldAria(id('time'), error, Boolean(stayNote))
  const { t } = useBookingWords()
  return (
    <Field
      id={id('time')}
      label={t('time')}
      hint={stayNote ?? undefined}
      error={error}
      after={
        <>
          {hoursNote && (
            <p id={hoursId} className="text-xs text-muted-foreground" data-testid="day-hours">
              {hoursNote}
            </p>
          )}
          {note && (
            <p id={noteId} role="status" className="text-xs text-muted-foreground">
              {note}
            </p>
          )}
          <div role="status" className="empty:hidden">
            {lostTime && (
              <div className="mt-1 grid gap-2 rounded-md border border-primary/20 bg-primary/5 p-3" data-testid="booking-alternatives">
                <p id={lostId} className="text-sm font-medium text-foreground">
                  {lostTime.message}
                  {lostTime.alternatives.length > 0 ? t('listColon') : ''}
                </p>
                {lostTime.alternatives.length > 0 && (
                  <div className="flex flex-wrap gap-2">
                    {lostTime.alternatives.map((slot) => (
                      <Button
                        key={slot}
                        type="button"
                        variant={time === slot ? 'default' : 'outline'}
                        size="sm"
                        aria-pressed={time === slot}
                        onClick={() => choice.pickAlternative(slot)}
                      >
                        {t('bookInstead', { time: choice.timeLabel(slot) })}
                      </Button>
                    ))}
                  </div>
                )}
                {lostTime.alternatives.includes(time) && (
                  <p className="text-xs text-muted-foreground">
                    {t('selectedPress', { time: choice.timeLabel(time), submit: t('submit') })}
                  </p>
                )}
              </div>
            )}
          </div>
        </>
      }
    >
      <NativeSelect
        id={id('time')}
        {...description}
        aria-describedby={describedBy(description['aria-describedby'], hoursNote && hoursId, note && noteId, lostTime && lostId)}
        disabled={disabled}
        {...form.register('time')}
        onFocus={choice.refresh}
      >
        <option value="">{t('selectTime')}</option>
        {choice.slotOptions.map((slot) => (
          <option key={slot.value} value={slot.value} disabled={slot.disabled}>
            {slot.label}
          </option>
        ))}
      </NativeSelect>
    </Field>
  )
}
