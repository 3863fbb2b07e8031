import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { AdminDialogForm, type DialogSubmit } from '~/components/admin-form-dialogs'
import { fieldAria } from '~/components/field-aria'
import { FormField } from '~/components/form-field'
import { Input } from '~/components/ui/input'
import { parseTableForm, type TableFormValues } from './table-form'

const FIELDS = ['tableNumber', 'capacity'] as const

/** The fields of the add and edit table dialogs, checked with the API's schema and messages. */
export function TableEditor({
  defaultValues,
  onSave,
  ...submit
}: DialogSubmit & {
  defaultValues: TableFormValues
  onSave: (input: { tableNumber: number; capacity: number }) => void
}) {
  const uid = useId()
  const { register, handleSubmit, setError, clearErrors, setFocus, formState } = useForm<TableFormValues>({ defaultValues })
  const errors = formState.errors

  const onSubmit = handleSubmit((values) => {
    const result = parseTableForm(values)
    clearErrors()
    if (!result.ok) {
      for (const field of FIELDS) {
        const message = result.fieldErrors[field]
        if (message) setError(field, { message })
      }
      const first = FIELDS.find((field) => result.fieldErrors[field])
      if (first) setFocus(first)
      return
    }
    onSave(result.input)
  })

  const field = (name: (typeof FIELDS)[number], label: string, hint: string) => {
    const id = `${uid}-${name}`
    const error = errors[name]?.message
    return (
      <FormField id={id} label={label} hint={hint} error={error} className="content-start">
        <Input id={id} inputMode="numeric" autoComplete="off" {...fieldAria(id, error, true)} {...register(name)} />
      </FormField>
    )
  }

  return (
    <AdminDialogForm onSubmit={onSubmit} {...submit}>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('tableNumber', 'Table number', 'The number staff and guests use, 1 to 999')}
        {field('capacity', 'Seats', 'How many guests it seats, 1 to 50')}
      </div>
    </AdminDialogForm>
  )
}
