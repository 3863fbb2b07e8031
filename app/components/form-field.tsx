import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form'
import { FieldNotes } from '~/components/field-notes'
import { Checkbox } from '~/components/ui/checkbox'
import { Label } from '~/components/ui/label'
import { cn } from '~/lib/cn'

/**
 * A labelled field of a staff form: the label, the control, an optional hint and the error message. The control
 * links itself to the hint and the error with `fieldAria(id, error, hint)`.
 */
export function FormField({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string
  label: React.ReactNode
  hint?: React.ReactNode
  error?: string
  className?: string
  children: React.ReactNode
}) {
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  )
}


/** A checkbox and its label, holding a yes/no value of a react-hook-form form. */
export function CheckboxField<TValues extends FieldValues, TTransformed>({
  control,
  name,
  id,
  label,
}: {
  control: Control<TValues, unknown, TTransformed>
  name: FieldPath<TValues>
  id: string
  label: string
}) {
  return (
    <div className="flex items-center gap-2">
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Checkbox
            id={id}
            name={field.name}
            checked={field.value === true}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
      <Label htmlFor={id}>{label}</Label>
    </div>
  )
}
