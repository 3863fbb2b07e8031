/** Any message of the outbox, rendered by what it is about: a booking (booking-email.ts) or a backup (backup-notice.ts). */
import type { BookingEmailKind, EmailKind } from '~/contracts/emails'
import { type BackupNoticeContent, backupNoticeSubject, isBackupNotice, renderBackupNotice } from './backup-notice'
import { emailSubject, renderEmail } from './booking-email'
import type { BookingEmailContent, RenderedEmail } from './booking-email-content'

/** What email_outbox.content holds. */
export type OutboxContent = BookingEmailContent | BackupNoticeContent

export function outboxSubject(kind: EmailKind, content: OutboxContent): string {
  return isBackupNotice(content) ? backupNoticeSubject(content) : emailSubject(kind as BookingEmailKind, content)
}

export function renderOutboxEmail(kind: EmailKind, content: OutboxContent): RenderedEmail {
  return isBackupNotice(content) ? renderBackupNotice(content) : renderEmail(kind as BookingEmailKind, content)
}
