import { Clock } from '~/components/icons'
import { useEffect } from 'react'
import { useWatch } from 'react-hook-form'
import { fieldAria } from '~/components/field-aria'
import { FieldStatusNote } from '~/components/field-notes'
import { Button } from '~/components/ui/button'
import { NativeSelect } from '~/components/ui/native-select'
import { useVenueTimeZone } from '~/components/use-venue-time-zone'
import type { OpeningHoursJson } from '~/contracts/opening-hours'
import { isCalendarDate } from '~/lib/dates'
import { hoursOn } from '~/lib/opening-hours'
import { timeToMinutes } from '~/lib/time-slots'
import { venueTimeNow } from '~/lib/venue-time'
import { describedBy } from './described-by'
import { Field } from './booking-field'
import type { BookingFieldProps } from './booking-form-model'
import { ContactFields, NotesField } from './contact-fields'
import { DateField } from './date-field'
import { groupRequestTimes } from './group-request-form'
import type { GroupRequest } from './use-group-request'
import { useBookingWords } from './use-booking-words'

/** The group request's fields of the form's first column: the date, and any time the venue is open that day. */
export function GroupRequestWhenFields({ id, disabled, group, today, hours }: Omit<BookingFieldProps, 'form'> & { group: GroupRequest; today: string; hours?: OpeningHoursJson }) {
  const fields = { form: group.form, id, disabled }
  return (
    <>
      <DateField {...fields} today={today} hours={hours} />
      <GroupTimeField {...fields} today={today} hours={hours} />
    </>
  )
}

/** The group request's fields of the second column: who asks (a phone required), their notes, and Send. */
export function GroupRequestContactFields({ id, disabled, group }: Omit<BookingFieldProps, 'form'> & { group: GroupRequest }) {
  const fields = { form: group.form, id, disabled }
  const { t } = useBookingWords()
  return (
    <>
      <ContactFields {...fields} phoneRequired />
      <NotesField {...fields} />
      <Button type="submit" size="lg" disabled={disabled || group.pending} className="w-full">
        {group.pending && <Clock className="animate-spin" aria-hidden="true" />}
        {group.pending ? t('groupSubmitting') : t('groupSubmit')}
      </Button>
    </>
  )
}

/**
 * 'Time' of a group request: every quarter hour the venue is open on the chosen day (past midnight too), later than
 * now on today. A time the day does not offer any more is cleared.
 */
function GroupTimeField({ form, id, disabled, today, hours }: BookingFieldProps & { today: string; hours?: OpeningHoursJson }) {
  const timeZone = useVenueTimeZone()
  const words = useBookingWords()
  const [date, time] = useWatch({ control: form.control, name: ['date', 'time'] })
  const day = hours && typeof date === 'string' && isCalendarDate(date) ? hoursOn(hours, date) : null
  const nowMinute = date === today ? (timeToMinutes(venueTimeNow(timeZone)) ?? undefined) : undefined
  const options = day ? groupRequestTimes(day, nowMinute, words) : []
  const known = day !== null
  const offered = options.some((option) => option.value === time)
  useEffect(() => {
    if (known && time && !offered) form.setValue('time', '', { shouldDirty: true })
  }, [form, known, time, offered])

  const error = form.formState.errors.time?.message
  const note = day?.closed ? words.t('groupClosed') : known && options.length === 0 ? words.t('groupNoTimeLeft') : null
  const noteId = `${id('time')}-day`
  const aria = fieldAria(id('time'), error, true)
  return (
    <Field
      id={id('time')}
      label={words.t('time')}
      hint={words.t('groupTimeHint')}
      error={error}
      after={<FieldStatusNote id={noteId} note={note} className="text-sm font-medium text-foreground" />}
    >
      <NativeSelect
        id={id('time')}
        {...aria}
        aria-describedby={describedBy(aria['aria-describedby'], note && noteId)}
        disabled={disabled}
        {...form.register('time')}
      >
        <option value="">{words.t('selectTime')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </Field>
  )
}
