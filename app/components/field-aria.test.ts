import { describe, expect, it } from 'vitest'
import { fieldAria, formFields } from './field-aria'

describe('fieldAria', () => {
  it('describes a control by its hint and its error, invalid only with an error', () => {
    expect(fieldAria('f-price', undefined)).toEqual({ 'aria-invalid': undefined, 'aria-describedby': undefined })
    expect(fieldAria('f-price', undefined, true)).toEqual({ 'aria-invalid': undefined, 'aria-describedby': 'f-price-hint' })
    expect(fieldAria('f-price', 'Enter the price', true)).toEqual({
      'aria-invalid': true,
      'aria-describedby': 'f-price-hint f-price-error',
    })
    expect(fieldAria('f-name', 'Required')).toEqual({ 'aria-invalid': true, 'aria-describedby': 'f-name-error' })
  })
})

describe('formFields', () => {
  const { id, fieldProps, controlProps } = formFields<'name' | 'price'>('f', (name) => (name === 'price' ? 'Enter the price' : undefined))

  it('names each field under the form’s prefix', () => {
    expect(id('diet-vegan')).toBe('f-diet-vegan')
    expect(fieldProps('name')).toEqual({ id: 'f-name', error: undefined })
    expect(fieldProps('price')).toEqual({ id: 'f-price', error: 'Enter the price' })
  })

  it('ties each control to its own hint and error', () => {
    expect(controlProps('name')).toEqual({ id: 'f-name', 'aria-invalid': undefined, 'aria-describedby': undefined })
    expect(controlProps('price', true)).toEqual({ id: 'f-price', 'aria-invalid': true, 'aria-describedby': 'f-price-hint f-price-error' })
  })
})
