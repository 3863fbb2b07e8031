/** The back office's view of the outbox: the list, a message's preview, resending or dismissing a failed one, the counts. */
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import {
  EMAIL_LIST_LIMIT,
  type EmailJson,
  type EmailKind,
  emailMessages,
  type EmailPreviewJson,
  type EmailStatus,
  type EmailSummaryJson,
} from '~/contracts/emails'
import { asActor } from '../db/actor'
import type { Database } from '../db/client'
import { emailOutbox } from '../db/schema'
import { isSystemNotice, type OutboxContent, outboxSubject, renderOutboxEmail } from '../email/outbox-email'
import { recordAudit } from './audit'
import { ConflictError, NotFoundError } from './errors'

type OutboxRow = typeof emailOutbox.$inferSelect

function toEmailJson(row: OutboxRow): EmailJson {
  const content = row.content as OutboxContent
  return {
    id: row.id,
    kind: row.kind as EmailKind,
    to: row.recipient,
    subject: outboxSubject(row.kind as EmailKind, content),
    status: row.status as EmailStatus,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    sendAfter: row.sendAfter.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    lastError: row.lastError,
    reference: isSystemNotice(content) ? null : (content.booking?.reference ?? null),
  }
}

/** The newest messages first (at most EMAIL_LIST_LIMIT). */
export async function listEmails(db: Database): Promise<EmailJson[]> {
  const rows = await db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id)).limit(EMAIL_LIST_LIMIT)
  return rows.map(toEmailJson)
}

async function findEmail(db: Database, id: number): Promise<OutboxRow> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id))
  if (!row) throw new NotFoundError(emailMessages.notFound)
  return row
}

/** What a preview shows in place of the guest's private token: with it, staff could act as the guest. */
export const HIDDEN_TOKEN = '[private-token]'

/** One message as it is (or was) sent, but for the guest's private token (HIDDEN_TOKEN). */
export async function previewEmail(db: Database, id: number): Promise<EmailPreviewJson> {
  const row = await findEmail(db, id)
  const content = row.content as OutboxContent
  const shown = isSystemNotice(content) ? content : { ...content, manageToken: content.manageToken ? HIDDEN_TOKEN : null }
  const message = renderOutboxEmail(row.kind as EmailKind, shown)
  return {
    ...toEmailJson(row),
    text: message.text,
    html: message.html,
    attachments: message.attachments.map(({ fileName, contentType }) => ({ fileName, contentType })),
  }
}

/**
 * The audit record of a staff change to a failed message, in its transaction: the outbox is under no trigger, as it
 * holds guests' addresses, so only the kind and the status are recorded.
 */
function recordEmailChange(tx: Database, row: OutboxRow, before: EmailStatus) {
  return recordAudit(tx, { action: 'update', resource: 'email', resourceId: row.id, before: { kind: row.kind, status: before }, after: { kind: row.kind, status: row.status } })
}

/** Staff (`actor`) send a failed message again: queued at once, with a new round of attempts. */
export async function resendEmail(db: Database, id: number, now: Date, actor: string): Promise<EmailJson> {
  const row = await asActor(db, actor, async (tx) => {
    const [updated] = await tx
      .update(emailOutbox)
      .set({ status: 'queued', attempts: 0, sendAfter: now, firstFailedAt: null, claimedUntil: null })
      .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'failed')))
      .returning()
    if (updated) await recordEmailChange(tx, updated, 'failed')
    return updated
  })
  if (row) return toEmailJson(row)
  await findEmail(db, id)
  throw new ConflictError(emailMessages.resendOnlyFailed)
}

/**
 * Staff give up on a failed message (they reached the guest another way, the address was wrong): it is no longer
 * counted by the dashboard's warning, and says who dismissed it.
 */
export async function dismissEmail(db: Database, id: number, staff: string): Promise<EmailJson> {
  const row = await asActor(db, staff, async (tx) => {
    const [updated] = await tx
      .update(emailOutbox)
      .set({ status: 'cancelled', lastError: sql`coalesce(${emailOutbox.lastError}, '') || ${` (dismissed by ${staff})`}` })
      .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'failed')))
      .returning()
    if (updated) await recordEmailChange(tx, updated, 'failed')
    return updated
  })
  if (row) return toEmailJson(row)
  await findEmail(db, id)
  throw new ConflictError(emailMessages.dismissOnlyFailed)
}

export const FAILING_WARNING_MS = 60 * 60 * 1000

/**
 * The outbox's counts. The dashboard warns of messages failing for an hour or more about bookings from `today` on:
 * one about a booking that is past no longer matters, and staff may dismiss a failed one.
 */
export async function emailSummary(db: Database, now: Date, today: string, mailServer: boolean): Promise<EmailSummaryJson> {
  const failingSince = new Date(now.getTime() - FAILING_WARNING_MS)
  const [counts] = await db
    .select({
      queued: sql<number>`count(*) filter (where ${emailOutbox.status} = 'queued')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${emailOutbox.status} = 'failed')`.mapWith(Number),
      failingOverAnHour: sql<number>`count(*) filter (where ${emailOutbox.firstFailedAt} <= ${failingSince} and ${emailOutbox.content}->'booking'->>'date' >= ${today})`.mapWith(Number),
    })
    .from(emailOutbox)
    .where(inArray(emailOutbox.status, ['queued', 'failed']))
  return { mailServer, queued: counts.queued, failed: counts.failed, failingOverAnHour: counts.failingOverAnHour }
}
