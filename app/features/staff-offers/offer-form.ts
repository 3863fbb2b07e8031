import { centavosToPesoInput, parsePesoInput } from '~/lib/money'
import { type OfferInput, offerInputSchema } from '~/contracts/offers.schemas'
import type { OfferJson } from '~/contracts/offers'
import type { ContentTranslations } from '~/contracts/translations'
import { translationErrors, type TranslationFormValues, translationFormValues, translationsInput } from '~/components/translation-form'

/** The field of an offer staff translate. */
export const OFFER_TRANSLATED = [{ name: 'name', label: 'Name' }] as const

export interface OfferFormValues {
  name: string
  /** Pesos as typed by staff. */
  price: string
  isActive: boolean
  /** Undefined while the stored ones are not read: then none is sent, and the offer keeps its own. */
  translations?: TranslationFormValues
}

export const OFFER_PRICE_FORMAT_MESSAGE = 'Enter the price in pesos, e.g. 70 or 99.50'

/** A new offer starts with an empty name, price 0 and active. */
export const EMPTY_OFFER_FORM: OfferFormValues = { name: '', price: '0', isActive: true, translations: translationFormValues(undefined, ['name']) }

export function offerToFormValues(offer: OfferJson, translations?: ContentTranslations): OfferFormValues {
  return {
    name: offer.name,
    price: centavosToPesoInput(offer.price),
    isActive: offer.isActive,
    translations: translations && translationFormValues(translations, ['name']),
  }
}

export type OfferFormResult =
  | { ok: true; input: OfferInput }
  | { ok: false; missingRequired: boolean; priceError?: string; translationErrors?: Record<string, string> }

/**
 * Name and a nonzero price are required ('Error' / 'Please fill in all required fields.', nothing sent).
 * A price that is not an amount of pesos is a field error, never a silent 0.
 */
export function parseOfferForm(values: OfferFormValues): OfferFormResult {
  const priceText = values.price.trim()
  const price = priceText === '' ? null : parsePesoInput(priceText)
  const missingRequired = values.name.trim() === '' || priceText === '' || price === 0
  // Converted, the values meet the API's own schema; the name field cannot exceed its length (maxLength).
  const parsed = offerInputSchema.safeParse({ ...values, price, translations: values.translations && translationsInput(values.translations) })
  const priceError = priceText !== '' && price === null ? OFFER_PRICE_FORMAT_MESSAGE : undefined
  if (missingRequired || priceError || !parsed.success) {
    const errors = parsed.success ? {} : translationErrors(parsed.error.issues)
    return { ok: false, missingRequired, priceError, ...(Object.keys(errors).length > 0 ? { translationErrors: errors } : {}) }
  }
  return { ok: true, input: parsed.data }
}
