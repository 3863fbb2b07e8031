import { asc, eq } from 'drizzle-orm'
import type { CategoryKind } from '~/contracts/categories'
import type { Language } from '~/lib/languages'
import { translateFields } from '~/lib/translated-content'
import type { MenuItemJson } from '~/contracts/menu'
import type { MenuItemFlags, MenuItemInput } from '~/contracts/menu.schemas'
import { sortedDietLabels } from '~/lib/diet'
import { activeSoldOutUntil, endOfVenueDay } from '~/lib/sold-out'
import type { VenueClock } from '~/lib/venue-clock'
import type { Database } from '../db/client'
import { pgError } from '../db/pg-errors'
import { menuCategories, menuItems } from '../db/schema'
import { findCategory, requireItemCategory } from './categories'
import { NotFoundError } from './errors'

type MenuItemRow = typeof menuItems.$inferSelect

const MENU_ITEM_NOT_FOUND = 'Menu item not found'

/** The one serializer of a menu row, in MenuItemJson's order: the item's own fields, then its diet labels and sold-out state. */
export function toMenuItemJson(row: MenuItemRow, now: Date): MenuItemJson {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    category: row.category,
    imageUrl: row.imageUrl,
    isSpecial: row.isSpecial,
    dietLabels: sortedDietLabels(row.dietLabels),
    soldOutUntil: activeSoldOutUntil(row.soldOutUntil, now)?.toISOString() ?? null,
  }
}

/** A menu row as guests read it in `lang` (app/lib/translated-content.ts); English is toMenuItemJson's answer. */
export function toPublicMenuItemJson(row: MenuItemRow, now: Date, lang: Language): MenuItemJson {
  return translateFields(toMenuItemJson(row, now), row.translations, lang, ['name', 'description'])
}

/** The items of every category of one kind, in id order. */
async function listKind(db: Database, now: Date, kind: CategoryKind, lang: Language): Promise<MenuItemJson[]> {
  const rows = await db
    .select({ item: menuItems })
    .from(menuItems)
    .innerJoin(menuCategories, eq(menuCategories.slug, menuItems.category))
    .where(eq(menuCategories.kind, kind))
    .orderBy(asc(menuItems.id))
  return rows.map(({ item }) => toPublicMenuItemJson(item, now, lang))
}

/** GET /api/menu: the food menu (items of food categories), in `lang` (default English). */
export function listMenu(db: Database, now: Date, lang: Language = 'en'): Promise<MenuItemJson[]> {
  return listKind(db, now, 'food', lang)
}

/** GET /api/drinks: the drinks menu (items of drink categories), in `lang` (default English). */
export function listDrinks(db: Database, now: Date, lang: Language = 'en'): Promise<MenuItemJson[]> {
  return listKind(db, now, 'drink', lang)
}

/** The items of one category in id order; null when there is no such category (or it is not of `kind`). */
export async function listCategoryItems(db: Database, now: Date, slug: string, kind?: CategoryKind, lang: Language = 'en'): Promise<MenuItemJson[] | null> {
  const category = await findCategory(db, slug)
  if (!category || (kind && category.kind !== kind)) return null
  return listItemsInCategory(db, now, slug, lang)
}

/** The items filed under `slug`, in id order, for a caller that has already looked the category up. */
export async function listItemsInCategory(db: Database, now: Date, slug: string, lang: Language = 'en'): Promise<MenuItemJson[]> {
  const rows = await db.select().from(menuItems).where(eq(menuItems.category, slug)).orderBy(asc(menuItems.id))
  return rows.map((row) => toPublicMenuItemJson(row, now, lang))
}

/**
 * A write that names a category deleted meanwhile is refused like an unknown one (the foreign key's word). The write
 * runs in a (nested) transaction of its own, so that the category can still be read after it failed inside the
 * caller's transaction.
 */
async function withKnownCategory<T>(db: Database, category: string, write: (tx: Database) => Promise<T>): Promise<T> {
  await requireItemCategory(db, category)
  try {
    return await db.transaction((tx) => write(tx as unknown as Database))
  } catch (error) {
    if (pgError(error)?.code === '23503') await requireItemCategory(db, category)
    throw error
  }
}

export async function createMenuItem(db: Database, clock: VenueClock, input: MenuItemInput): Promise<MenuItemJson> {
  return withKnownCategory(db, input.category, async (tx) => {
    const [row] = await tx.insert(menuItems).values(input).returning()
    return toMenuItemJson(row, clock.read().instant)
  })
}

export async function updateMenuItem(db: Database, clock: VenueClock, id: number, input: MenuItemInput): Promise<MenuItemJson> {
  return withKnownCategory(db, input.category, async (tx) => {
    const [row] = await tx.update(menuItems).set(input).where(eq(menuItems.id, id)).returning()
    if (!row) throw new NotFoundError(MENU_ITEM_NOT_FOUND)
    return toMenuItemJson(row, clock.read().instant)
  })
}

/** The staff list's one-click toggles: special, and sold out until the venue day ends. */
export async function setMenuItemFlags(db: Database, clock: VenueClock, id: number, flags: MenuItemFlags): Promise<MenuItemJson> {
  const now = clock.read().instant
  const soldOutUntil = flags.soldOutToday === undefined ? undefined : flags.soldOutToday ? endOfVenueDay(clock.timeZone, now) : null
  const [row] = await db
    .update(menuItems)
    .set({ isSpecial: flags.isSpecial, soldOutUntil })
    .where(eq(menuItems.id, id))
    .returning()
  if (!row) throw new NotFoundError(MENU_ITEM_NOT_FOUND)
  return toMenuItemJson(row, now)
}

export async function deleteMenuItem(db: Database, id: number): Promise<void> {
  const rows = await db.delete(menuItems).where(eq(menuItems.id, id)).returning({ id: menuItems.id })
  if (rows.length === 0) throw new NotFoundError(MENU_ITEM_NOT_FOUND)
}
