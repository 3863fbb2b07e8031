/** The zod half of the offers contract (offers.ts). */
import { z } from 'zod'
import { OFFER_NAME_MAX_LENGTH, offerMessages } from './offers'

/** A happy-hour offer item as staff send it. Prices are integer centavos. */
export const offerInputSchema = z.object({
  name: z.string({ error: offerMessages.name }).trim().min(1, offerMessages.name).max(OFFER_NAME_MAX_LENGTH),
  price: z.number({ error: offerMessages.price }).int(offerMessages.price).positive(offerMessages.price),
  isActive: z.boolean({ error: offerMessages.isActive }).default(true),
})

export type OfferInput = z.infer<typeof offerInputSchema>
