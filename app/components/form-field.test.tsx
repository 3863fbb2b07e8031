import { useForm } from 'react-hook-form'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { fieldAria } from './field-aria'
import { CheckboxField, FormField } from './form-field'

describe('FormField', () => {
  it('labels the control and shows its hint and error under the ids fieldAria links', () => {
    const html = renderToStaticMarkup(
      <FormField id="f-price" label="Price (₱)" hint="in pesos, e.g. 70" error="Enter the price in pesos">
        <input id="f-price" {...fieldAria('f-price', 'Enter the price in pesos', true)} />
      </FormField>,
    )
    expect(html).toContain('<label class="text-sm font-medium leading-none" for="f-price">Price (₱)</label>')
    expect(html).toContain('aria-invalid="true" aria-describedby="f-price-hint f-price-error"')
    expect(html).toContain('<p id="f-price-hint" class="text-xs text-muted-foreground">in pesos, e.g. 70</p>')
    expect(html).toContain('<p id="f-price-error" class="text-sm font-medium text-destructive">Enter the price in pesos</p>')
  })

  it('shows neither hint nor error when there is none', () => {
    const html = renderToStaticMarkup(
      <FormField id="f-name" label="Name">
        <input id="f-name" />
      </FormField>,
    )
    expect(html).toBe('<div class="grid gap-2"><label class="text-sm font-medium leading-none" for="f-name">Name</label><input id="f-name"/></div>')
  })
})

describe('CheckboxField', () => {
  function Form({ active }: { active: boolean }) {
    const { control } = useForm({ defaultValues: { isActive: active } })
    return <CheckboxField control={control} name="isActive" id="f-active" label="Active offer" />
  }

  it('shows the form value as a labelled checkbox', () => {
    const on = renderToStaticMarkup(<Form active />)
    expect(on).toContain('role="checkbox" aria-checked="true"')
    expect(on).toContain('<label class="text-sm font-medium leading-none" for="f-active">Active offer</label>')
    expect(renderToStaticMarkup(<Form active={false} />)).toContain('aria-checked="false"')
  })
})
