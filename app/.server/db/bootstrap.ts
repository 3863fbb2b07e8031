import { eq } from 'drizzle-orm'
import type { Config } from '../config'
import type { Logger } from '../logger'
import { generatePassword } from '../auth/password'
import { countStaff, upsertStaff } from '../services/staff'
import type { Database, DatabaseHandle } from './client'
import { demoEvents, demoMenu, demoOffers, demoTables } from './demo-data'
import { appMeta, events, menuItems, offerItems, tables } from './schema'

const DEMO_FLAG = 'demo_data_loaded_at'

/** Loads the demo data into an empty database, once: never again after staff have made changes. */
export async function loadDemoDataOnce(db: Database, timeZone: string, now = new Date()): Promise<boolean> {
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
        })),
      )
      // Inserted one by one so that ids follow the listed order (breakfast extras are ids 8-19).
      for (const row of rows) await tx.insert(menuItems).values(row)
      await tx.insert(offerItems).values(demoOffers.map((o) => ({ name: o.name, price: o.pesos * 100, isActive: o.isActive })))
      await tx.insert(events).values(demoEvents(timeZone, now))
      await tx.insert(tables).values(demoTables).onConflictDoNothing()
    }
    await tx.insert(appMeta).values({ key: DEMO_FLAG, value: now.toISOString() })
    return !anyItem
  })
}

/** Creates the first staff account when there is none. */
export async function ensureFirstStaffAccount(db: Database, config: Config, logger: Logger): Promise<void> {
  if ((await countStaff(db)) > 0) return
  const username = config.ADMIN_USERNAME ?? 'admin'
  if (config.ADMIN_PASSWORD) {
    await upsertStaff(db, username, config.ADMIN_PASSWORD)
    logger.info({ username }, 'created the first staff account from ADMIN_USERNAME/ADMIN_PASSWORD')
    return
  }
  const password = generatePassword()
  await upsertStaff(db, username, password)
  // Printed once, on purpose outside the structured log: nobody else will ever see this password.
  console.log(
    `\n  First staff account created.\n  Username: ${username}\n  Password: ${password}\n` +
      `  Keep it safe: it is not stored anywhere readable. Reset it with: npm run staff -- reset ${username}\n`,
  )
}

/** Start-up work: migrations, demo data, first staff account; serialised across app processes. */
export async function prepareDatabase(
  handle: DatabaseHandle,
  options: { migrationsFolder: string; config: Config; logger: Logger },
): Promise<void> {
  const { migrationsFolder, config, logger } = options
  await handle.withStartupLock(async () => {
    await handle.migrate(migrationsFolder)
    if (config.SEED_DEMO_DATA && (await loadDemoDataOnce(handle.db, config.VENUE_TIMEZONE))) {
      logger.info('loaded the demo data into the empty database')
    }
    await ensureFirstStaffAccount(handle.db, config, logger)
  })
}
