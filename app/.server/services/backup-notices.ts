/** The venue's e-mail about a failed or missed backup, through the outbox like every other message. */
import type { Database } from '../db/client'
import { emailOutbox } from '../db/schema'
import type { BackupNoticeContent } from '../email/backup-notice'
import { readVenue } from './venue'

export interface BackupNotice {
  notice: BackupNoticeContent['notice']
  file: string | null
  at: Date
  error: string
}

/** Where the notice links to and when it is written. */
export interface NoticeContext {
  origin: string
  timeZone: string
  now: Date
}

/** Queues the notice to the venue's address; false when the venue has none (the System page still shows it). */
export async function queueBackupNotice(db: Database, notice: BackupNotice, context: NoticeContext): Promise<boolean> {
  const venue = await readVenue(db)
  if (!venue.email) return false
  const content: BackupNoticeContent = {
    notice: notice.notice,
    venue: { name: venue.name, address: venue.address, phone: venue.phone, email: venue.email },
    origin: context.origin,
    timeZone: context.timeZone,
    changedAt: context.now.toISOString(),
    file: notice.file,
    at: notice.at.toISOString(),
    error: notice.error,
  }
  await db.insert(emailOutbox).values({ kind: 'staff-backup-failed', recipient: venue.email, content, sendAfter: context.now, createdAt: context.now })
  return true
}
