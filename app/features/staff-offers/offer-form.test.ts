import { describe, expect, it } from 'vitest'
import { EMPTY_OFFER_FORM, OFFER_PRICE_FORMAT_MESSAGE, offerToFormValues, parseOfferForm } from './offer-form'

describe('parseOfferForm', () => {
  it('starts empty, at price 0 and active', () => {
    expect(EMPTY_OFFER_FORM).toMatchObject({ name: '', price: '0', isActive: true })
    expect(EMPTY_OFFER_FORM.translations?.ko).toEqual({ name: '' })
  })

  it('sends the translated names, and none while the stored ones are not read', () => {
    const translations = { ...EMPTY_OFFER_FORM.translations!, 'zh-Hant': { name: ' 莫希托 ' } }
    const result = parseOfferForm({ name: 'Mojito', price: '99.50', isActive: true, translations })
    expect(result.ok && result.input.translations).toEqual({ 'zh-Hant': { name: '莫希托' } })
    const loading = parseOfferForm({ name: 'Mojito', price: '99.50', isActive: true })
    expect(loading.ok && loading.input.translations).toBeUndefined()
    const tooLong = parseOfferForm({ name: 'Mojito', price: '99.50', isActive: true, translations: { ...translations, ja: { name: 'あ'.repeat(201) } } })
    expect(tooLong).toEqual({ ok: false, missingRequired: false, translationErrors: { 'translations.ja.name': 'Name must be 200 characters or fewer' } })
  })

  it('converts pesos to centavos', () => {
    expect(parseOfferForm({ name: ' San Miguel ', price: '70', isActive: true })).toEqual({
      ok: true,
      input: { name: 'San Miguel', price: 7000, isActive: true },
    })
    expect(parseOfferForm({ name: 'Mojito', price: '99.5', isActive: false })).toEqual({
      ok: true,
      input: { name: 'Mojito', price: 9950, isActive: false },
    })
  })

  it('asks for the required fields when the name is empty or the price is empty or zero', () => {
    expect(parseOfferForm(EMPTY_OFFER_FORM)).toEqual({ ok: false, missingRequired: true, priceError: undefined })
    expect(parseOfferForm({ name: 'Mojito', price: '', isActive: true })).toMatchObject({ missingRequired: true })
    expect(parseOfferForm({ name: 'Mojito', price: '0.00', isActive: true })).toMatchObject({ missingRequired: true })
    expect(parseOfferForm({ name: ' ', price: '70', isActive: true })).toMatchObject({ missingRequired: true })
  })

  it('makes a price that is not a number a field error, not a silent 0', () => {
    expect(parseOfferForm({ name: 'Mojito', price: 'seventy', isActive: true })).toEqual({
      ok: false,
      missingRequired: false,
      priceError: OFFER_PRICE_FORMAT_MESSAGE,
    })
  })

  it('shows a stored offer in pesos', () => {
    expect(offerToFormValues({ id: 1, name: 'Mojito', price: 12050, isActive: false })).toEqual({
      name: 'Mojito',
      price: '120.50',
      isActive: false,
    })
  })
})
