import type { HttpBindings } from '@hono/node-server'
import type { VenueClock } from '~/lib/venue-clock'
import type { Config } from '../config'
import type { Database } from '../db/client'
import type { Logger } from '../logger'
import type { Staff } from '../services/staff'

/** What every router and the page handler need; the same factory serves production and tests. */
export interface AppDeps {
  db: Database
  config: Config
  /** The venue's clock (VENUE_TIMEZONE and now): the one source of "today" and "now" for every rule. */
  clock: VenueClock
  logger: Logger
  ping(): Promise<void>
  /** False while the database is known to be unreachable: answer 503 at once instead of waiting. */
  isAvailable(): boolean
}

export interface AppEnv {
  Bindings: Partial<HttpBindings>
  Variables: { staff: Staff; secureHeadersNonce?: string }
}
