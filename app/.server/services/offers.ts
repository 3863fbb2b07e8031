import { asc, eq } from 'drizzle-orm'
import type { ActiveOfferJson, OfferJson } from '~/contracts/offers'
import type { OfferInput } from '~/contracts/offers.schemas'
import type { Language } from '~/lib/languages'
import { translateFields } from '~/lib/translated-content'
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

/** What guests see: the active offers, in `lang` (names translated where staff did: translated-content.ts). */
export async function listActiveOffers(db: Database, lang: Language = 'en'): Promise<ActiveOfferJson[]> {
  const rows = await db.select().from(offerItems).where(eq(offerItems.isActive, true)).orderBy(asc(offerItems.id))
  return rows.map((row) => translateFields(toActiveOfferJson(row), row.translations, lang, ['name']))
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
