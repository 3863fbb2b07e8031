import { z } from 'zod'

export const offerMessages = {
  name: 'Name is required',
  price: 'Price must be a positive whole number of centavos',
  isActive: 'isActive must be true or false',
} as const

/** A happy-hour offer item as staff send it. Prices are integer centavos. */
export const offerInputSchema = z.object({
  name: z.string({ error: offerMessages.name }).trim().min(1, offerMessages.name).max(200),
  price: z.number({ error: offerMessages.price }).int(offerMessages.price).positive(offerMessages.price),
  isActive: z.boolean({ error: offerMessages.isActive }).default(true),
})

export type OfferInput = z.infer<typeof offerInputSchema>
