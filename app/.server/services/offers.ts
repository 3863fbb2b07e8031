import { asc, eq } from 'drizzle-orm'
import type { ActiveOfferJson, OfferJson } from '~/contracts/offers'
import type { OfferInput } from '~/contracts/offers.schemas'
import type { Database } from '../db/client'
import { offerItems } from '../db/schema'
import { NotFoundError } from './errors'

type OfferRow = typeof offerItems.$inferSelect

const OFFER_NOT_FOUND = 'Offer item not found'

/** The one serializer of an offer for staff. */
export function toOfferJson(row: OfferRow): OfferJson {
  return { id: row.id, name: row.name, price: row.price, isActive: row.isActive }
}

/** What guests see of an active offer. */
export function toActiveOfferJson(row: Pick<OfferRow, 'id' | 'name' | 'price'>): ActiveOfferJson {
  return { id: row.id, name: row.name, price: row.price }
}

export async function listOffers(db: Database): Promise<OfferJson[]> {
  const rows = await db.select().from(offerItems).orderBy(asc(offerItems.id))
  return rows.map(toOfferJson)
}

export async function listActiveOffers(db: Database): Promise<ActiveOfferJson[]> {
  const rows = await db.select().from(offerItems).where(eq(offerItems.isActive, true)).orderBy(asc(offerItems.id))
  return rows.map(toActiveOfferJson)
}

export async function createOffer(db: Database, input: OfferInput): Promise<OfferJson> {
  const [row] = await db.insert(offerItems).values(input).returning()
  return toOfferJson(row)
}

export async function updateOffer(db: Database, id: number, input: OfferInput): Promise<OfferJson> {
  const [row] = await db.update(offerItems).set(input).where(eq(offerItems.id, id)).returning()
  if (!row) throw new NotFoundError(OFFER_NOT_FOUND)
  return toOfferJson(row)
}

export async function deleteOffer(db: Database, id: number): Promise<void> {
  const rows = await db.delete(offerItems).where(eq(offerItems.id, id)).returning({ id: offerItems.id })
  if (rows.length === 0) throw new NotFoundError(OFFER_NOT_FOUND)
}
