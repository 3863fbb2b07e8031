import { useId } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { AdminDialogForm, type DialogSubmit } from '~/components/admin-form-dialogs'
import { fieldAria } from '~/components/field-aria'
import { CheckboxField, FormField } from '~/components/form-field'
import { Input } from '~/components/ui/input'
import { toast } from '~/lib/use-toast'
import { REQUIRED_FIELDS_MESSAGE } from '~/contracts/menu'
import { OFFER_NAME_MAX_LENGTH } from '~/contracts/offers'
import type { OfferInput } from '~/contracts/offers.schemas'
import { errorAt } from '~/components/translation-form'
import { TranslationFields, useFillTranslations } from '~/components/translation-fields'
import { OFFER_TRANSLATED, parseOfferForm, type OfferFormValues } from './offer-form'

/** The fields of the add and edit offer dialogs; prices typed in pesos, sent as centavos. */
export function OfferEditor({
  defaultValues,
  onSave,
  ...submit
}: DialogSubmit & {
  defaultValues: OfferFormValues
  onSave: (input: OfferInput) => void
}) {
  const uid = useId()
  const id = (field: string) => `${uid}-${field}`
  const { register, control, handleSubmit, setError, clearErrors, formState, setValue } = useForm<OfferFormValues>({
    defaultValues,
  })
  const priceError = formState.errors.price?.message
  const translations = useWatch({ control, name: 'translations' })
  useFillTranslations((stored) => setValue('translations', stored), defaultValues.translations)

  const onSubmit = handleSubmit((values) => {
    const result = parseOfferForm(values)
    clearErrors()
    if (!result.ok) {
      if (result.priceError) setError('price', { message: result.priceError })
      for (const [path, message] of Object.entries(result.translationErrors ?? {})) setError(path as 'translations', { message })
      if (result.missingRequired) toast({ title: 'Error', description: REQUIRED_FIELDS_MESSAGE, variant: 'destructive' })
      return
    }
    onSave(result.input)
  })

  return (
    <AdminDialogForm onSubmit={onSubmit} {...submit}>
      <FormField id={id('name')} label="Name">
        <Input
          id={id('name')}
          autoComplete="off"
          placeholder="e.g. San Miguel Pale Pilsen"
          maxLength={OFFER_NAME_MAX_LENGTH}
          {...register('name')}
        />
      </FormField>
      <TranslationFields
        fields={OFFER_TRANSLATED}
        register={(path) => register(path as 'name')}
        errorOf={(path) => errorAt(formState.errors, path)}
        values={translations}
        loading={translations === undefined}
      />
      <FormField id={id('price')} label="Price (₱)" hint="in pesos, e.g. 70 or 99.50" error={priceError}>
        <Input
          id={id('price')}
          inputMode="decimal"
          autoComplete="off"
          placeholder="70"
          {...fieldAria(id('price'), priceError, true)}
          {...register('price')}
        />
      </FormField>
      <CheckboxField control={control} name="isActive" id={id('isActive')} label="Active offer" />
    </AdminDialogForm>
  )
}
