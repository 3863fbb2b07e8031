import { eq } from 'drizzle-orm'
import type { Database } from './client'
import { readDemoGallery, seedDemoGallery } from './demo-gallery'
import { demoEvents, demoMenu, demoOffers, demoTables } from './demo-data'
import { DEMO_CATEGORY_SLUGS, demoCategoryTranslations, demoEventTranslations, demoMenuItemTranslations, demoOfferTranslations } from './demo-translations'
import { appMeta, events, menuCategories, menuItems, offerItems, tables } from './schema'

const DEMO_FLAG = 'demo_data_loaded_at'
/** Set in the build's demo database template: the demo data is there but its events, dated from the start, are not. */
const DEMO_PREPARED = 'demo_data_prepared_at'

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

/** The demo events, with their translations. */
const demoEventRows = (timeZone: string, now: Date) => demoEvents(timeZone, now).map((event) => ({ ...event, translations: demoEventTranslations(event.title) }))

/** The demo data that does not depend on the day: menu (translated, with its categories' names), offers, tables and photos. */
async function insertDemoContent(tx: Transaction, galleryFile: string | undefined) {
  const rows = demoMenu.flatMap(([category, items]) =>
    items.map((item) => ({
      name: item.name,
      description: item.description,
      price: item.pesos * 100,
      category,
      isSpecial: item.isSpecial ?? false,
      dietLabels: item.dietLabels ?? [],
      translations: demoMenuItemTranslations(item.name),
    })),
  )
  // Inserted one by one so that ids follow the listed order (breakfast extras are ids 8-19).
  for (const row of rows) await tx.insert(menuItems).values(row)
  for (const slug of DEMO_CATEGORY_SLUGS) {
    await tx.update(menuCategories).set({ translations: demoCategoryTranslations(slug) }).where(eq(menuCategories.slug, slug))
  }
  await tx
    .insert(offerItems)
    .values(demoOffers.map((o) => ({ name: o.name, price: o.pesos * 100, isActive: o.isActive, translations: demoOfferTranslations(o.name) })))
  await tx.insert(tables).values(demoTables).onConflictDoNothing()
  await seedDemoGallery(tx, readDemoGallery(galleryFile))
}

/**
 * Loads the demo data into an empty database, once: never again after staff have made changes. `galleryFile`: the
 * build's prepared demo photos (demo-gallery.ts), read only when they are stored; without it they are encoded here.
 * A copy of the demo database template (prepareDemoDatabase) only gets its events.
 */
export async function loadDemoDataOnce(db: Database, timeZone: string, now = new Date(), galleryFile?: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [flag] = await tx.select().from(appMeta).where(eq(appMeta.key, DEMO_FLAG))
    if (flag) return false
    const [prepared] = await tx.delete(appMeta).where(eq(appMeta.key, DEMO_PREPARED)).returning()
    const [anyItem] = prepared ? [] : await tx.select({ id: menuItems.id }).from(menuItems).limit(1)
    // A database that already holds a menu is someone's real data: leave it alone.
    if (!anyItem) {
      if (!prepared) await insertDemoContent(tx, galleryFile)
      await tx.insert(events).values(demoEventRows(timeZone, now))
    }
    await tx.insert(appMeta).values({ key: DEMO_FLAG, value: now.toISOString() })
    return !anyItem
  })
}

/** Makes the build's demo database template: the demo data but the events, which loadDemoDataOnce adds at the start. */
export async function prepareDemoDatabase(db: Database, galleryFile: string | undefined, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await insertDemoContent(tx, galleryFile)
    await tx.insert(appMeta).values({ key: DEMO_PREPARED, value: now.toISOString() })
  })
}
