/**
 * Any message of the outbox, rendered by what it is about: a booking (booking-email.ts), or a notice of the system to
 * the venue: a backup (backup-notice.ts) or the weekly summary (weekly-summary.ts).
 */
import type { BookingEmailKind, EmailKind } from '~/contracts/emails'
import { type BackupNoticeContent, backupNoticeSubject, renderBackupNotice } from './backup-notice'
import { emailSubject, renderEmail } from './booking-email'
import type { BookingEmailContent, RenderedEmail } from './booking-email-content'
import { isWeeklySummary, renderWeeklySummary, type WeeklySummaryContent, weeklySummarySubject } from './weekly-summary'

/** The system's notices to the venue: about no booking, never too late to send. */
export type SystemNoticeContent = BackupNoticeContent | WeeklySummaryContent

/** What email_outbox.content holds. */
export type OutboxContent = BookingEmailContent | SystemNoticeContent

export function isSystemNotice(content: object): content is SystemNoticeContent {
  return 'notice' in content
}

export function outboxSubject(kind: EmailKind, content: OutboxContent): string {
  if (!isSystemNotice(content)) return emailSubject(kind as BookingEmailKind, content)
  return isWeeklySummary(content) ? weeklySummarySubject(content) : backupNoticeSubject(content)
}

export function renderOutboxEmail(kind: EmailKind, content: OutboxContent): RenderedEmail {
  if (!isSystemNotice(content)) return renderEmail(kind as BookingEmailKind, content)
  return isWeeklySummary(content) ? renderWeeklySummary(content) : renderBackupNotice(content)
}
