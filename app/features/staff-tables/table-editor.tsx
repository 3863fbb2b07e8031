import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '~/components/ui/button'
import { DialogFooter } from '~/components/ui/dialog'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { parseTableForm, type TableFormValues } from './table-form'

const FIELDS = ['tableNumber', 'capacity'] as const

/** The fields of the add and edit table dialogs, checked with the API's schema and messages. */
export function TableEditor({
  defaultValues,
  submitLabel,
  pendingLabel,
  pending,
  onSave,
}: {
  defaultValues: TableFormValues
  submitLabel: string
  pendingLabel: string
  pending: boolean
  onSave: (input: { tableNumber: number; capacity: number }) => void
}) {
  const id = useId()
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
    const error = errors[name]?.message
    return (
      <div className="grid content-start gap-2">
        <Label htmlFor={`${id}-${name}`}>{label}</Label>
        <Input
          id={`${id}-${name}`}
          inputMode="numeric"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-${name}-hint`, error ? `${id}-${name}-error` : ''].filter(Boolean).join(' ')}
          {...register(name)}
        />
        <p id={`${id}-${name}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
        {error && (
          <p id={`${id}-${name}-error`} className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
    )
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {field('tableNumber', 'Table number', 'The number staff and guests use, 1 to 999')}
        {field('capacity', 'Seats', 'How many guests it seats, 1 to 50')}
      </div>
      <DialogFooter>
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </DialogFooter>
    </form>
  )
}
