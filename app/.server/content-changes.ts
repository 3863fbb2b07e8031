import type { DatabaseHandle } from './db/client'
import type { Logger } from './logger'
import type { ReadCache, Sized } from './read-cache'

/** The channel the database announces every committed change to the public content on (migration 0005). */
export const CONTENT_CHANNEL = 'content_changed'

/**
 * Keeps the read cache honest about changes made by any process: each notice drops the prepared reads, and while
 * notices could be missed (before listening, or with the listening connection down) nothing is cached.
 */
export async function followContentChanges(database: Pick<DatabaseHandle, 'listen'>, reads: ReadCache<Sized>, logger?: Logger) {
  reads.trustChanges(false)
  return database.listen(CONTENT_CHANNEL, {
    onChange: () => reads.invalidate(),
    onListening: (listening) => {
      reads.trustChanges(listening)
      if (listening) logger?.debug('hearing content changes: public reads are cached')
      else logger?.warn('content changes could go unheard: public reads are not cached until the database is heard again')
    },
  })
}
