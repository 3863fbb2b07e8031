import { useId } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { AdminDialogForm, type DialogSubmit } from '~/components/admin-form-dialogs'
import { formFields } from '~/components/field-aria'
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
import { errorAt } from '~/components/translation-form'
import { TranslationFields, useFillTranslations } from '~/components/translation-fields'
import { MENU_ITEM_TRANSLATED, parseMenuItemForm, type MenuItemFormValues } from './menu-item-form'

const FIELDS = ['name', 'description', 'price', 'category', 'imageUrl'] as const

/** The fields of the add and edit dialogs; prices are typed in pesos and sent as centavos. */
export function MenuItemForm({
  defaultValues,
  categories,
  onSave,
  translatable = true,
  ...submit
}: DialogSubmit & {
  /** Shows the Translations disclosure (the edit dialog; the add dialog stays short enough for a phone). */
  translatable?: boolean
  defaultValues: MenuItemFormValues
  /** The categories the dialog offers, in display order. */
  categories: readonly CategoryJson[]
  /** Called with valid input. */
  onSave: (input: MenuItemInput) => void
}) {
  const { register, control, handleSubmit, setError, clearErrors, formState, setValue } = useForm<MenuItemFormValues>({
    defaultValues,
  })
  const errors = formState.errors
  const translations = useWatch({ control, name: 'translations' })
  useFillTranslations((stored) => setValue('translations', stored), defaultValues.translations)
  const { id, fieldProps, controlProps } = formFields<keyof MenuItemFormValues>(useId(), (name) => errors[name]?.message)

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
      for (const [path, message] of Object.entries(result.fieldErrors)) {
        if (path.startsWith('translations.') && message) setError(path as 'translations', { message })
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
      <FormField {...fieldProps('name')} label="Name">
        <Input autoComplete="off" {...controlProps('name')} {...register('name')} />
      </FormField>
      <FormField {...fieldProps('description')} label="Description">
        <Textarea rows={3} {...controlProps('description')} {...register('description')} />
      </FormField>
      {translatable && (
        <TranslationFields
          fields={MENU_ITEM_TRANSLATED}
          register={(path) => register(path as 'name')}
          errorOf={(path) => errorAt(errors, path)}
          values={translations}
          loading={translations === undefined}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField {...fieldProps('price')} label="Price (₱)" hint="in pesos, e.g. 123.45" className="content-start">
          <Input inputMode="decimal" autoComplete="off" placeholder="0.00" {...controlProps('price', true)} {...register('price')} />
        </FormField>
        <FormField {...fieldProps('category')} label="Category" className="content-start">
          {/* A select shows only a value among its options: remounted when they arrive (the categories load after the
              dialog may open), it shows the item's own category instead of silently falling back to the first one. */}
          <NativeSelect key={categories.map((category) => category.slug).join(' ')} {...controlProps('category')} {...register('category')}>
            <SelectOptions options={categories.map((category) => ({ value: category.slug, label: category.name }))} />
          </NativeSelect>
        </FormField>
      </div>
      <FormField {...fieldProps('imageUrl')} label="Image URL (optional)">
        <Input type="url" inputMode="url" autoComplete="off" placeholder="https://" {...controlProps('imageUrl')} {...register('imageUrl')} />
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
