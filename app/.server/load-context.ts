import type { VenueClock } from '~/lib/venue-clock'
import type { Config } from './config'
import type { Database } from './db/client'
import type { Staff } from './services/staff'

/** What loaders and actions receive as `context`: server-only, never serialised to the browser. */
export interface AppLoadContextValue {
  [key: string]: unknown
  db: Database
  config: Config
  /** The venue's clock: loaders read 'today' and 'now' from it, as the API does. */
  clock: VenueClock
  /** The signed-in staff member of this request, or null. */
  staff: Staff | null
  /** The Content-Security-Policy nonce of this response, for the inline scripts React Router writes. */
  nonce: string
  /**
   * Collects the text of inline scripts the page inserts itself once loaded (the deferred boot module), when the
   * page is rendered to be stored: a stored page allows its inline scripts by hash, as it can carry no nonce.
   */
  insertedScripts?: string[]
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends AppLoadContextValue {}
}
