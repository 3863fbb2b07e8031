import type { HttpBindings } from '@hono/node-server'
import type { VenueClock } from '~/lib/venue-clock'
import type { Config } from './config'
import type { Database } from './db/client'
import type { ProcessedImage, ProcessOptions } from './image-processing'
import type { Logger } from './logger'
import type { PreparedAnswer } from './prepared-answer'
import type { FollowingCache, ReadCache } from './read-cache'
import type { Staff } from './services/staff'
import type { SystemDeps } from './services/system'

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
  /** The prepared answers of the public reads, dropped whenever the content changes (read-cache.ts). */
  reads: ReadCache<PreparedAnswer>
  /** The processing of an upload, when not image-processing.ts's own (a test's slow stand-in). */
  processImage?: (bytes: Buffer, options: ProcessOptions) => Promise<ProcessedImage>
  /** Signs the visitor cookies (visitor-id.ts): this installation's own, read from the database at start-up. */
  visitorSecret: Uint8Array
  /** The engine, the start time and the backups of this process (the System page). */
  system: SystemDeps
  /** Told of each URL the app answered from the read cache, to answer the next ones itself (front-door.ts; absent in API tests). */
  frontDoor?: {
    remember(url: string, key: string, answer: PreparedAnswer, instant: number, from?: FollowingCache<PreparedAnswer>): void
  }
}

export interface AppEnv {
  Bindings: Partial<HttpBindings>
  Variables: {
    staff: Staff
    /** This page's Content-Security-Policy nonce (pages rendered for one request only). */
    nonce?: string
    /** Set by sendPrepared: the answer already carries every header it needs. */
    prepared?: boolean
    /** Aborts when the request deadline has answered 503: the work still running is nobody's answer any more. */
    deadline?: AbortSignal
  }
}
