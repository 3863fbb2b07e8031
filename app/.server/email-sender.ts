/**
 * Delivers the outbox over SMTP: every few seconds this process claims the messages that are due (the outbox locks
 * each claimed row, so another process takes other ones) and sends them. A failed attempt is tried again after 1
 * minute, 5 minutes, 30 minutes and 2 hours, then the message is marked failed for staff to resend; a recipient the
 * mail server refuses for good (5xx on the address) fails at once. Nothing here ever blocks a request.
 */
import type { Config } from './config'
import type { Database } from './db/client'
import { isBackupNotice } from './email/backup-notice'
import { isVenueNotice } from './email/booking-email'
import { isSystemNotice, renderOutboxEmail } from './email/outbox-email'
import type { RenderedEmail } from './email/booking-email-content'
import type { Logger } from './logger'
import { type ClaimedEmail, claimDueEmail, markEmailFailed, markEmailNotSent, markEmailSent } from './services/email-delivery'
import { venueDateTime } from '~/lib/venue-time'

/** The waits after the 1st, 2nd, 3rd and 4th failed attempt; the 5th failure is final. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000] as const

/** When to try again after failed attempt number `attempt` (from 1), or null: failed for good. */
export function nextAttemptAt(attempt: number, now: Date, permanent = false): Date | null {
  const delay = permanent ? undefined : RETRY_DELAYS_MS[attempt - 1]
  return delay === undefined ? null : new Date(now.getTime() + delay)
}

/**
 * A mail server's refusal of the address itself (mailbox unknown, not allowed, over quota: 550-554 to RCPT TO): trying
 * again won't help. Any other refusal (a 554 greeting, relaying denied to MAIL FROM) may be the server's own setup,
 * fixed later: retried.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const { responseCode, command } = (error ?? {}) as { responseCode?: unknown; command?: unknown }
  return typeof responseCode === 'number' && responseCode >= 550 && responseCode <= 554 && command === 'RCPT TO'
}

/** One message ready for the wire. */
export interface OutgoingEmail extends RenderedEmail {
  /** Stable per outbox row: a receiver that sees it twice (a retry after a lost answer) can tell. */
  messageId: string
  to: string
  replyTo: string | null
  /** The venue's name, shown as the sender's when MAIL_FROM names none. */
  senderName: string
}

export interface MailTransport {
  send(message: OutgoingEmail): Promise<void>
  verify(): Promise<void>
  close(): void
}

/** The mail server behind SMTP_URL; the sender's address is MAIL_FROM (its name, or the venue's). */
export function smtpTransport(url: string, from: string): MailTransport {
  // nodemailer loads with the transport, not with the server: most starts send nothing for a while, or have no SMTP_URL.
  const connecting = import('nodemailer').then(({ default: nodemailer }) =>
    nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }),
  )
  connecting.catch(() => {})
  const named = /^(.*) <(.+)>$/.exec(from)
  const address = named ? named[2] : from
  return {
    async send(message) {
      const transporter = await connecting
      await transporter.sendMail({
        from: { name: named ? named[1] : message.senderName, address },
        to: message.to,
        replyTo: message.replyTo ?? undefined,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments.map((a) => ({ filename: a.fileName, content: a.content, contentType: a.contentType })),
        messageId: message.messageId,
        headers: { 'Auto-Submitted': 'auto-generated' },
      })
    },
    async verify() {
      await (await connecting).verify()
    },
    close() {
      void connecting.then((transporter) => transporter.close())
    },
  }
}

/** The wire form of a claimed message. Guests' replies go to the venue; the venue's notice replies to the guest. */
export function outgoingEmail(claimed: ClaimedEmail, domain: string): OutgoingEmail {
  const { content } = claimed
  if (isSystemNotice(content)) {
    const messageId = `<outbox-${claimed.id}.${isBackupNotice(content) ? 'backup' : content.notice}@${domain}>`.replace(/[^\w.@<>#-]/g, '')
    return { ...renderOutboxEmail(claimed.kind, content), messageId, to: claimed.recipient, replyTo: null, senderName: content.venue.name }
  }
  return {
    ...renderOutboxEmail(claimed.kind, content),
    messageId: `<outbox-${claimed.id}.${content.booking.reference}@${domain}>`.replace(/[^\w.@<>#-]/g, ''),
    to: claimed.recipient,
    replyTo: isVenueNotice(claimed.kind) ? content.booking.email : content.venue.email || null,
    senderName: content.venue.name,
  }
}

/** The error's text for staff: what the mail server said, or why it could not be reached. */
function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message.replace(/[\r\n]+/g, ' ').trim() || 'Unknown error'
}

/**
 * A message about a booking that has started by `now` (the mail server was away, or none was set): too late to send. A
 * notice about the system is never too late.
 */
export function isTooLate(claimed: Pick<ClaimedEmail, 'content'>, now: Date): boolean {
  if (isSystemNotice(claimed.content)) return false
  const { booking, timeZone } = claimed.content
  return venueDateTime(booking.date, booking.time, timeZone).getTime() <= now.getTime()
}

/**
 * Claims what is due at `now` and sends it, one message at a time (at most `limit` per round); one about a booking that
 * has already started is not sent. Returns how many were sent and how many failed (for a retry or for good).
 */
export async function deliverDueEmails(
  db: Database,
  transport: MailTransport,
  options: { now: Date; domain: string; limit?: number; logger?: Logger; stopping?: () => boolean },
): Promise<{ sent: number; failed: number }> {
  const { now, domain, limit = 20, logger } = options
  let sent = 0
  let failed = 0
  // One message claimed at a time: its claim (CLAIM_MS) covers its own sending only, however slow the ones before.
  for (let round = 0; round < limit && !(options.stopping?.() ?? false); round++) {
    const message = await claimDueEmail(db, now)
    if (!message) break
    // Only the sending is tried here: a message the mail server took is marked sent, never retried as failed. A
    // message that cannot even be written (a snapshot that no longer renders) fails like a refused one.
    let refusal: { error: unknown } | null = null
    try {
      if (isTooLate(message, now)) {
        await markEmailNotSent(db, message.id, 'Not sent: the booking had started by the time it could be sent.')
        continue
      }
      await transport.send(outgoingEmail(message, domain))
    } catch (error) {
      refusal = { error }
    }
    if (!refusal) {
      await markEmailSent(db, message.id, now)
      sent++
      continue
    }
    const retryAt = nextAttemptAt(message.attempt, now, isPermanentRefusal(refusal.error))
    await markEmailFailed(db, message.id, now, describeError(refusal.error), retryAt)
    failed++
    // No address or content in the log: the id leads staff to the message in the back office.
    logger?.warn({ email: message.id, attempt: message.attempt, retry: retryAt?.toISOString() ?? 'no' }, 'an e-mail could not be sent')
  }
  return { sent, failed }
}

/** How often the sender looks for due messages. */
export const SEND_INTERVAL_MS = 5_000

/**
 * Runs the sender in this process when a mail server is set (SMTP_URL); without one, messages stay queued and nothing
 * runs. Never keeps the process alive; a round that fails (database away) is logged and the next one tries again.
 */
export function startEmailSender(
  db: Database,
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>,
  logger: Logger,
  options: { intervalMs?: number; now?: () => Date; transport?: MailTransport } = {},
): { stop(): Promise<void> } {
  const { SMTP_URL, MAIL_FROM } = config
  if (!SMTP_URL || !MAIL_FROM) {
    logger.info('no mail server set (SMTP_URL): e-mails wait in the outbox, readable in the back office')
    return { stop: async () => {} }
  }
  const transport = options.transport ?? smtpTransport(SMTP_URL, MAIL_FROM)
  const domain = /@([^>\s]+)>?$/.exec(MAIL_FROM)?.[1] ?? 'localhost'
  const now = options.now ?? (() => new Date())
  transport.verify().then(
    () => logger.info('the mail server answers'),
    (error: unknown) => logger.warn({ err: { message: describeError(error) } }, 'the mail server does not answer yet: e-mails wait in the outbox'),
  )
  // One round at a time: a slow mail server never has two rounds of this process sending.
  let round: Promise<void> | null = null
  let stopped = false
  const tick = () => {
    if (round || stopped) return
    round = deliverDueEmails(db, transport, { now: now(), domain, logger, stopping: () => stopped })
      .then(
        () => {},
        // The query's text only: its parameters may hold a guest's address.
        (error: Error) => logger.warn({ err: { message: error.message.split('\nparams:')[0] } }, 'could not look for e-mails to send'),
      )
      .finally(() => {
        round = null
      })
  }
  tick()
  const timer = setInterval(tick, options.intervalMs ?? SEND_INTERVAL_MS)
  timer.unref()
  return {
    async stop() {
      stopped = true
      clearInterval(timer)
      await round
      transport.close()
    },
  }
}
