import { fieldAria } from '~/components/field-aria'
import { Input } from '~/components/ui/input'
import { Textarea } from '~/components/ui/textarea'
import type { BookingFieldProps } from './booking-form-model'
import { Field, OptionalLabel } from './booking-field'
import { useBookingWords } from './use-booking-words'

/** Name, email and phone (optional for a booking, required for a group request): how the venue reaches the guest. */
export function ContactFields({ form, id, disabled, phoneRequired = false }: BookingFieldProps & { phoneRequired?: boolean }) {
  const { errors } = form.formState
  const { t } = useBookingWords()
  return (
    <>
      <Field id={id('name')} label={t('name')} error={errors.name?.message}>
        <Input
          id={id('name')}
          autoComplete="name"
          disabled={disabled}
          {...fieldAria(id('name'), errors.name?.message)}
          {...form.register('name')}
        />
      </Field>
      <Field id={id('email')} label={t('email')} error={errors.email?.message}>
        <Input
          id={id('email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          {...fieldAria(id('email'), errors.email?.message)}
          disabled={disabled}
          {...form.register('email')}
        />
      </Field>
      <Field id={id('phone')} label={phoneRequired ? t('phone') : <OptionalLabel text={t('phone')} />} error={errors.phone?.message}>
        <Input
          id={id('phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          disabled={disabled}
          {...fieldAria(id('phone'), errors.phone?.message)}
          {...form.register('phone')}
        />
      </Field>
    </>
  )
}

/** Special requests (optional): celebrations, allergies... */
export function NotesField({ form, id, disabled }: BookingFieldProps) {
  const error = form.formState.errors.notes?.message
  const { t } = useBookingWords()
  return (
    <Field id={id('notes')} label={<OptionalLabel text={t('specialRequests')} />} error={error}>
      <Textarea
        id={id('notes')}
        rows={3}
        placeholder={t('notesPlaceholder')}
        {...fieldAria(id('notes'), error)}
        disabled={disabled}
        {...form.register('notes')}
      />
    </Field>
  )
}
