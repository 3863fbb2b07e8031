/**
 * Menu categories, staff-managed. Every write runs in one transaction holding the table's exclusive lock, so the
 * positions stay 1..N and a slug check never races another write; guests' reads are not blocked by it.
 */
import { asc, count, eq, sql } from 'drizzle-orm'
import { CATEGORY_SLUG_MAX_LENGTH, type CategoryInUseBody, type CategoryJson, categoryMessages } from '~/contracts/categories'
import type { CategoryCreateInput, CategoryUpdateInput } from '~/contracts/categories.schemas'
import { menuItemMessages } from '~/contracts/menu'
import type { Language } from '~/lib/languages'
import { isSlug, slugify, uniqueSlug } from '~/lib/slug'
import { translateFields } from '~/lib/translated-content'
import type { Database } from '../db/client'
import { pgError } from '../db/pg-errors'
import { menuCategories, menuItems } from '../db/schema'
import { ConflictError, InputError, NotFoundError } from './errors'

type CategoryRow = typeof menuCategories.$inferSelect
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

function toCategoryJson(row: CategoryRow): CategoryJson {
  return { slug: row.slug, name: row.name, kind: row.kind, position: row.position }
}

/** Every category in display order; in `lang` for guests (names translated where staff did: translated-content.ts). */
export async function listCategories(db: Database, lang: Language = 'en'): Promise<CategoryJson[]> {
  const rows = await db.select().from(menuCategories).orderBy(asc(menuCategories.position), asc(menuCategories.id))
  return rows.map((row) => translateFields(toCategoryJson(row), row.translations, lang, ['name']))
}

/** The category with this slug; null for none, and for text that cannot be a slug (never sent to the database). */
export async function findCategory(db: Database, slug: string): Promise<CategoryJson | null> {
  if (slug.length > CATEGORY_SLUG_MAX_LENGTH || !isSlug(slug)) return null
  const [row] = await db.select().from(menuCategories).where(eq(menuCategories.slug, slug))
  return row ? toCategoryJson(row) : null
}

async function withCategoriesLocked<T>(db: Database, work: (tx: Transaction, rows: CategoryRow[]) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`lock table menu_categories in exclusive mode`)
      const rows = await tx.select().from(menuCategories).orderBy(asc(menuCategories.position), asc(menuCategories.id))
      return work(tx, rows)
    })
  } catch (error) {
    // The unique index on lower(name) is the last word on duplicate names (the check below reads the same rows).
    if (pgError(error)?.constraint === 'menu_categories_name_key') throw new ConflictError(categoryMessages.nameTakenAnyCase)
    throw error
  }
}

function requireRow(rows: CategoryRow[], slug: string): CategoryRow {
  const row = rows.find((r) => r.slug === slug)
  if (!row) throw new NotFoundError(categoryMessages.notFound(slug))
  return row
}

function checkNameFree(rows: CategoryRow[], name: string, except?: CategoryRow) {
  const taken = rows.find((r) => r !== except && r.name.toLowerCase() === name.toLowerCase())
  if (taken) throw new ConflictError(categoryMessages.nameTaken(taken.name))
}

function checkSlugFree(rows: CategoryRow[], slug: string, except?: CategoryRow) {
  if (rows.some((r) => r !== except && r.slug === slug)) throw new ConflictError(categoryMessages.slugTaken(slug))
}

/** Writes positions 1..N in the given order, touching only the rows whose position changed. */
async function renumber(tx: Transaction, ordered: CategoryRow[]) {
  for (const [index, row] of ordered.entries()) {
    if (row.position !== index + 1) await tx.update(menuCategories).set({ position: index + 1 }).where(eq(menuCategories.id, row.id))
  }
}

/** A new category, last in the list; its slug is made from the name unless given. */
export async function createCategory(db: Database, input: CategoryCreateInput): Promise<CategoryJson> {
  return withCategoriesLocked(db, async (tx, rows) => {
    checkNameFree(rows, input.name)
    let slug = input.slug
    if (slug) checkSlugFree(rows, slug)
    else {
      const base = slugify(input.name, CATEGORY_SLUG_MAX_LENGTH)
      if (!base) throw InputError.field('name', categoryMessages.slugFromName)
      slug = uniqueSlug(base, new Set(rows.map((r) => r.slug)), CATEGORY_SLUG_MAX_LENGTH)
    }
    const [row] = await tx.insert(menuCategories).values({ slug, name: input.name, kind: input.kind, position: rows.length + 1, translations: input.translations }).returning()
    return toCategoryJson(row)
  })
}

/** Renames, re-slugs (the items follow: ON UPDATE CASCADE) and moves a category to `position` in the whole list. */
export async function updateCategory(db: Database, slug: string, input: CategoryUpdateInput): Promise<CategoryJson> {
  return withCategoriesLocked(db, async (tx, rows) => {
    const row = requireRow(rows, slug)
    if (input.name !== undefined) checkNameFree(rows, input.name, row)
    if (input.slug !== undefined) checkSlugFree(rows, input.slug, row)
    const [updated] = await tx
      .update(menuCategories)
      .set({ name: input.name ?? row.name, slug: input.slug ?? row.slug, translations: input.translations })
      .where(eq(menuCategories.id, row.id))
      .returning()
    if (input.position === undefined) return toCategoryJson(updated)
    const others = rows.filter((r) => r !== row)
    const place = Math.min(input.position, rows.length) - 1
    await renumber(tx, [...others.slice(0, place), updated, ...others.slice(place)])
    return { ...toCategoryJson(updated), position: place + 1 }
  })
}

/**
 * Deletes a category. One with items is refused (409) unless `moveTo` names another category of the same kind:
 * then its items move there and it is deleted in the same transaction, so nothing is lost if either step fails.
 */
export async function deleteCategory(db: Database, slug: string, moveTo?: string): Promise<void> {
  await withCategoriesLocked(db, async (tx, rows) => {
    const row = requireRow(rows, slug)
    if (moveTo !== undefined) {
      const target = rows.find((r) => r.slug === moveTo)
      if (moveTo === slug) throw InputError.field('moveTo', categoryMessages.moveToSame)
      if (!target) throw InputError.field('moveTo', categoryMessages.moveToUnknown(moveTo))
      if (target.kind !== row.kind) throw InputError.field('moveTo', categoryMessages.moveToKind)
      await tx.update(menuItems).set({ category: target.slug }).where(eq(menuItems.category, slug))
    } else {
      const [{ n }] = await tx.select({ n: count() }).from(menuItems).where(eq(menuItems.category, slug))
      if (n > 0) throw new ConflictError<CategoryInUseBody>(categoryMessages.inUse(row.name, n), { itemCount: n })
    }
    await tx.delete(menuCategories).where(eq(menuCategories.id, row.id))
    await renumber(tx, rows.filter((r) => r !== row))
  })
}

/** The category an item names, or the field error that lists the ones there are. */
export async function requireItemCategory(db: Database, slug: string): Promise<CategoryJson> {
  const category = await findCategory(db, slug)
  if (category) return category
  const slugs = (await listCategories(db)).map((c) => c.slug)
  throw InputError.field('category', menuItemMessages.unknownCategory(slugs))
}
