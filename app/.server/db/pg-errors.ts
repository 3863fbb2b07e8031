/** Reading PostgreSQL's refusals through the driver's (possibly wrapped) errors. */

interface PgErrorLike {
  code?: string
  constraint?: string
}

/** The PostgreSQL error behind a (possibly wrapped) driver error, when there is one. */
export function pgError(error: unknown): PgErrorLike | null {
  let current: unknown = error
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as PgErrorLike & { cause?: unknown }
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate
    current = candidate.cause
  }
  return null
}

// table_holds_no_overlap is the exclusion constraint of drizzle/0010 (23P01); table_holds_pk named the holds before it.
const HOLD_CONSTRAINTS = new Set([
  'table_holds_no_overlap',
  'table_holds_pk',
  'bar_seat_holds_pk',
  'bar_seat_holds_capacity',
  'table_holds_capacity',
  'table_holds_table_active',
])

/** True when the database refused a booking because its seats are taken (the last line of defence). */
export function isHoldViolation(error: unknown): boolean {
  const pg = pgError(error)
  return Boolean(pg?.constraint && HOLD_CONSTRAINTS.has(pg.constraint))
}

export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const pg = pgError(error)
  return pg?.code === '23505' && pg.constraint === constraint
}
