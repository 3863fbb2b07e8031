import { asc, eq } from 'drizzle-orm'
import type { OfferInput } from '~/contracts/offers.schemas'
import type { Database } from '../db/client'
import { offerItems } from '../db/schema'

export type OfferItem = typeof offerItems.$inferSelect
export type ActiveOffer = Pick<OfferItem, 'id' | 'name' | 'price'>

export function listOffers(db: Database): Promise<OfferItem[]> {
  return db.select().from(offerItems).orderBy(asc(offerItems.id))
}

export function listActiveOffers(db: Database): Promise<ActiveOffer[]> {
  return db
    .select({ id: offerItems.id, name: offerItems.name, price: offerItems.price })
    .from(offerItems)
    .where(eq(offerItems.isActive, true))
    .orderBy(asc(offerItems.id))
}

export async function createOffer(db: Database, input: OfferInput): Promise<OfferItem> {
  const [row] = await db.insert(offerItems).values(input).returning()
  return row
}

export async function updateOffer(db: Database, id: number, input: OfferInput): Promise<OfferItem | null> {
  const [row] = await db.update(offerItems).set(input).where(eq(offerItems.id, id)).returning()
  return row ?? null
}

export async function deleteOffer(db: Database, id: number): Promise<boolean> {
  const rows = await db.delete(offerItems).where(eq(offerItems.id, id)).returning({ id: offerItems.id })
  return rows.length > 0
}
