/**
 * The audit trail: read by owners, page by page; written by the database's trigger (drizzle/0015) for every table
 * staff manage, and here only for what no trigger sees (the outbox holds guests' addresses: resending an e-mail is
 * recorded by hand, without them). Purged after AUDIT_KEEP_DAYS.
 */
import { and, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm'
import { AUDIT_KEEP_DAYS, AUDIT_PAGE_SIZE, type AuditAction, type AuditEntryJson, auditMessages, type AuditPageJson, type AuditResource } from '~/contracts/audit'
import type { AuditQuery } from '~/contracts/audit.schemas'
import { camelCaseKeys } from '~/lib/audit-changes'
import type { Database } from '../db/client'
import { auditLog } from '../db/schema'
import { InputError } from './errors'

const DAY_MS = 24 * 60 * 60 * 1000

/** The actor the current transaction named (nameActor), as the trigger reads it. */
const CURRENT_ACTOR = sql<string>`coalesce(nullif(current_setting('app.actor', true), ''), 'system')`

export interface AuditRecord {
  action: AuditAction
  resource: AuditResource
  resourceId: string | number
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
}

/** Records a change the trigger cannot see, in the caller's transaction and under the actor it named. */
export async function recordAudit(tx: Database, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    at: sql`clock_timestamp()`,
    actor: CURRENT_ACTOR,
    action: record.action,
    resource: record.resource,
    resourceId: String(record.resourceId),
    before: record.before,
    after: record.after,
  })
}

/** The cursor's inside: the last entry's time to the microsecond (UTC) and its id. Clients treat it as opaque. */
const CURSOR_PATTERN = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([1-9]\d{0,9})$/

export function encodeAuditCursor(at: string, id: number): string {
  return Buffer.from(`${at}|${id}`).toString('base64url')
}

export function decodeAuditCursor(cursor: string): { at: string; id: number } | null {
  if (!/^[A-Za-z0-9_-]{1,120}$/.test(cursor)) return null
  const match = CURSOR_PATTERN.exec(Buffer.from(cursor, 'base64url').toString('utf8'))
  if (!match || Number(match[2]) > 2_147_483_647 || Number.isNaN(Date.parse(match[1]))) return null
  return { at: match[1], id: Number(match[2]) }
}

/** The venue's midnight starting `date`, as the database computes it (time zone rules included). */
const venueMidnight = (date: string, timeZone: string) => sql`(${date}::date::timestamp at time zone ${timeZone})`

/** GET /api/audit: newest first, AUDIT_PAGE_SIZE at a time, keyset on (at, id). `from`/`to` are venue days, both included. */
export async function listAudit(db: Database, query: AuditQuery, timeZone: string): Promise<AuditPageJson> {
  const conditions: SQL[] = []
  if (query.actor) conditions.push(eq(auditLog.actor, query.actor))
  if (query.resource) conditions.push(eq(auditLog.resource, query.resource))
  if (query.resourceId) conditions.push(eq(auditLog.resourceId, query.resourceId))
  if (query.from) conditions.push(gte(auditLog.at, venueMidnight(query.from, timeZone)))
  if (query.to) conditions.push(lt(auditLog.at, sql`(${venueMidnight(query.to, timeZone)} + interval '1 day')`))
  if (query.cursor) {
    const after = decodeAuditCursor(query.cursor)
    if (!after) throw InputError.field('cursor', auditMessages.cursor)
    const at = sql`${after.at}::timestamptz`
    conditions.push(or(lt(auditLog.at, at), and(eq(auditLog.at, at), lt(auditLog.id, after.id)))!)
  }
  const rows = await db
    .select({
      entry: auditLog,
      atKey: sql<string>`to_char(${auditLog.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1)
  const page = rows.slice(0, AUDIT_PAGE_SIZE)
  const last = page.at(-1)
  return {
    entries: page.map(({ entry }) => toAuditEntryJson(entry)),
    nextCursor: rows.length > AUDIT_PAGE_SIZE && last ? encodeAuditCursor(last.atKey, last.entry.id) : null,
  }
}

function toAuditEntryJson(row: typeof auditLog.$inferSelect): AuditEntryJson {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actor,
    action: row.action as AuditAction,
    resource: row.resource,
    resourceId: row.resourceId,
    before: camelCaseKeys(row.before as Record<string, unknown> | null),
    after: camelCaseKeys(row.after as Record<string, unknown> | null),
  }
}

/** Deletes the entries older than AUDIT_KEEP_DAYS; the number deleted. */
export async function purgeOldAuditEntries(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(auditLog)
    .where(lt(auditLog.at, new Date(now.getTime() - AUDIT_KEEP_DAYS * DAY_MS)))
    .returning({ id: auditLog.id })
  return deleted.length
}
