import { fieldAria } from '~/components/field-aria'
import { Input } from '~/components/ui/input'
import { Textarea } from '~/components/ui/textarea'
import type { BookingFieldProps } from './booking-form-model'
import { Field, OptionalLabel } from './booking-field'

/** Name, email and phone (optional for a booking, required for a group request): how the venue reaches the guest. */
export function ContactFields({ form, id, disabled, phoneRequired = false }: BookingFieldProps & { phoneRequired?: boolean }) {
  const { errors } = form.formState
  return (
    <>
      <Field id={id('name')} label="Name" error={errors.name?.message}>
        <Input
          id={id('name')}
          autoComplete="name"
          disabled={disabled}
          {...fieldAria(id('name'), errors.name?.message)}
          {...form.register('name')}
        />
      </Field>
      <Field id={id('email')} label="Email" error={errors.email?.message}>
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
      <Field id={id('phone')} label={phoneRequired ? 'Phone' : <OptionalLabel text="Phone" />} error={errors.phone?.message}>
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
  return (
    <Field id={id('notes')} label={<OptionalLabel text="Special requests" />} error={error}>
      <Textarea
        id={id('notes')}
        rows={3}
        placeholder="Celebrations, allergies, a high chair..."
        {...fieldAria(id('notes'), error)}
        disabled={disabled}
        {...form.register('notes')}
      />
    </Field>
  )
}
