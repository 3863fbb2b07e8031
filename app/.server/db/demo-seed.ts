import { eq } from 'drizzle-orm'
import type { Database } from './client'
import { readDemoGallery, seedDemoGallery } from './demo-gallery'
import { demoEvents, demoMenu, demoOffers, demoTables } from './demo-data'
import { appMeta, events, menuItems, offerItems, tables } from './schema'

const DEMO_FLAG = 'demo_data_loaded_at'

/**
 * Loads the demo data into an empty database, once: never again after staff have made changes. `galleryFile`: the
 * build's prepared demo photos (demo-gallery.ts), read only when they are stored; without it they are encoded here.
 */
export async function loadDemoDataOnce(db: Database, timeZone: string, now = new Date(), galleryFile?: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [flag] = await tx.select().from(appMeta).where(eq(appMeta.key, DEMO_FLAG))
    if (flag) return false
    const [anyItem] = await tx.select({ id: menuItems.id }).from(menuItems).limit(1)
    // A database that already holds a menu is someone's real data: leave it alone.
    if (!anyItem) {
      const rows = demoMenu.flatMap(([category, items]) =>
        items.map((item) => ({
          name: item.name,
          description: item.description,
          price: item.pesos * 100,
          category,
          isSpecial: item.isSpecial ?? false,
          dietLabels: item.dietLabels ?? [],
        })),
      )
      // Inserted one by one so that ids follow the listed order (breakfast extras are ids 8-19).
      for (const row of rows) await tx.insert(menuItems).values(row)
      await tx.insert(offerItems).values(demoOffers.map((o) => ({ name: o.name, price: o.pesos * 100, isActive: o.isActive })))
      await tx.insert(events).values(demoEvents(timeZone, now))
      await tx.insert(tables).values(demoTables).onConflictDoNothing()
      await seedDemoGallery(tx, readDemoGallery(galleryFile))
    }
    await tx.insert(appMeta).values({ key: DEMO_FLAG, value: now.toISOString() })
    return !anyItem
  })
}
