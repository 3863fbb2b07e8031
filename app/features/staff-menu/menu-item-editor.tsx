import { useId } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { categoryTitle } from '~/components/category-label'
import { Button } from '~/components/ui/button'
import { Checkbox } from '~/components/ui/checkbox'
import { DialogFooter } from '~/components/ui/dialog'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { NativeSelect } from '~/components/ui/native-select'
import { Textarea } from '~/components/ui/textarea'
import { toast } from '~/lib/use-toast'
import { REQUIRED_FIELDS_MESSAGE } from '~/contracts/menu'
import { type MenuItemInput } from '~/contracts/menu.schemas'
import { parseMenuItemForm, type MenuItemFormValues } from './menu-item-form'

const FIELDS = ['name', 'description', 'price', 'category', 'imageUrl'] as const

/** The fields of the add and edit dialogs; prices are typed in pesos and sent as centavos. */
export function MenuItemForm({
  defaultValues,
  categories,
  submitLabel,
  pendingLabel,
  pending,
  onSave,
}: {
  defaultValues: MenuItemFormValues
  categories: readonly string[]
  submitLabel: string
  pendingLabel: string
  pending: boolean
  /** Called with valid input; `reset` clears the form after a successful add. */
  onSave: (input: MenuItemInput, reset: () => void) => void
}) {
  const id = useId()
  const { register, control, handleSubmit, setError, clearErrors, reset, formState } = useForm<MenuItemFormValues>({
    defaultValues,
  })
  const errors = formState.errors

  const onSubmit = handleSubmit((values) => {
    const result = parseMenuItemForm(values, categories)
    clearErrors()
    if (!result.ok) {
      for (const field of FIELDS) {
        const message = result.fieldErrors[field]
        if (message) setError(field, { message })
      }
      if (result.missingRequired) {
        toast({ title: 'Error', description: REQUIRED_FIELDS_MESSAGE, variant: 'destructive' })
      }
      return
    }
    onSave(result.input, () => reset(defaultValues))
  })

  const fieldError = (field: (typeof FIELDS)[number]) =>
    errors[field]?.message ? (
      <p id={`${id}-${field}-error`} className="text-sm text-destructive">
        {errors[field]?.message}
      </p>
    ) : null
  const describedBy = (field: (typeof FIELDS)[number], hint?: string) =>
    [hint, errors[field] ? `${id}-${field}-error` : undefined].filter(Boolean).join(' ') || undefined

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>Name</Label>
        <Input id={`${id}-name`} autoComplete="off" {...register('name')} />
        {fieldError('name')}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-description`}>Description</Label>
        <Textarea id={`${id}-description`} rows={3} {...register('description')} />
        {fieldError('description')}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-price`}>Price (₱)</Label>
          <Input
            id={`${id}-price`}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            aria-invalid={errors.price ? true : undefined}
            aria-describedby={describedBy('price', `${id}-price-hint`)}
            {...register('price')}
          />
          <p id={`${id}-price-hint`} className="text-xs text-muted-foreground">
            in pesos, e.g. 123.45
          </p>
          {fieldError('price')}
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-category`}>Category</Label>
          <NativeSelect
            id={`${id}-category`}
            aria-invalid={errors.category ? true : undefined}
            aria-describedby={describedBy('category')}
            {...register('category')}
          >
            {categories.map((category) => (
              <option key={category} value={category}>
                {categoryTitle(category)}
              </option>
            ))}
          </NativeSelect>
          {fieldError('category')}
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-imageUrl`}>Image URL (optional)</Label>
        <Input
          id={`${id}-imageUrl`}
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          aria-invalid={errors.imageUrl ? true : undefined}
          aria-describedby={describedBy('imageUrl')}
          {...register('imageUrl')}
        />
        {fieldError('imageUrl')}
      </div>
      <div className="flex items-center gap-2">
        <Controller
          control={control}
          name="isSpecial"
          render={({ field }) => (
            <Checkbox
              id={`${id}-isSpecial`}
              name={field.name}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
        <Label htmlFor={`${id}-isSpecial`}>Special item (starred on the menu)</Label>
      </div>
      <DialogFooter>
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </DialogFooter>
    </form>
  )
}
