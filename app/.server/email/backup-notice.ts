/**
 * The venue's notice of a backup that failed its check or was missed (the server was not running at BACKUP_TIME):
 * in English, like the back office, and like the other notices to the venue it links to the back office.
 */
import { venueStamp } from '~/lib/backup-schedule'
import type { RenderedEmail } from './booking-email-content'
import { type Body, type EmailVenue, htmlPart, oneLine, textPart } from './message-parts'

/** What the outbox stores for the notice (email_outbox.content of kind 'staff-backup-failed'). */
export interface BackupNoticeContent {
  notice: 'backup-failed' | 'backup-missed'
  venue: EmailVenue
  origin: string
  timeZone: string
  changedAt: string
  /** The failed backup's file (kept aside in the backup folder's failed/), or null for a missed one. */
  file: string | null
  /** The backup's time, or the missed slot's (ISO instant). */
  at: string
  error: string
}

export function isBackupNotice(content: object): content is BackupNoticeContent {
  return 'notice' in content && (content.notice === 'backup-failed' || content.notice === 'backup-missed')
}

export function backupNoticeSubject(content: BackupNoticeContent): string {
  const when = venueStamp(new Date(content.at), content.timeZone)
  return oneLine(content.notice === 'backup-missed' ? `The backup of ${when} was missed` : `The backup of ${when} failed`)
}

export function renderBackupNotice(content: BackupNoticeContent): RenderedEmail {
  const subject = backupNoticeSubject(content)
  const body: Body = {
    greeting: content.notice === 'backup-missed' ? 'The site did not make its scheduled backup.' : 'A backup of the site failed.',
    paragraphs: [
      content.notice === 'backup-missed'
        ? 'The server was not running at the backup time; it makes one now that it runs again.'
        : 'It is not counted as a backup: the latest good one stays the latest. The failed file is kept aside in the backup folder.',
    ],
    details: [
      ['When', `${venueStamp(new Date(content.at), content.timeZone)} (${content.timeZone})`],
      ...(content.file ? [['File', content.file] as [string, string]] : []),
      ['Why', oneLine(content.error, 500)],
    ],
    link: { label: 'Open the system page', url: `${content.origin}/admin/system` },
    signed: false,
  }
  return { subject, text: textPart(body, content.venue), html: htmlPart(subject, body, content.venue), attachments: [] }
}
