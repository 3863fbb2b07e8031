/**
 * The e-mails a booking change writes: the one door from the booking services to the outbox. Each message is written
 * in the transaction of the change that causes it, so it exists exactly when the change does; the sender
 * (email-sender.ts) delivers it later.
 */
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm'
import type { ConfirmationEmailState } from '~/contracts/bookings'
import type { EmailKind, EmailStatus, GuestEmailOutcome } from '~/contracts/emails'
import type { BookingSource, ReservationStatus, SeatingPreference } from '~/lib/constants'
import { isExpected } from '~/lib/reservation-status'
import type { Database } from '../db/client'
import { emailOutbox, type reservations } from '../db/schema'
import type { BookingEmailContent } from '../email/booking-email-content'
import { reminderSendAfter } from '../email/reminder'
import { hasRoomForGuestEmail } from './guest-email-cap'
import { languageOf, startDateOf } from './reservation-json'
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
  /** Guest e-mails one address may get per 24 hours (GUEST_EMAILS_PER_ADDRESS_PER_DAY); 0: no limit. */
  guestEmailsPerDay: number
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
      // The calendar date it starts on: a booking at 00:30 of Saturday's night is Sunday 00:30 to the guest's calendar.
      date: startDateOf(row),
      time: row.time,
      stayMinutes: row.stayMinutes,
      guests: row.guests,
      seatingPreference: row.seatingPreference as SeatingPreference,
      notes: row.notes,
      status: row.status as ReservationStatus,
      source: row.source as BookingSource,
      version: row.version,
    },
    manageToken,
    language: languageOf(row),
  }
}

async function queue(tx: Database, kind: EmailKind, row: ReservationRow, recipient: string, content: BookingEmailContent, sendAfter: Date) {
  await tx.insert(emailOutbox).values({ kind, reservationId: row.id, recipient, content, sendAfter, createdAt: new Date(content.changedAt) })
}

/** Who caused a message: a guest (the booking form, the private link) or staff, who act for the venue. */
type Cause = 'guest' | 'staff'

/**
 * A message to the guest. One a guest's action causes is queued only while the address has room for one more today
 * (guest-email-cap.ts): whoever fills in the form chooses the address. A refused one is not written at all, so a
 * flood of bookings to one address cannot crowd the venue's messages out of the back office's list either. What
 * staff do is always mailed (and counts). True when it was queued.
 */
async function queueToGuest(
  tx: Database,
  kind: EmailKind,
  row: ReservationRow,
  recipient: string,
  content: BookingEmailContent,
  mail: MailContext,
  { cause = 'guest', sendAfter = mail.now }: { cause?: Cause; sendAfter?: Date } = {},
) {
  if (cause === 'guest' && !(await hasRoomForGuestEmail(tx, recipient, mail.guestEmailsPerDay, mail.now))) return false
  await queue(tx, kind, row, recipient, content, sendAfter)
  return true
}

const STAFF = { cause: 'staff' } as const

const outcomeOf = (queued: boolean): GuestEmailOutcome => (queued ? 'queued' : 'not-sent')

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

/**
 * The booking's reminder, due `reminderHours` before it: replaces one not sent yet; none when that time has passed,
 * when the message it follows was not sent (`announced` false: the guest's address had its e-mails of the day), or
 * when the address has no room left for it.
 */
async function scheduleReminder(tx: Database, row: ReservationRow, content: BookingEmailContent, mail: MailContext, announced: boolean, cause: Cause) {
  await cancelReminder(tx, row.id)
  const due = reminderSendAfter(startDateOf(row), row.time, mail)
  if (announced && row.email && due && isExpected(row.status as ReservationStatus)) {
    await queueToGuest(tx, 'booking-reminder', row, row.email, content, mail, { cause, sendAfter: due })
  }
}

/**
 * A booking just made: the guest's confirmation and reminder (when they gave an e-mail; a walk-in is already here),
 * and, for a guest's own booking (`byGuest`), the notice to the venue's e-mail. A booking whose confirmation was not
 * sent (its address had its e-mails of the day) sends no notice either: staff see it in the reservations, and a flood
 * of bookings to one address does not become a flood in the venue's mailbox. Tells what became of the confirmation.
 */
export async function queueNewBookingEmails(
  tx: Database,
  row: ReservationRow,
  manageToken: string | null,
  mail: MailContext,
  byGuest: boolean,
): Promise<GuestEmailOutcome> {
  const content = await contentOf(tx, row, mail, manageToken)
  let outcome: GuestEmailOutcome = 'none'
  if (row.email && row.source !== 'walk-in') {
    const queued = await queueToGuest(tx, 'booking-confirmation', row, row.email, content, mail, { cause: byGuest ? 'guest' : 'staff' })
    await scheduleReminder(tx, row, content, mail, queued, byGuest ? 'guest' : 'staff')
    outcome = outcomeOf(queued)
  }
  if (byGuest && content.venue.email && outcome !== 'not-sent') {
    await queue(tx, 'staff-new-booking', row, content.venue.email, { ...content, manageToken: null }, mail.now)
  }
  return outcome
}

/**
 * A guest's group request: the guest's receipt with the private link (no reminder and no calendar file: nothing is
 * booked yet) and the notice to the venue's e-mail (none when the receipt was not sent, as for a booking).
 */
export async function queueGroupRequestEmails(tx: Database, row: ReservationRow, manageToken: string, mail: MailContext): Promise<GuestEmailOutcome> {
  const content = await contentOf(tx, row, mail, manageToken)
  const outcome: GuestEmailOutcome = row.email ? outcomeOf(await queueToGuest(tx, 'group-request-received', row, row.email, content, mail)) : 'none'
  if (content.venue.email && outcome !== 'not-sent') {
    await queue(tx, 'staff-group-request', row, content.venue.email, { ...content, manageToken: null }, mail.now)
  }
  return outcome
}

/** The guest cancelled with their private link. Tells what became of the message. */
export async function queueGuestCancellationEmail(tx: Database, row: ReservationRow, manageToken: string, mail: MailContext): Promise<GuestEmailOutcome> {
  await cancelReminder(tx, row.id)
  if (!row.email) return 'none'
  const content = await contentOf(tx, row, mail, manageToken)
  return outcomeOf(await queueToGuest(tx, 'booking-cancellation', row, row.email, { ...content, cancelledBy: 'guest' }, mail))
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
 * confirmation is sent when the booking was pending (a hold staff now confirm), or if the guest never had one (a
 * booking from before e-mails, or a group request staff confirmed). A group request declined: the guest gets staff's
 * message. `notifyGuest` false: nothing is written to the guest (the reminder is still dropped when the booking is off).
 */
export async function queueStatusChangeEmails(tx: Database, before: ReservationRow, after: ReservationRow, mail: MailContext, notifyGuest = true) {
  if (before.status === after.status) return
  const status = after.status as ReservationStatus
  const wasOn = isExpected(before.status as ReservationStatus)
  // A walk-in is already here: nothing is written to them; nor to a guest staff chose to tell themselves.
  const guestEmail = after.source === 'walk-in' || !notifyGuest ? null : after.email
  if (status === 'declined') {
    if (guestEmail) {
      const content = await contentOf(tx, after, mail, await storedToken(tx, after.id))
      await queueToGuest(tx, 'group-request-declined', after, guestEmail, { ...content, message: after.guestMessage ?? undefined }, mail, STAFF)
    }
    return
  }
  if (!isExpected(status)) {
    await cancelReminder(tx, after.id)
    if (status === 'cancelled' && wasOn && guestEmail) {
      const content = await contentOf(tx, after, mail, await storedToken(tx, after.id))
      await queueToGuest(tx, 'booking-cancellation', after, guestEmail, { ...content, cancelledBy: 'venue' }, mail, STAFF)
    }
    return
  }
  if (!guestEmail) return
  const reopened = before.status === 'cancelled'
  // A hold staff now confirm: the guest is told it is confirmed (decision 013).
  const confirmedNow = status === 'confirmed' && before.status === 'pending'
  const neverConfirmed = status === 'confirmed' && (await latestConfirmation(tx, after.id)) === undefined
  if (!reopened && !confirmedNow && !neverConfirmed && wasOn) return
  const content = await contentOf(tx, after, mail, await storedToken(tx, after.id))
  if (reopened || confirmedNow || neverConfirmed) await queueToGuest(tx, 'booking-confirmation', after, guestEmail, content, mail, STAFF)
  await scheduleReminder(tx, after, content, mail, true, 'staff')
}

/**
 * Staff, or the guest with their private link (`changedBy`), moved a booking (its time or day) or changed its party
 * or seating: the guest is told, and the reminder follows the change. Tells what became of the message.
 */
export async function queueBookingChangeEmail(
  tx: Database,
  before: ReservationRow,
  after: ReservationRow,
  mail: MailContext,
  changedBy: 'guest' | 'venue' = 'venue',
): Promise<GuestEmailOutcome> {
  const changed =
    String(before.startsAt) !== String(after.startsAt) ||
    before.guests !== after.guests ||
    before.seatingPreference !== after.seatingPreference
  if (!changed || !after.email || after.source === 'walk-in' || !isExpected(after.status as ReservationStatus)) return 'none'
  const content = await contentOf(tx, after, mail, await storedToken(tx, after.id))
  const previous = {
    date: startDateOf(before),
    time: before.time,
    guests: before.guests,
    seatingPreference: before.seatingPreference as SeatingPreference,
  }
  const cause = changedBy === 'guest' ? 'guest' : 'staff'
  const announced = await queueToGuest(tx, 'booking-change', after, after.email, { ...content, previous, changedBy }, mail, { cause })
  // The reminder says the new day, time and party (or goes, when the new time is inside its window).
  await scheduleReminder(tx, after, content, mail, announced, cause)
  return outcomeOf(announced)
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
