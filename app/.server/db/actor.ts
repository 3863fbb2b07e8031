/**
 * Who makes a change: the database's audit trail (drizzle/0015) and a booking's status history (drizzle/0008) record
 * the actor the writing transaction named, or 'system' when it named none.
 */
import { sql } from 'drizzle-orm'
import type { Database } from './client'

/** The guest themselves (their own booking, change or cancellation). */
export const GUEST_ACTOR = 'guest'
/** `npm run staff`, run by someone at the server's shell. */
export const COMMAND_LINE_ACTOR = 'command line'

/** Names the actor of the transaction `tx` is in (until it ends). */
export async function nameActor(tx: Database, actor: string): Promise<void> {
  await tx.execute(sql`select set_config('app.actor', ${actor}, true)`)
}

/** Runs `work` in a transaction whose changes are recorded as `actor`'s. */
export function asActor<T>(db: Database, actor: string, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await nameActor(tx as unknown as Database, actor)
    return work(tx as unknown as Database)
  })
}
