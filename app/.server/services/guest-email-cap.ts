/**
 * The per-recipient limit on guest e-mails: whoever fills in the booking form chooses the recipient, so the venue's
 * mail server would otherwise send as many messages to a stranger as bookings can be made. Counted over the outbox
 * rows to the address written in the last 24 hours, inside the transaction that queues the message, one transaction
 * per address at a time (an advisory lock on the address), so parallel bookings cannot both take the last place.
 */
import { and, count, gt, inArray, ne, sql } from 'drizzle-orm'
import { EMAIL_KINDS, type EmailKind } from '~/contracts/emails'
import type { Database } from '../db/client'
import { emailOutbox } from '../db/schema'

const DAY_MS = 24 * 60 * 60 * 1000
/** Advisory lock namespace: one lock per recipient while its guest e-mails are counted (see booking-locks.ts). */
const RECIPIENT_LOCK_NAMESPACE = 7_261_006

/** The messages to the guest, which the limit counts (the venue's notices go to its own address). */
export const GUEST_EMAIL_KINDS: readonly EmailKind[] = EMAIL_KINDS.filter((kind) => !kind.startsWith('staff-'))

/** The address as the count compares it: 'Ana@Example.com ' and 'ana@example.com' are one mailbox. */
export function normalisedRecipient(address: string): string {
  return address.trim().toLowerCase()
}

/**
 * True when `recipient` may get one more guest e-mail (fewer than `perDay` in the last 24 hours, not counting
 * messages that were dropped unsent); `perDay` 0: no limit. Holds the recipient's lock until the transaction ends.
 */
export async function hasRoomForGuestEmail(tx: Database, recipient: string, perDay: number, now: Date): Promise<boolean> {
  if (perDay === 0) return true
  const address = normalisedRecipient(recipient)
  await tx.execute(sql`select pg_advisory_xact_lock(${RECIPIENT_LOCK_NAMESPACE}, hashtext(${address}))`)
  const [recent] = await tx
    .select({ n: count() })
    .from(emailOutbox)
    .where(
      and(
        sql`lower(trim(${emailOutbox.recipient})) = ${address}`,
        inArray(emailOutbox.kind, [...GUEST_EMAIL_KINDS]),
        ne(emailOutbox.status, 'cancelled'),
        gt(emailOutbox.createdAt, new Date(now.getTime() - DAY_MS)),
      ),
    )
  return Number(recent.n) < perDay
}
