import { useId } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { Button } from '~/components/ui/button'
import { Checkbox } from '~/components/ui/checkbox'
import { DialogFooter } from '~/components/ui/dialog'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { toast } from '~/lib/use-toast'
import { REQUIRED_FIELDS_MESSAGE } from '~/contracts/menu'
import { OFFER_NAME_MAX_LENGTH } from '~/contracts/offers'
import type { OfferInput } from '~/contracts/offers.schemas'
import { parseOfferForm, type OfferFormValues } from './offer-form'

/** The fields of the add and edit offer dialogs; prices typed in pesos, sent as centavos. */
export function OfferEditor({
  defaultValues,
  submitLabel,
  pendingLabel,
  pending,
  onSave,
}: {
  defaultValues: OfferFormValues
  submitLabel: string
  pendingLabel: string
  pending: boolean
  onSave: (input: OfferInput, reset: () => void) => void
}) {
  const id = useId()
  const { register, control, handleSubmit, setError, clearErrors, reset, formState } = useForm<OfferFormValues>({
    defaultValues,
  })
  const priceError = formState.errors.price?.message

  const onSubmit = handleSubmit((values) => {
    const result = parseOfferForm(values)
    clearErrors()
    if (!result.ok) {
      if (result.priceError) setError('price', { message: result.priceError })
      if (result.missingRequired) toast({ title: 'Error', description: REQUIRED_FIELDS_MESSAGE, variant: 'destructive' })
      return
    }
    onSave(result.input, () => reset(defaultValues))
  })

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>Name</Label>
        <Input id={`${id}-name`} autoComplete="off" placeholder="e.g. San Miguel Pale Pilsen" maxLength={OFFER_NAME_MAX_LENGTH} {...register('name')} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-price`}>Price (₱)</Label>
        <Input
          id={`${id}-price`}
          inputMode="decimal"
          autoComplete="off"
          placeholder="70"
          aria-invalid={priceError ? true : undefined}
          aria-describedby={[`${id}-price-hint`, priceError ? `${id}-price-error` : ''].filter(Boolean).join(' ')}
          {...register('price')}
        />
        <p id={`${id}-price-hint`} className="text-xs text-muted-foreground">
          in pesos, e.g. 70 or 99.50
        </p>
        {priceError && (
          <p id={`${id}-price-error`} className="text-sm text-destructive">
            {priceError}
          </p>
        )}
      </div>
      <div className="flex items-center gap-2">
        <Controller
          control={control}
          name="isActive"
          render={({ field }) => (
            <Checkbox
              id={`${id}-isActive`}
              name={field.name}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
        <Label htmlFor={`${id}-isActive`}>Active offer</Label>
      </div>
      <DialogFooter>
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </DialogFooter>
    </form>
  )
}
