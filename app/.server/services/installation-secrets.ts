import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import { installationSecrets } from '../db/schema'

/**
 * The installation's secret of this name: made (32 random bytes) by the first process that asks, read by every
 * other. Made at start-up, never by the build, so no two installations share one.
 */
export async function installationSecret(db: Database, name: string): Promise<Buffer> {
  await db.insert(installationSecrets).values({ name, secret: randomBytes(32) }).onConflictDoNothing()
  const [row] = await db.select({ secret: installationSecrets.secret }).from(installationSecrets).where(eq(installationSecrets.name, name))
  return Buffer.from(row.secret)
}

/** The key that signs visitor cookies (visitor-id.ts). */
export const loadVisitorSecret = (db: Database) => installationSecret(db, 'visitor-id')
