/**
 * The waitlist's e-mails (issue 31) through the outbox, under the guest e-mail cap: joined (the link to their place),
 * ready (a walk-in's table: come to the host) and offer (the held time and until when). A guest's page token is stored
 * hashed only, so the later messages take the link from the joined message's content (none if it was never written).
 */
import { and, desc, eq, sql } from 'drizzle-orm'
import type { EmailKind } from '~/contracts/emails'
import type { SeatingPreference } from '~/lib/constants'
import type { Language } from '~/lib/languages'
import { venueTimeNow } from '~/lib/venue-time'
import type { Config } from '../config'
import type { Database } from '../db/client'
import { emailOutbox } from '../db/schema'
import type { BookingEmailContent } from '../email/booking-email-content'
import type { MailContext } from './booking-emails'
import { hasRoomForGuestEmail } from './guest-email-cap'
import { readVenue } from './venue'
import type { WaitlistRow } from './waitlist-entries'

type WaitlistKind = Extract<EmailKind, 'waitlist-joined' | 'waitlist-ready' | 'waitlist-offer'>

export interface WaitlistMail {
  /** The guest's page token (the joined message has it; later ones look it up). */
  token?: string | null
  /** The start the message is about ('HH:mm'): an offer's held start; else the window's first, or now. */
  time?: string
  /** An offer's end, as an instant. */
  until?: Date
  /** An offer's holding reservation. */
  reservationId?: number
}

/** Where a message written outside a request links to: PUBLIC_URL, else the server's own address. */
export function backgroundMail(config: Config, timeZone: string, now: Date): MailContext {
  return {
    origin: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    timeZone,
    reminderHours: config.REMINDER_HOURS_BEFORE,
    mailServer: Boolean(config.SMTP_URL),
    guestEmailsPerDay: config.GUEST_EMAILS_PER_ADDRESS_PER_DAY,
    now,
  }
}

/** The page token the entry's joined message carries, if one was written. */
async function joinedToken(tx: Database, entryId: number): Promise<string | null> {
  const [row] = await tx
    .select({ token: sql<string | null>`${emailOutbox.content} -> 'waitlist' ->> 'token'` })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, 'waitlist-joined'), sql`(${emailOutbox.content} -> 'waitlist' ->> 'entryId')::int = ${entryId}`))
    .orderBy(desc(emailOutbox.id))
    .limit(1)
  return row?.token ?? null
}

/**
 * The messages the guest e-mail cap lets pass. An offer holds real seats for the guest: were its message dropped, the
 * seats would sit held for nobody who knows. It goes once per entry, and the joined message (whose link the offer
 * carries) once per entry, and an address has at most one online entry a day (walk-ins are added by staff at the door):
 * both are bounded without the cap. "Your table is ready", sent again on every Notify, stays under it.
 */
const PASS_THE_CAP: readonly WaitlistKind[] = ['waitlist-joined', 'waitlist-offer']

/** Queues one waitlist message to the entry's e-mail (none without one, or beyond the cap). True when queued. */
export async function queueWaitlistEmail(tx: Database, kind: WaitlistKind, entry: WaitlistRow, mail: MailContext, extra: WaitlistMail = {}): Promise<boolean> {
  if (!entry.email) return false
  if (!PASS_THE_CAP.includes(kind) && !(await hasRoomForGuestEmail(tx, entry.email, mail.guestEmailsPerDay, mail.now))) return false
  const venue = await readVenue(tx)
  const token = extra.token !== undefined ? extra.token : await joinedToken(tx, entry.id)
  const content: BookingEmailContent = {
    venue: { name: venue.name, address: venue.address, phone: venue.phone, email: venue.email },
    origin: mail.origin,
    timeZone: mail.timeZone,
    changedAt: mail.now.toISOString(),
    booking: {
      id: entry.id,
      reference: `W-${entry.id}`,
      name: entry.name,
      email: entry.email,
      phone: entry.phone,
      date: entry.date,
      time: extra.time ?? entry.windowFrom ?? venueTimeNow(mail.timeZone, mail.now),
      guests: entry.guests,
      seatingPreference: entry.seatingPreference as SeatingPreference,
      notes: entry.note,
      status: 'pending',
      source: entry.kind === 'walk-in' ? 'walk-in' : 'online',
      version: 1,
    },
    manageToken: null,
    language: entry.language as Language,
    waitlist: {
      entryId: entry.id,
      token,
      until: extra.until ? venueTimeNow(mail.timeZone, extra.until) : undefined,
      from: entry.windowFrom,
      to: entry.windowTo,
    },
  }
  await tx.insert(emailOutbox).values({ kind, reservationId: extra.reservationId ?? null, recipient: entry.email, content, sendAfter: mail.now, createdAt: mail.now })
  return true
}
