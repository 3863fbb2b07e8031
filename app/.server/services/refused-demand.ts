/**
 * Online demand the venue could not seat, for the Reports' heatmap: counts per venue day and hour of the start, and
 * nothing of who asked. Counted without the guest waiting for it or ever seeing it fail.
 */
import { sql } from 'drizzle-orm'
import { DUPLICATE_BOOKING } from '~/contracts/reservations'
import type { Database } from '../db/client'
import { refusedDemand } from '../db/schema'
import type { Logger } from '../logger'
import { ConflictError } from './errors'

/** The hour (0-23) of a start 'HH:mm', on the venue's clock. */
export const hourOf = (time: string) => Number(time.slice(0, 2))

/** Adds one refusal to each of `hours` (each counted once) of the venue day `day`. */
export async function countRefusedDemand(db: Database, day: string, hours: readonly number[]): Promise<void> {
  const distinct = [...new Set(hours)]
  if (distinct.length === 0) return
  await db
    .insert(refusedDemand)
    .values(distinct.map((hour) => ({ day, hour, refused: 1 })))
    .onConflictDoUpdate({ target: [refusedDemand.day, refusedDemand.hour], set: { refused: sql`${refusedDemand.refused} + excluded.refused` } })
}

/** Counts in the background: the guest's answer goes at once, and a failure is only logged. */
export function countRefusedDemandLater(db: Database, logger: Logger, day: string, hours: readonly number[]): void {
  countRefusedDemand(db, day, hours).catch((error: Error) =>
    logger.warn({ err: { message: error.message } }, 'could not count a refused booking request'),
  )
}

/** A 409 that says the time is full (with or without nearby times), not one that refuses a second booking of a guest. */
export function isFullRefusal(error: unknown): boolean {
  if (!(error instanceof ConflictError)) return false
  const body = error.body as { alternatives?: unknown; code?: unknown }
  return Array.isArray(body.alternatives) && body.code !== DUPLICATE_BOOKING
}
