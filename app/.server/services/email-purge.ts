/** How long the outbox keeps what it wrote. */
import { and, isNotNull, lt, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { emailOutbox } from '../db/schema'

/** How long a message is kept after it was written, once its booking is past. */
export const EMAIL_KEEP_DAYS = 90
const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Forgets the private token (a booking's, a waitlist entry's) of messages about bookings that are past (it is kept
 * only while later messages about the booking may need it), and deletes messages written more than EMAIL_KEEP_DAYS ago about bookings that are past
 * (a booking months ahead keeps its messages, its reminder and its token until its day). A notice about the system (a
 * failed backup) is about no booking: it goes EMAIL_KEEP_DAYS after it was written.
 */
export async function purgeOldEmails(db: Database, now: Date, today: string): Promise<number> {
  await db
    .update(emailOutbox)
    .set({ content: sql`jsonb_set(${emailOutbox.content}, '{manageToken}', 'null'::jsonb)` })
    .where(and(isNotNull(sql`${emailOutbox.content}->>'manageToken'`), sql`${emailOutbox.content}->'booking'->>'date' < ${today}`))
  // The waitlist's messages carry the guest's page token the same way (their 'booking' is the entry's day).
  await db
    .update(emailOutbox)
    .set({ content: sql`jsonb_set(${emailOutbox.content}, '{waitlist,token}', 'null'::jsonb)` })
    .where(and(isNotNull(sql`${emailOutbox.content}->'waitlist'->>'token'`), sql`${emailOutbox.content}->'booking'->>'date' < ${today}`))
  const deleted = await db
    .delete(emailOutbox)
    .where(
      and(
        lt(emailOutbox.createdAt, new Date(now.getTime() - EMAIL_KEEP_DAYS * DAY_MS)),
        sql`(${emailOutbox.content}->'booking'->>'date' < ${today} or ${emailOutbox.content} ? 'notice')`,
      ),
    )
    .returning({ id: emailOutbox.id })
  return deleted.length
}
