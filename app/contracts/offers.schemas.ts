/** The zod half of the offers contract (offers.ts). */
import { z } from 'zod'
import { MAX_PRICE_CENTAVOS, priceTooHigh } from '~/lib/money'
import { safeText } from './fields.schemas'
import { OFFER_NAME_MAX_LENGTH, offerMessages } from './offers'
import { translationsSchema } from './translations.schemas'

const name = safeText({ label: 'Name', required: offerMessages.name, min: 1, max: OFFER_NAME_MAX_LENGTH })

/** A happy-hour offer item as staff send it. Prices are integer centavos. */
export const offerInputSchema = z.object({
  name,
  price: z.number({ error: offerMessages.price }).int(offerMessages.price).positive(offerMessages.price).max(MAX_PRICE_CENTAVOS, priceTooHigh),
  isActive: z.boolean({ error: offerMessages.isActive }).default(true),
  // Left out of a PUT, the offer keeps its translations.
  translations: translationsSchema({ name }),
})

export type OfferInput = z.infer<typeof offerInputSchema>
