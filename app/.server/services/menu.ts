import { asc, eq } from 'drizzle-orm'
import type { MenuItemJson } from '~/contracts/menu'
import type { MenuItemInput } from '~/contracts/menu.schemas'
import type { MenuCategory } from '~/lib/constants'
import type { Database } from '../db/client'
import { menuItems } from '../db/schema'
import { NotFoundError } from './errors'

type MenuItemRow = typeof menuItems.$inferSelect

const MENU_ITEM_NOT_FOUND = 'Menu item not found'

/** The one serializer of a menu row (spec section 7's fields, in this order). */
export function toMenuItemJson(row: MenuItemRow): MenuItemJson {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    category: row.category,
    imageUrl: row.imageUrl,
    isSpecial: row.isSpecial,
  }
}

export async function listMenu(db: Database): Promise<MenuItemJson[]> {
  const rows = await db.select().from(menuItems).orderBy(asc(menuItems.id))
  return rows.map(toMenuItemJson)
}

export async function listMenuByCategory(db: Database, category: MenuCategory): Promise<MenuItemJson[]> {
  const rows = await db.select().from(menuItems).where(eq(menuItems.category, category)).orderBy(asc(menuItems.id))
  return rows.map(toMenuItemJson)
}

export async function createMenuItem(db: Database, input: MenuItemInput): Promise<MenuItemJson> {
  const [row] = await db.insert(menuItems).values(input).returning()
  return toMenuItemJson(row)
}

export async function updateMenuItem(db: Database, id: number, input: MenuItemInput): Promise<MenuItemJson> {
  const [row] = await db.update(menuItems).set(input).where(eq(menuItems.id, id)).returning()
  if (!row) throw new NotFoundError(MENU_ITEM_NOT_FOUND)
  return toMenuItemJson(row)
}

export async function deleteMenuItem(db: Database, id: number): Promise<void> {
  const rows = await db.delete(menuItems).where(eq(menuItems.id, id)).returning({ id: menuItems.id })
  if (rows.length === 0) throw new NotFoundError(MENU_ITEM_NOT_FOUND)
}
