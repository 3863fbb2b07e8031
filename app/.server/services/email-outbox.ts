/**
 * The e-mail outbox: messages are written here in the transaction of the booking change that causes them, so they
 * exist exactly when the change does, and are delivered later by the sender (email-sender.ts), which claims each due
 * row with a lock (FOR UPDATE SKIP LOCKED): two app processes on one database never send the same message.
 */
import { and, asc, desc, eq, inArray, isNotNull, lt, lte, or, sql } from 'drizzle-orm'
import type { ConfirmationEmailState } from '~/contracts/bookings'
import {
  EMAIL_LIST_LIMIT,
  type EmailJson,
  type EmailKind,
  emailMessages,
  type EmailPreviewJson,
  type EmailStatus,
  type EmailSummaryJson,
} from '~/contracts/emails'
import type { BookingSource, ReservationStatus, SeatingPreference } from '~/lib/constants'
import { isExpected } from '~/lib/reservation-status'
import type { Database } from '../db/client'
import { emailOutbox, type reservations } from '../db/schema'
import { type BookingEmailContent, emailSubject, renderEmail } from '../email/booking-email'
import { reminderSendAfter } from '../email/reminder'
import { ConflictError, NotFoundError } from './errors'
import { readVenue } from './venue'

type ReservationRow = typeof reservations.$inferSelect
type OutboxRow = typeof emailOutbox.$inferSelect

/** What every change that writes e-mails knows besides the booking: where links point, and when. */
export interface MailContext {
  /** The site's origin for links (PUBLIC_URL, else the request's). */
  origin: string
  timeZone: string
  /** Hours before a booking its reminder is due; 0: no reminders. */
  reminderHours: number
  /** Whether a mail server is set (SMTP_URL): without one, nothing queued is on its way. */
  mailServer: boolean
  now: Date
}

async function contentOf(tx: Database, row: ReservationRow, mail: MailContext, manageToken: string | null): Promise<BookingEmailContent> {
  const venue = await readVenue(tx)
  return {
    venue: { name: venue.name, address: venue.address, phone: venue.phone, email: venue.email },
    origin: mail.origin,
    timeZone: mail.timeZone,
    changedAt: mail.now.toISOString(),
    booking: {
      id: row.id,
      reference: row.reference ?? `#${row.id}`,
      name: row.name,
      email: row.email,
      phone: row.phone,
      date: row.date,
      time: row.time,
      guests: row.guests,
      seatingPreference: row.seatingPreference as SeatingPreference,
      notes: row.notes,
      status: row.status as ReservationStatus,
      source: row.source as BookingSource,
      version: row.version,
    },
    manageToken,
  }
}

async function queue(tx: Database, kind: EmailKind, row: ReservationRow, recipient: string, content: BookingEmailContent, sendAfter: Date) {
  await tx.insert(emailOutbox).values({ kind, reservationId: row.id, recipient, content, sendAfter, createdAt: new Date(content.changedAt) })
}

/** The private token the booking's earlier messages carry (the token itself is stored nowhere else). */
async function storedToken(tx: Database, reservationId: number): Promise<string | null> {
  const [found] = await tx
    .select({ token: sql<string | null>`${emailOutbox.content}->>'manageToken'` })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.reservationId, reservationId), isNotNull(sql`${emailOutbox.content}->>'manageToken'`)))
    .orderBy(desc(emailOutbox.id))
    .limit(1)
  return found?.token ?? null
}

/** Drops the booking's reminder that has not gone out yet. */
async function cancelReminder(tx: Database, reservationId: number) {
  await tx
    .update(emailOutbox)
    .set({ status: 'cancelled', claimedUntil: null })
    .where(and(eq(emailOutbox.reservationId, reservationId), eq(emailOutbox.kind, 'booking-reminder'), eq(emailOutbox.status, 'queued')))
}

/** The booking's reminder, due `reminderHours` before it: replaces one not sent yet; none when that time has passed. */
async function scheduleReminder(tx: Database, row: ReservationRow, content: BookingEmailContent, mail: MailContext) {
  await cancelReminder(tx, row.id)
  const due = reminderSendAfter(row.date, row.time, mail)
  if (row.email && due && isExpected(row.status as ReservationStatus)) await queue(tx, 'booking-reminder', row, row.email, content, due)
}

/**
 * A booking just made: the guest's confirmation and reminder (when they gave an e-mail; a walk-in is already here),
 * and, for a guest's own booking (`byGuest`), the notice to the venue's e-mail.
 */
export async function queueNewBookingEmails(tx: Database, row: ReservationRow, manageToken: string | null, mail: MailContext, byGuest: boolean) {
  const content = await contentOf(tx, row, mail, manageToken)
  if (row.email && row.source !== 'walk-in') {
    await queue(tx, 'booking-confirmation', row, row.email, content, mail.now)
    await scheduleReminder(tx, row, content, mail)
  }
  if (byGuest && content.venue.email) {
    await queue(tx, 'staff-new-booking', row, content.venue.email, { ...content, manageToken: null }, mail.now)
  }
}

/** The guest cancelled with their private link. */
export async function queueGuestCancellationEmail(tx: Database, row: ReservationRow, manageToken: string, mail: MailContext) {
  await cancelReminder(tx, row.id)
  if (!row.email) return
  const content = await contentOf(tx, row, mail, manageToken)
  await queue(tx, 'booking-cancellation', row, row.email, { ...content, cancelledBy: 'guest' }, mail.now)
}

/** The latest confirmation of a booking, if any. */
async function latestConfirmation(db: Database, reservationId: number): Promise<OutboxRow | undefined> {
  const [row] = await db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.reservationId, reservationId), eq(emailOutbox.kind, 'booking-confirmation')))
    .orderBy(desc(emailOutbox.id))
    .limit(1)
  return row
}

/**
 * Staff changed a booking's status. Cancelled (from pending or confirmed): the guest is told, and the reminder dropped;
 * seated, completed or a no-show: the reminder is dropped. Back on after a cancellation: confirmed again, with a new
 * reminder; back on after a slip (arrived or no-show undone): the reminder returns if still due. Confirmed: a
 * confirmation is sent if the guest never had one (a booking from before e-mails).
 */
export async function queueStatusChangeEmails(tx: Database, before: ReservationRow, after: ReservationRow, mail: MailContext) {
  if (before.status === after.status) return
  const status = after.status as ReservationStatus
  const wasOn = isExpected(before.status as ReservationStatus)
  // A walk-in is already here: nothing is written to them.
  const guestEmail = after.source === 'walk-in' ? null : after.email
  if (!isExpected(status)) {
    await cancelReminder(tx, after.id)
    if (status === 'cancelled' && wasOn && guestEmail) {
      const content = await contentOf(tx, after, mail, await storedToken(tx, after.id))
      await queue(tx, 'booking-cancellation', after, guestEmail, { ...content, cancelledBy: 'venue' }, mail.now)
    }
    return
  }
  if (!guestEmail) return
  const reopened = before.status === 'cancelled'
  const neverConfirmed = status === 'confirmed' && (await latestConfirmation(tx, after.id)) === undefined
  if (!reopened && !neverConfirmed && wasOn) return
  const content = await contentOf(tx, after, mail, await storedToken(tx, after.id))
  if (reopened || neverConfirmed) await queue(tx, 'booking-confirmation', after, guestEmail, content, mail.now)
  await scheduleReminder(tx, after, content, mail)
}

/** Staff moved a booking or changed its party: the guest is told, and the reminder follows the change. */
export async function queueBookingChangeEmail(tx: Database, before: ReservationRow, after: ReservationRow, mail: MailContext) {
  const changed = before.time !== after.time || before.guests !== after.guests
  if (!changed || !after.email || after.source === 'walk-in' || !isExpected(after.status as ReservationStatus)) return
  const content = await contentOf(tx, after, mail, await storedToken(tx, after.id))
  await queue(tx, 'booking-change', after, after.email, { ...content, previous: { time: before.time, guests: before.guests } }, mail.now)
  // The reminder says the new time and party (or goes, when the new time is inside its window).
  await scheduleReminder(tx, after, content, mail)
}

/**
 * What the guest's private page says of the confirmation e-mail. Without a mail server (`mailServer` false) a queued
 * one is not on its way: none was sent.
 */
export async function confirmationEmailState(db: Database, reservationId: number, mailServer: boolean): Promise<ConfirmationEmailState> {
  const row = await latestConfirmation(db, reservationId)
  if (!row || row.status === 'cancelled' || (row.status === 'queued' && !mailServer)) return 'none'
  return row.status as Exclude<EmailStatus, 'cancelled'>
}

function toEmailJson(row: OutboxRow): EmailJson {
  const content = row.content as BookingEmailContent
  return {
    id: row.id,
    kind: row.kind as EmailKind,
    to: row.recipient,
    subject: emailSubject(row.kind as EmailKind, content),
    status: row.status as EmailStatus,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    sendAfter: row.sendAfter.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    lastError: row.lastError,
    reference: content.booking?.reference ?? null,
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
  const content = row.content as BookingEmailContent
  const message = renderEmail(row.kind as EmailKind, { ...content, manageToken: content.manageToken ? HIDDEN_TOKEN : null })
  return {
    ...toEmailJson(row),
    text: message.text,
    html: message.html,
    attachments: message.attachments.map(({ fileName, contentType }) => ({ fileName, contentType })),
  }
}

/** Staff send a failed message again: queued at once, with a new round of attempts. */
export async function resendEmail(db: Database, id: number, now: Date): Promise<EmailJson> {
  const [row] = await db
    .update(emailOutbox)
    .set({ status: 'queued', attempts: 0, sendAfter: now, firstFailedAt: null, claimedUntil: null })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'failed')))
    .returning()
  if (row) return toEmailJson(row)
  await findEmail(db, id)
  throw new ConflictError(emailMessages.resendOnlyFailed)
}

/**
 * Staff give up on a failed message (they reached the guest another way, the address was wrong): it is no longer
 * counted by the dashboard's warning, and says who dismissed it.
 */
export async function dismissEmail(db: Database, id: number, staff: string): Promise<EmailJson> {
  const [row] = await db
    .update(emailOutbox)
    .set({ status: 'cancelled', lastError: sql`coalesce(${emailOutbox.lastError}, '') || ${` (dismissed by ${staff})`}` })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'failed')))
    .returning()
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
  content: BookingEmailContent
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
    return { id: row.id, kind: row.kind as EmailKind, recipient: row.recipient, content: row.content as BookingEmailContent, attempt: row.attempts }
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

/** How long a message is kept after it was written, once its booking is past. */
export const EMAIL_KEEP_DAYS = 90
const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Forgets the private token of messages about bookings that are past (it is kept only while later messages about the
 * booking may need it), and deletes messages written more than EMAIL_KEEP_DAYS ago about bookings that are past
 * (a booking months ahead keeps its messages, its reminder and its token until its day).
 */
export async function purgeOldEmails(db: Database, now: Date, today: string): Promise<number> {
  await db
    .update(emailOutbox)
    .set({ content: sql`jsonb_set(${emailOutbox.content}, '{manageToken}', 'null'::jsonb)` })
    .where(and(isNotNull(sql`${emailOutbox.content}->>'manageToken'`), sql`${emailOutbox.content}->'booking'->>'date' < ${today}`))
  const deleted = await db
    .delete(emailOutbox)
    .where(and(lt(emailOutbox.createdAt, new Date(now.getTime() - EMAIL_KEEP_DAYS * DAY_MS)), sql`${emailOutbox.content}->'booking'->>'date' < ${today}`))
    .returning({ id: emailOutbox.id })
  return deleted.length
}
