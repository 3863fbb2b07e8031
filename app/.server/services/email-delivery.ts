/**
 * The sender's side of the outbox: it claims each due message with a lock (FOR UPDATE SKIP LOCKED), so two app
 * processes on one database never send the same message, and records how the attempt went.
 */
import { and, asc, eq, lt, lte, or, sql } from 'drizzle-orm'
import type { EmailKind } from '~/contracts/emails'
import type { Database } from '../db/client'
import { emailOutbox } from '../db/schema'
import type { OutboxContent } from '../email/outbox-email'

/**
 * How long one process may take to send the message it claimed before another may take it over: well beyond the SMTP
 * time limits of one message (10 s to connect, 10 s for the greeting, 30 s of silence).
 */
export const CLAIM_MS = 5 * 60 * 1000

/** A message claimed for sending: its row, and what it says. */
export interface ClaimedEmail {
  id: number
  kind: EmailKind
  recipient: string
  content: OutboxContent
  /** This attempt's number, from 1. */
  attempt: number
}

/**
 * Claims the next message due at `now` for this process, or null: it is locked while claimed (SKIP LOCKED: another
 * process claiming at the same moment takes another row), its attempt counted, and its claim held for CLAIM_MS.
 */
export async function claimDueEmail(db: Database, now: Date): Promise<ClaimedEmail | null> {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.status, 'queued'),
          lte(emailOutbox.sendAfter, now),
          or(sql`${emailOutbox.claimedUntil} is null`, lt(emailOutbox.claimedUntil, now)),
        ),
      )
      .orderBy(asc(emailOutbox.sendAfter), asc(emailOutbox.id))
      .limit(1)
      .for('update', { skipLocked: true })
    if (!due) return null
    const [row] = await tx
      .update(emailOutbox)
      .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS), attempts: sql`${emailOutbox.attempts} + 1` })
      .where(eq(emailOutbox.id, due.id))
      .returning()
    return { id: row.id, kind: row.kind as EmailKind, recipient: row.recipient, content: row.content as OutboxContent, attempt: row.attempts }
  })
}

export async function markEmailSent(db: Database, id: number, now: Date) {
  await db.update(emailOutbox).set({ status: 'sent', sentAt: now, claimedUntil: null, lastError: null }).where(eq(emailOutbox.id, id))
}

/** A message that is no longer worth sending (its booking has started): kept, with the reason, as not sent. */
export async function markEmailNotSent(db: Database, id: number, reason: string) {
  await db.update(emailOutbox).set({ status: 'cancelled', claimedUntil: null, lastError: reason }).where(eq(emailOutbox.id, id))
}

/**
 * A failed attempt: tried again at `retryAt`, or failed for good (null). A message dropped meanwhile (a reminder whose
 * booking was cancelled while it was being sent) stays dropped.
 */
export async function markEmailFailed(db: Database, id: number, now: Date, error: string, retryAt: Date | null) {
  await db
    .update(emailOutbox)
    .set({
      status: retryAt ? 'queued' : 'failed',
      sendAfter: retryAt ?? now,
      claimedUntil: null,
      lastError: error.slice(0, 500),
      firstFailedAt: sql`coalesce(${emailOutbox.firstFailedAt}, ${now})`,
    })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'queued')))
}
