/**
 * The e-mail outbox (staff): GET /api/emails, GET /api/emails/summary, GET /api/emails/:id (with the message itself),
 * POST /api/emails/:id/resend. Every message is written to the outbox in the transaction of the change that causes
 * it, and sent from there (SMTP_URL) with retries; without a mail server it stays queued, readable here. POST
 * /api/emails/:id/dismiss gives up on a failed message.
 */
import { notFoundMessage, viewKeys } from './common'

export const EMAIL_KINDS = [
  'booking-confirmation',
  'booking-cancellation',
  'booking-change',
  'booking-reminder',
  'staff-new-booking',
  'group-request-received',
  'group-request-declined',
  'staff-group-request',
  'waitlist-joined',
  'waitlist-ready',
  'waitlist-offer',
  'staff-backup-failed',
  'staff-weekly-summary',
] as const
export type EmailKind = (typeof EMAIL_KINDS)[number]

/** The system's notices to the venue: a backup failed or missed, the weekly summary. */
export const SYSTEM_EMAIL_KINDS = ['staff-backup-failed', 'staff-weekly-summary'] as const

/** The messages about a booking, a request or a place in line; the others are the system's notices to the venue. */
export type BookingEmailKind = Exclude<EmailKind, (typeof SYSTEM_EMAIL_KINDS)[number]>
export const BOOKING_EMAIL_KINDS = EMAIL_KINDS.filter((kind): kind is BookingEmailKind => !(SYSTEM_EMAIL_KINDS as readonly string[]).includes(kind))

/**
 * queued: waits for its (next) attempt; sent; failed: every attempt failed (staff may resend or dismiss it); cancelled:
 * no longer due (its booking changed or started, or staff dismissed it).
 */
export const EMAIL_STATUSES = ['queued', 'sent', 'failed', 'cancelled'] as const
export type EmailStatus = (typeof EMAIL_STATUSES)[number]

/**
 * What became of the e-mail to the guest that a booking (or its change) writes: queued for sending; not-sent, because
 * the address already had GUEST_EMAILS_PER_ADDRESS_PER_DAY e-mails in the last 24 hours (the booking stands; the
 * guest keeps its reference); none, the booking has no e-mail address (a walk-in, a phone booking without one).
 */
export type GuestEmailOutcome = 'queued' | 'not-sent' | 'none'

/** What staff read in the list: which message, to whom, and how its delivery went. */
export interface EmailJson {
  id: number
  kind: EmailKind
  /** The recipient's address. */
  to: string
  subject: string
  status: EmailStatus
  /** Delivery attempts made so far. */
  attempts: number
  createdAt: string
  /** When it is (next) due: a reminder's time, or the next retry after a failure. ISO instant. */
  sendAfter: string
  sentAt: string | null
  /** What the mail server (or the connection to it) said at the last failed attempt. */
  lastError: string | null
  /** The booking it is about (its reference), if any. */
  reference: string | null
}

/** GET /api/emails/:id: the message as it is (or was) sent, with the guest's private token shown as [private-token]. */
export interface EmailPreviewJson extends EmailJson {
  /** The plain-text part. */
  text: string
  /** The HTML part: a whole document with inline styles, no scripts and no remote images. */
  html: string
  attachments: Array<{ fileName: string; contentType: string }>
}

/** GET /api/emails: the newest messages first. */
export interface EmailListJson {
  emails: EmailJson[]
  /** False when no mail server is set (SMTP_URL): messages wait in the outbox and are not sent. */
  mailServer: boolean
}

/** GET /api/emails/summary: what the dashboard warns about. */
export interface EmailSummaryJson {
  mailServer: boolean
  queued: number
  failed: number
  /**
   * Messages not delivered (queued for a retry, or failed and not dismissed) whose first failed attempt is an hour old
   * or more, about bookings from today on.
   */
  failingOverAnHour: number
}

/** The list shows at most this many messages (the newest). */
export const EMAIL_LIST_LIMIT = 200

export const emailKindLabels: Record<EmailKind, string> = {
  'booking-confirmation': 'Booking confirmation',
  'booking-cancellation': 'Cancellation',
  'booking-change': 'Change by staff',
  'booking-reminder': 'Reminder',
  'staff-new-booking': 'New booking (to the venue)',
  'group-request-received': 'Group request received',
  'group-request-declined': 'Group request declined',
  'staff-group-request': 'New group request (to the venue)',
  'waitlist-joined': 'Waitlist: place in line',
  'waitlist-ready': 'Waitlist: table ready',
  'waitlist-offer': 'Waitlist: table held',
  'staff-backup-failed': 'Backup failed or missed (to the venue)',
  'staff-weekly-summary': 'Weekly summary (to the venue)',
}

export const emailStatusLabels: Record<EmailStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
  cancelled: 'Not sent (no longer due)',
}

export const emailMessages = {
  notFound: notFoundMessage('E-mail'),
  resendOnlyFailed: 'Only a failed e-mail can be sent again.',
  dismissOnlyFailed: 'Only a failed e-mail can be dismissed.',
} as const

export const emailKeys = {
  ...viewKeys('emails', 'list', 'summary'),
  detail: (id: number) => [...emailKeys.all, 'detail', id] as const,
}

export const emailPaths = {
  list: '/api/emails',
  summary: '/api/emails/summary',
  detail: (id: number) => `/api/emails/${id}`,
  resend: (id: number) => `/api/emails/${id}/resend`,
  dismiss: (id: number) => `/api/emails/${id}/dismiss`,
}
