import { describe, expect, it } from 'vitest'
import { fieldAria } from './field-aria'

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
