import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { emailOutbox, reservations } from '~/.server/db/schema'
import { deliverDueEmails, type MailTransport, smtpTransport } from '~/.server/email-sender'
import { queueNewBookingEmails } from '~/.server/services/booking-emails'
import type { EmailJson, EmailListJson, EmailPreviewJson, EmailSummaryJson } from '~/contracts/emails'
import type { StaffCreatedReservationJson } from '~/contracts/reservations'
import { DEFAULT_VENUE } from '~/contracts/venue'
import { bookingBody, seedCapacity } from '../support/capacity'
import { type SmtpReceiver, startSmtpReceiver } from '../support/smtp-receiver'
import { BASE, useTestApp } from '../support/test-app'

const FROM = 'Boracay Beach Bar <bookings@beachbar.example>'
// A mail server is set (the tests deliver with their own transport to the receiver below: the app starts no sender).
const t = useTestApp({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: FROM, PUBLIC_URL: BASE })

// The venue clock: Wednesday 2026-11-25, 12:00 in Manila (UTC+8).
const NOW = new Date('2026-11-25T04:00:00Z')
const MINUTE = 60_000
const later = (ms: number) => new Date(NOW.getTime() + ms)
const DAY = '2026-12-05'

let receiver: SmtpReceiver
let transport: MailTransport

beforeAll(async () => {
  receiver = await startSmtpReceiver()
  transport = smtpTransport(receiver.url, FROM)
})
afterAll(async () => {
  transport.close()
  await receiver.stop()
})
beforeEach(async () => {
  receiver.received.length = 0
  receiver.refuse(null)
  t.setNow(NOW)
  await seedCapacity(t.database.handle.db, { tables: [[1, 4], [2, 4], [3, 6]], barSeats: 6 })
})

const deliver = (now = NOW) => deliverDueEmails(t.database.handle.db, transport, { now, domain: 'beachbar.example' })

async function book(overrides: Record<string, unknown> = {}): Promise<StaffCreatedReservationJson> {
  const res = await t.request('POST', '/api/reservations', { body: bookingBody({ name: 'Ana Reyes', email: 'ana@example.com', date: DAY, ...overrides }) })
  expect(res.status, await res.clone().text()).toBe(201)
  return (await res.json()) as StaffCreatedReservationJson
}

async function outbox() {
  return t.database.handle.db.select().from(emailOutbox).orderBy(emailOutbox.id)
}

async function staffGet<T>(path: string, cookie: string): Promise<T> {
  const res = await t.request('GET', path, { cookie })
  expect(res.status, await res.clone().text()).toBe(200)
  return (await res.json()) as T
}

const received = (to: string) => receiver.received.filter((m) => m.to.includes(to))

/** The outbox as [kind, status] pairs, in the order the messages were written. */
const kindsAndStatuses = (rows: Array<{ kind: string; status: string }>) => rows.map((r) => [r.kind, r.status])

/** What a guest's booking wrote, once a later change has dropped its reminder. */
const BOOKED_THEN_REMINDER_DROPPED = [
  ['booking-confirmation', 'queued'],
  ['booking-reminder', 'cancelled'],
  ['staff-new-booking', 'queued'],
]

describe('a booking confirmed by e-mail', () => {
  it('writes the confirmation, the reminder and the venue notice with the booking, and the sender delivers them over SMTP', async () => {
    const booking = await book()
    const rows = await outbox()
    expect(rows.map((r) => [r.kind, r.recipient, r.status])).toEqual([
      ['booking-confirmation', 'ana@example.com', 'queued'],
      ['booking-reminder', 'ana@example.com', 'queued'],
      ['staff-new-booking', DEFAULT_VENUE.email, 'queued'],
    ])
    // 19:00 Manila on Dec 5 is 11:00Z; the reminder is due 24 hours before.
    expect(rows[1].sendAfter.toISOString()).toBe('2026-12-04T11:00:00.000Z')
    expect((await (await t.request('GET', `/api/bookings/${booking.manageToken}`)).json()).confirmationEmail).toBe('queued')

    expect(await deliver()).toEqual({ sent: 2, failed: 0 })
    const [guest] = received('ana@example.com')
    expect(guest.to).toEqual(['ana@example.com'])
    expect(guest.mail.subject).toBe(`Booking confirmed: Boracay Beach Bar, Saturday, December 5, 2026 at 7:00 PM (${booking.reference})`)
    expect(guest.mail.from?.text).toBe('"Boracay Beach Bar" <bookings@beachbar.example>')
    expect(guest.mail.replyTo?.text).toBe(DEFAULT_VENUE.email)
    expect(guest.mail.messageId).toMatch(/^<outbox-1\.BB-[A-Z0-9]+@beachbar\.example>$/)
    const link = `${BASE}/booking/${booking.manageToken}`
    expect(guest.mail.text).toContain(link)
    expect(guest.mail.text).toContain('Saturday, December 5, 2026 at 7:00 PM (Philippine Standard Time), for 2 hours')
    expect(guest.mail.html).toContain(`href="${link}"`)
    expect(guest.mail.html).not.toMatch(/<img|<script/i)
    const [ics] = guest.mail.attachments
    expect(ics.contentType).toBe('text/calendar')
    expect(ics.filename).toBe(`booking-${booking.reference.toLowerCase()}.ics`)
    const calendar = ics.content.toString('utf8')
    expect(calendar).toMatch(/^BEGIN:VCALENDAR\r\n/)
    expect(calendar).toContain(`UID:booking-${booking.reference}@localhost\r\n`)
    expect(calendar).toContain('DTSTART;TZID=Asia/Manila:20261205T190000\r\n')
    expect(calendar.replace(/\r\n[ \t]/g, '')).toContain(`URL:${link}\r\n`)
    // The same file as "Add to calendar" downloads from the private link.
    const download = await (await t.request('GET', `/api/bookings/${booking.manageToken}/ics`)).text()
    expect(calendar.replace(/DTSTAMP:\w+/, '')).toBe(download.replace(/DTSTAMP:\w+/, ''))

    const [venue] = received(DEFAULT_VENUE.email)
    expect(venue.mail.subject).toBe(`New booking: Ana Reyes, 2 guests, Saturday, December 5, 2026 at 7:00 PM (${booking.reference})`)
    expect(venue.mail.replyTo?.text).toBe('ana@example.com')
    expect(venue.mail.text).toContain(`${BASE}/admin/reservations`)
    expect(venue.mail.text).not.toContain('/booking/')

    // Sent once: the next round finds nothing, and the guest's page says it was sent.
    expect(await deliver(later(10 * MINUTE))).toEqual({ sent: 0, failed: 0 })
    expect(receiver.received).toHaveLength(2)
    expect((await outbox()).map((r) => r.status)).toEqual(['sent', 'queued', 'sent'])
    expect((await (await t.request('GET', `/api/bookings/${booking.manageToken}`)).json()).confirmationEmail).toBe('sent')
  })

  it('takes the booking while the mail server is down, and delivers the confirmation once it is back', async () => {
    await receiver.stop()
    try {
      const booking = await book()
      expect(await deliver()).toEqual({ sent: 0, failed: 2 })
      const [confirmation] = await outbox()
      expect(confirmation).toMatchObject({ status: 'queued', attempts: 1, sendAfter: later(MINUTE), firstFailedAt: NOW })
      expect(confirmation.lastError).toMatch(/ECONNREFUSED|connect/i)
      // Not before its retry time.
      expect(await deliver(later(MINUTE - 1))).toEqual({ sent: 0, failed: 0 })
      expect((await (await t.request('GET', `/api/bookings/${booking.manageToken}`)).json()).confirmationEmail).toBe('queued')
    } finally {
      await receiver.start()
    }
    expect(await deliver(later(MINUTE))).toEqual({ sent: 2, failed: 0 })
    expect(received('ana@example.com')).toHaveLength(1)
    expect((await outbox())[0]).toMatchObject({ status: 'sent', attempts: 2, lastError: null })
  })

  it('tries again after 1 minute, 5 minutes, 30 minutes and 2 hours, then marks it failed; staff see it and resend it', async () => {
    const cookie = await t.signIn()
    receiver.refuse({ code: 421, message: 'Try again later' })
    await book()
    let at = NOW
    for (const wait of [0, MINUTE, 5 * MINUTE, 30 * MINUTE, 120 * MINUTE]) {
      at = new Date(at.getTime() + wait)
      // A minute early, nothing is tried.
      if (wait > 0) expect(await deliver(new Date(at.getTime() - 1))).toEqual({ sent: 0, failed: 0 })
      expect(await deliver(at)).toEqual({ sent: 0, failed: 2 })
    }
    const [confirmation] = await outbox()
    expect(confirmation).toMatchObject({ status: 'failed', attempts: 5, firstFailedAt: NOW })
    expect(confirmation.lastError).toContain('Try again later')
    expect(await deliver(later(24 * 60 * MINUTE))).toEqual({ sent: 0, failed: 0 })

    t.setNow(at)
    const summary = await staffGet<EmailSummaryJson>('/api/emails/summary', cookie)
    // The reminder waits for its time; the two that failed warn.
    expect(summary).toEqual({ mailServer: true, queued: 1, failed: 2, failingOverAnHour: 2 })
    const list = await staffGet<EmailListJson>('/api/emails', cookie)
    const failed = list.emails.find((e) => e.kind === 'booking-confirmation')!
    expect(failed).toMatchObject({ status: 'failed', attempts: 5, to: 'ana@example.com' })
    expect(failed.lastError).toContain('Try again later')

    receiver.refuse(null)
    const resent = await t.request('POST', `/api/emails/${failed.id}/resend`, { cookie })
    expect(resent.status).toBe(200)
    expect((await resent.json()) as EmailJson).toMatchObject({ status: 'queued', attempts: 0, sendAfter: at.toISOString() })
    expect(await deliver(at)).toEqual({ sent: 1, failed: 0 })
    expect(received('ana@example.com')).toHaveLength(1)
    expect((await staffGet<EmailSummaryJson>('/api/emails/summary', cookie)).failingOverAnHour).toBe(1)
    // A message that went out cannot be "resent" by mistake.
    const again = await t.request('POST', `/api/emails/${failed.id}/resend`, { cookie })
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({ message: 'Only a failed e-mail can be sent again.' })

    // Staff give up on the venue's notice: the warning ends, and the message says who dismissed it.
    const notice = list.emails.find((e) => e.kind === 'staff-new-booking')!
    const dismissed = await t.request('POST', `/api/emails/${notice.id}/dismiss`, { cookie })
    expect(dismissed.status).toBe(200)
    const dismissedJson = (await dismissed.json()) as EmailJson
    expect(dismissedJson.status).toBe('cancelled')
    expect(dismissedJson.lastError).toMatch(/421 Try again later \(dismissed by host\)$/)
    expect((await staffGet<EmailSummaryJson>('/api/emails/summary', cookie)).failingOverAnHour).toBe(0)
    const twice = await t.request('POST', `/api/emails/${notice.id}/dismiss`, { cookie })
    expect(twice.status).toBe(409)
    expect(await twice.json()).toEqual({ message: 'Only a failed e-mail can be dismissed.' })
  })

  it('warns only of failures about bookings still to come', async () => {
    const cookie = await t.signIn()
    receiver.refuse({ code: 421, message: 'Busy' })
    await book({ date: '2026-11-26', time: '19:00' })
    await deliver()
    t.setNow(later(2 * 60 * MINUTE))
    expect((await staffGet<EmailSummaryJson>('/api/emails/summary', cookie)).failingOverAnHour).toBe(2)
    // The day after the booking (Manila), the failures no longer matter.
    t.setNow(new Date('2026-11-26T16:00:00Z'))
    expect((await staffGet<EmailSummaryJson>('/api/emails/summary', cookie)).failingOverAnHour).toBe(0)
  })

  it('does not warn the dashboard until the first failure is an hour old', async () => {
    const cookie = await t.signIn()
    receiver.refuse({ code: 421, message: 'Busy' })
    await book()
    await deliver()
    t.setNow(later(60 * MINUTE - 1))
    expect(await staffGet<EmailSummaryJson>('/api/emails/summary', cookie)).toEqual({ mailServer: true, queued: 3, failed: 0, failingOverAnHour: 0 })
    t.setNow(later(60 * MINUTE))
    expect((await staffGet<EmailSummaryJson>('/api/emails/summary', cookie)).failingOverAnHour).toBe(2)
  })

  it('fails at once a recipient the mail server refuses for good', async () => {
    receiver.refuse({ code: 550, message: 'No such mailbox' })
    await book()
    await deliver()
    expect((await outbox()).filter((r) => r.status === 'failed').map((r) => r.attempts)).toEqual([1, 1])
  })

  it('sends each message once when two senders deliver at the same moment', async () => {
    const bookings = await Promise.all(['12:00', '13:00', '14:00', '15:00', '16:00'].map((time, i) => book({ time, email: `guest${i}@example.com` })))
    const slow: MailTransport = { ...transport, send: async (message) => { await new Promise((r) => setTimeout(r, 20)); await transport.send(message) } }
    const rounds = await Promise.all([1, 2, 3].map(() => deliverDueEmails(t.database.handle.db, slow, { now: NOW, domain: 'beachbar.example' })))
    expect(rounds.reduce((sum, r) => sum + r.sent, 0)).toBe(10)
    const ids = receiver.received.map((m) => m.mail.messageId)
    expect(ids).toHaveLength(10)
    expect(new Set(ids).size).toBe(10)
    for (const booking of bookings) expect(receiver.received.filter((m) => m.mail.subject?.includes(booking.reference))).toHaveLength(2)
  })

  it('lets no name add a header: a line break in a name stays inside the subject', async () => {
    const refused = await t.request('POST', '/api/reservations', { body: bookingBody({ name: 'Ana\r\nBcc: spy@evil.example', date: DAY }) })
    expect(refused.status).toBe(400)
    // A row that got one anyway (typed into the database by hand): its notice still has one subject line and no Bcc.
    const db = t.database.handle.db
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(reservations)
        .values({ name: 'Ana\r\nBcc: spy@evil.example\r\n\r\nInjected body', email: 'ana@example.com', date: DAY, time: '19:00', startsAt: `${DAY} 19:00:00`, guests: 2, reference: 'BB-CRLF1' })
        .returning()
      await queueNewBookingEmails(tx, row, null, { origin: BASE, timeZone: 'Asia/Manila', reminderHours: 24, mailServer: true, guestEmailsPerDay: 3, now: NOW }, true)
    })
    await deliver()
    expect(receiver.received.flatMap((m) => m.to).sort()).toEqual(['ana@example.com', DEFAULT_VENUE.email])
    const notice = received(DEFAULT_VENUE.email)[0]
    expect(notice.mail.headers.has('bcc')).toBe(false)
    expect(notice.mail.subject).toBe('New booking: Ana Bcc: spy@evil[.]example Injected body, 2 guests, Saturday, December 5, 2026 at 7:00 PM (BB-CRLF1)')
    const head = notice.raw.slice(0, notice.raw.indexOf('\r\n\r\n'))
    expect(head).not.toMatch(/^bcc:/im)
  })
})

describe('changes that e-mail the guest', () => {
  it('tells the guest of a move by staff, with the private link, and moves the reminder', async () => {
    const cookie = await t.signIn()
    const booking = await book()
    const res = await t.request('PATCH', `/api/reservations/${booking.id}`, { cookie, body: { time: '20:00', guests: 3 } })
    expect(res.status, await res.clone().text()).toBe(200)
    const rows = await outbox()
    expect(kindsAndStatuses(rows)).toEqual([...BOOKED_THEN_REMINDER_DROPPED, ['booking-change', 'queued'], ['booking-reminder', 'queued']])
    expect(rows[4].sendAfter.toISOString()).toBe('2026-12-04T12:00:00.000Z')
    await deliver()
    const change = received('ana@example.com').find((m) => m.mail.subject?.startsWith('Booking changed'))!
    expect(change.mail.subject).toBe(`Booking changed: Boracay Beach Bar, Saturday, December 5, 2026 at 8:00 PM (${booking.reference})`)
    expect(change.mail.text).toContain('The time is now 8:00 PM (was 7:00 PM).')
    expect(change.mail.text).toContain('The party is now 3 guests (was 2 guests).')
    expect(change.mail.text).toContain(`${BASE}/booking/${booking.manageToken}`)
    expect(change.mail.attachments[0].content.toString()).toContain('DTSTART;TZID=Asia/Manila:20261205T200000\r\n')
    // A change of the staff note or table alone tells the guest nothing.
    await t.request('PATCH', `/api/reservations/${booking.id}`, { cookie, body: { staffNote: 'Birthday' } })
    expect(await outbox()).toHaveLength(5)
    // A change of the party alone: the guest is told, and the reminder names the new party.
    await t.request('PATCH', `/api/reservations/${booking.id}`, { cookie, body: { guests: 4 } })
    const rows2 = await outbox()
    expect(kindsAndStatuses(rows2.slice(4))).toEqual([
      ['booking-reminder', 'cancelled'],
      ['booking-change', 'queued'],
      ['booking-reminder', 'queued'],
    ])
    expect((rows2[6].content as { booking: { guests: number } }).booking.guests).toBe(4)
  })

  it('confirms the cancellation the guest made with their link, and drops the reminder', async () => {
    const booking = await book()
    expect((await t.request('POST', `/api/bookings/${booking.manageToken}/cancel`)).status).toBe(200)
    expect(kindsAndStatuses(await outbox())).toEqual([...BOOKED_THEN_REMINDER_DROPPED, ['booking-cancellation', 'queued']])
    await deliver()
    const cancellation = received('ana@example.com').find((m) => m.mail.subject?.startsWith('Booking cancelled'))!
    expect(cancellation.mail.text).toContain('Your booking is cancelled, as you asked.')
    // Cancelling twice writes nothing more.
    await t.request('POST', `/api/bookings/${booking.manageToken}/cancel`)
    expect(await outbox()).toHaveLength(4)
  })

  it('tells the guest when staff cancel, and confirms again when staff reopen the booking', async () => {
    const cookie = await t.signIn()
    const booking = await book()
    await t.request('PATCH', `/api/reservations/${booking.id}/status`, { cookie, body: { status: 'cancelled' } })
    await t.request('PATCH', `/api/reservations/${booking.id}/status`, { cookie, body: { status: 'confirmed' } })
    expect(kindsAndStatuses(await outbox())).toEqual([
      ...BOOKED_THEN_REMINDER_DROPPED,
      ['booking-cancellation', 'queued'],
      ['booking-confirmation', 'queued'],
      ['booking-reminder', 'queued'],
    ])
    await deliver()
    const byVenue = received('ana@example.com').find((m) => m.mail.subject?.startsWith('Booking cancelled'))!
    expect(byVenue.mail.text).toContain('we have had to cancel your booking')
    // A hold (pending) staff confirm: the guest is told it is confirmed (decision 013); seating the guest drops the reminder.
    await t.request('PATCH', `/api/reservations/${booking.id}/status`, { cookie, body: { status: 'pending' } })
    expect(await outbox()).toHaveLength(6)
    await t.request('PATCH', `/api/reservations/${booking.id}/status`, { cookie, body: { status: 'confirmed' } })
    expect(kindsAndStatuses((await outbox()).slice(5))).toEqual([
      ['booking-reminder', 'cancelled'],
      ['booking-confirmation', 'queued'],
      ['booking-reminder', 'queued'],
    ])
    await t.request('PATCH', `/api/reservations/${booking.id}/status`, { cookie, body: { status: 'arrived' } })
    expect((await outbox()).at(-1)?.status).toBe('cancelled')
    // A host's slip undone (arrived back to confirmed): no second confirmation, the reminder is back.
    await t.request('PATCH', `/api/reservations/${booking.id}/status`, { cookie, body: { status: 'confirmed' } })
    expect(kindsAndStatuses((await outbox()).slice(7))).toEqual([
      ['booking-reminder', 'cancelled'],
      ['booking-reminder', 'queued'],
    ])
  })

  it('sends nothing to a guest who gave no e-mail, and no venue notice for bookings staff record', async () => {
    const cookie = await t.signIn()
    const phone = await t.request('POST', '/api/reservations', { cookie, body: bookingBody({ email: '', source: 'phone', date: DAY, time: '13:00' }) })
    expect(phone.status, await phone.clone().text()).toBe(201)
    const walkIn = await t.request('POST', '/api/reservations', { cookie, body: bookingBody({ source: 'walk-in', date: DAY, time: '14:00' }) })
    expect(walkIn.status).toBe(201)
    expect(await outbox()).toEqual([])
    // A phone booking with an e-mail: the guest is confirmed; the venue took it, so it is not told.
    await t.request('POST', '/api/reservations', { cookie, body: bookingBody({ source: 'phone', date: DAY, time: '15:00' }) })
    expect((await outbox()).map((r) => r.kind)).toEqual(['booking-confirmation', 'booking-reminder'])
  })

  it('does not send a message about a booking that has started by then (the mail server was away)', async () => {
    await receiver.stop()
    try {
      await book({ date: '2026-11-25', time: '19:00' })
      await deliver()
    } finally {
      await receiver.start()
    }
    // 19:00 Manila is 11:00Z: a retry at 11:00Z is too late.
    expect(await deliver(new Date('2026-11-25T11:00:00Z'))).toEqual({ sent: 0, failed: 0 })
    const rows = await outbox()
    expect(rows.map((r) => r.status)).toEqual(['cancelled', 'cancelled'])
    expect(rows[0].lastError).toBe('Not sent: the booking had started by the time it could be sent.')
  })

  it('sends the reminder when it is due, and none for a booking made inside the 24 hours', async () => {
    // Thursday 11:00 Manila is 23 hours away: no reminder.
    await book({ date: '2026-11-26', time: '11:00', email: 'soon@example.com' })
    expect((await outbox()).map((r) => r.kind)).toEqual(['booking-confirmation', 'staff-new-booking'])
    const booking = await book({ date: '2026-11-27', time: '19:00', email: 'later@example.com' })
    await deliver()
    const due = new Date('2026-11-26T11:00:00Z')
    expect(await deliver(new Date(due.getTime() - 1))).toEqual({ sent: 0, failed: 0 })
    expect(await deliver(due)).toEqual({ sent: 1, failed: 0 })
    const reminder = received('later@example.com').find((m) => m.mail.subject?.startsWith('Reminder'))!
    expect(reminder.mail.subject).toBe(`Reminder: Boracay Beach Bar, Friday, November 27, 2026 at 7:00 PM (${booking.reference})`)
    expect(reminder.mail.text).toContain(`${BASE}/booking/${booking.manageToken}`)
  })
})

describe('the outbox in the back office', () => {
  it('is for staff only', async () => {
    for (const [method, path] of [
      ['GET', '/api/emails'],
      ['GET', '/api/emails/summary'],
      ['GET', '/api/emails/1'],
      ['POST', '/api/emails/1/resend'],
      ['POST', '/api/emails/1/dismiss'],
    ]) {
      expect((await t.request(method, path)).status, path).toBe(401)
    }
  })

  it('lists the newest first and previews each message exactly as it is sent', async () => {
    const cookie = await t.signIn()
    const booking = await book()
    const list = await staffGet<EmailListJson>('/api/emails', cookie)
    expect(list.mailServer).toBe(true)
    expect(list.emails.map((e) => e.kind)).toEqual(['staff-new-booking', 'booking-reminder', 'booking-confirmation'])
    const confirmation = list.emails[2]
    expect(confirmation).toMatchObject({ to: 'ana@example.com', status: 'queued', attempts: 0, reference: booking.reference, sentAt: null, lastError: null })
    const preview = await staffGet<EmailPreviewJson>(`/api/emails/${confirmation.id}`, cookie)
    expect(preview.subject).toBe(confirmation.subject)
    expect(preview.attachments).toEqual([{ fileName: `booking-${booking.reference.toLowerCase()}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }])
    // The preview is the message as sent, but for the guest's private token: staff must not be able to act as the guest.
    expect(preview.text).toContain(`${BASE}/booking/[private-token]`)
    expect(JSON.stringify(preview)).not.toContain(booking.manageToken)
    await deliver()
    const [sent] = received('ana@example.com')
    const hidden = (part: string) => part.replaceAll(booking.manageToken!, '[private-token]')
    expect(hidden(sent.mail.text!).trim()).toBe(preview.text.trim())
    expect(hidden(sent.mail.html as string)).toBe(preview.html)
    expect((await t.request('GET', '/api/emails/999', { cookie })).status).toBe(404)
    expect((await t.request('GET', '/api/emails/abc', { cookie })).status).toBe(404)
  })

  it('forgets the private link once the booking is past, and deletes messages after 90 days', async () => {
    const { purgeExpiredRecords } = await import('~/.server/startup')
    const { venueClock } = await import('~/lib/venue-clock')
    await book()
    // A booking months ahead keeps its messages (its reminder is still to come) past the 90 days.
    await book({ date: '2027-06-01', email: 'far@example.com' })
    await deliver()
    const db = t.database.handle.db
    await purgeExpiredRecords(db, venueClock('Asia/Manila', () => new Date('2026-12-06T04:00:00Z')))
    const [confirmation] = await db.select().from(emailOutbox).where(eq(emailOutbox.recipient, 'ana@example.com'))
    expect((confirmation.content as { manageToken: string | null }).manageToken).toBeNull()
    await purgeExpiredRecords(db, venueClock('Asia/Manila', () => new Date('2027-02-23T03:59:59Z')))
    expect(await outbox()).toHaveLength(6)
    await purgeExpiredRecords(db, venueClock('Asia/Manila', () => new Date('2027-02-23T04:00:01Z')))
    const kept = await outbox()
    expect(kept.map((r) => [r.kind, r.recipient, r.status])).toEqual([
      ['booking-confirmation', 'far@example.com', 'sent'],
      ['booking-reminder', 'far@example.com', 'queued'],
      ['staff-new-booking', DEFAULT_VENUE.email, 'sent'],
    ])
    expect((kept[1].content as { manageToken: string | null }).manageToken).not.toBeNull()
  })
})
