import { useId } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { AdminDialogForm, type DialogSubmit } from '~/components/admin-form-dialogs'
import { fieldAria } from '~/components/field-aria'
import { CheckboxField, FormField } from '~/components/form-field'
import { Checkbox } from '~/components/ui/checkbox'
import { Label } from '~/components/ui/label'
import { Input } from '~/components/ui/input'
import { NativeSelect, SelectOptions } from '~/components/ui/native-select'
import { Textarea } from '~/components/ui/textarea'
import { DIET_LABELS, DIET_LABEL_TEXT, sortedDietLabels } from '~/lib/diet'
import { toast } from '~/lib/use-toast'
import type { CategoryJson } from '~/contracts/categories'
import { REQUIRED_FIELDS_MESSAGE } from '~/contracts/menu'
import { type MenuItemInput } from '~/contracts/menu.schemas'
import { parseMenuItemForm, type MenuItemFormValues } from './menu-item-form'

const FIELDS = ['name', 'description', 'price', 'category', 'imageUrl'] as const

/** The fields of the add and edit dialogs; prices are typed in pesos and sent as centavos. */
export function MenuItemForm({
  defaultValues,
  categories,
  onSave,
  ...submit
}: DialogSubmit & {
  defaultValues: MenuItemFormValues
  /** The categories the dialog offers, in display order. */
  categories: readonly CategoryJson[]
  /** Called with valid input. */
  onSave: (input: MenuItemInput) => void
}) {
  const uid = useId()
  const id = (field: string) => `${uid}-${field}`
  const { register, control, handleSubmit, setError, clearErrors, formState } = useForm<MenuItemFormValues>({
    defaultValues,
  })
  const errors = formState.errors

  const onSubmit = handleSubmit((values) => {
    const result = parseMenuItemForm(
      values,
      categories.map((category) => category.slug),
    )
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
    onSave(result.input)
  })

  return (
    <AdminDialogForm onSubmit={onSubmit} {...submit}>
      <FormField id={id('name')} label="Name" error={errors.name?.message}>
        <Input id={id('name')} autoComplete="off" {...fieldAria(id('name'), errors.name?.message)} {...register('name')} />
      </FormField>
      <FormField id={id('description')} label="Description" error={errors.description?.message}>
        <Textarea
          id={id('description')}
          rows={3}
          {...fieldAria(id('description'), errors.description?.message)}
          {...register('description')}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id('price')} label="Price (₱)" hint="in pesos, e.g. 123.45" error={errors.price?.message} className="content-start">
          <Input
            id={id('price')}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            {...fieldAria(id('price'), errors.price?.message, true)}
            {...register('price')}
          />
        </FormField>
        <FormField id={id('category')} label="Category" error={errors.category?.message} className="content-start">
          <NativeSelect id={id('category')} {...fieldAria(id('category'), errors.category?.message)} {...register('category')}>
            <SelectOptions options={categories.map((category) => ({ value: category.slug, label: category.name }))} />
          </NativeSelect>
        </FormField>
      </div>
      <FormField id={id('imageUrl')} label="Image URL (optional)" error={errors.imageUrl?.message}>
        <Input
          id={id('imageUrl')}
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          {...fieldAria(id('imageUrl'), errors.imageUrl?.message)}
          {...register('imageUrl')}
        />
      </FormField>
      <CheckboxField control={control} name="isSpecial" id={id('isSpecial')} label="Special item (starred on the menu)" />
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Diet and allergen labels</legend>
        <Controller
          control={control}
          name="dietLabels"
          render={({ field }) => (
            <div className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
              {DIET_LABELS.map((label) => (
                <div key={label} className="flex items-center gap-2">
                  <Checkbox
                    id={id(`diet-${label}`)}
                    name={field.name}
                    value={label}
                    checked={field.value.includes(label)}
                    onCheckedChange={(checked) =>
                      field.onChange(sortedDietLabels(checked === true ? [...field.value, label] : field.value.filter((l) => l !== label)))
                    }
                    onBlur={field.onBlur}
                  />
                  <Label htmlFor={id(`diet-${label}`)}>{DIET_LABEL_TEXT[label]}</Label>
                </div>
              ))}
            </div>
          )}
        />
      </fieldset>
    </AdminDialogForm>
  )
}
