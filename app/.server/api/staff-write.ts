import type { Context } from 'hono'
import type { AppEnv } from '../app-deps'
import { asActor } from '../db/actor'
import type { Database } from '../db/client'

/**
 * Runs a staff route's change in one transaction named for the signed-in staff member, so the audit trail
 * (drizzle/0015) records who made it. Read the body before: a transaction is never held open while a client sends.
 */
export function asStaff<T>(c: Context<AppEnv>, db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return asActor(db, c.get('staff').username, work)
}
