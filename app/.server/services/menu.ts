import { asc, eq } from 'drizzle-orm'
import type { MenuCategory } from '~/lib/constants'
import type { MenuItemInput } from '~/contracts/menu.schemas'
import type { Database } from '../db/client'
import { menuItems } from '../db/schema'

export type MenuItem = typeof menuItems.$inferSelect

export function listMenu(db: Database): Promise<MenuItem[]> {
  return db.select().from(menuItems).orderBy(asc(menuItems.id))
}

export function listMenuByCategory(db: Database, category: MenuCategory): Promise<MenuItem[]> {
  return db.select().from(menuItems).where(eq(menuItems.category, category)).orderBy(asc(menuItems.id))
}

export async function createMenuItem(db: Database, input: MenuItemInput): Promise<MenuItem> {
  const [row] = await db.insert(menuItems).values(input).returning()
  return row
}

export async function updateMenuItem(db: Database, id: number, input: MenuItemInput): Promise<MenuItem | null> {
  const [row] = await db.update(menuItems).set(input).where(eq(menuItems.id, id)).returning()
  return row ?? null
}

export async function deleteMenuItem(db: Database, id: number): Promise<boolean> {
  const rows = await db.delete(menuItems).where(eq(menuItems.id, id)).returning({ id: menuItems.id })
  return rows.length > 0
}
