/**
 * The audit trail (owners): GET /api/audit?actor=&resource=&resourceId=&from=&to=&cursor=, newest first, a page at a
 * time. Every change to what staff manage is recorded in the transaction that makes it (drizzle/0015): who, when,
 * what, and the fields before and after (never a password, token, secret or hash). Kept AUDIT_KEEP_DAYS days.
 */
import { dateMessage, viewKeys } from './common'

export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'status'] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/** What the trail records changes of, by the name it records them under, with the words staff read. */
export const AUDIT_RESOURCES = {
  'menu-item': 'Menu item',
  category: 'Category',
  image: 'Image',
  event: 'Event',
  'gallery-photo': 'Gallery photo',
  venue: 'Venue details',
  'opening-hours': 'Opening hours',
  'opening-exception': 'Opening exception',
  table: 'Table',
  'seating-rules': 'Seating rules',
  'table-combination': 'Joined tables',
  reservation: 'Booking',
  'waitlist-entry': 'Waitlist entry',
  'bar-seat': 'Bar seat',
  offer: 'Offer',
  email: 'E-mail',
  staff: 'Staff account',
  'staff-policy': 'Staff rules',
  backup: 'Backup',
  'guest-export': 'Guest list export',
} as const
export type AuditResource = keyof typeof AUDIT_RESOURCES
export const AUDIT_RESOURCE_NAMES = Object.keys(AUDIT_RESOURCES) as AuditResource[]

/** How long an entry is kept before the hourly purge deletes it. */
export const AUDIT_KEEP_DAYS = 400
export const AUDIT_PAGE_SIZE = 50

/** One recorded change. `before`/`after`: the whole row for a creation (after) or deletion (before), else only the changed fields. */
export interface AuditEntryJson {
  id: number
  at: string
  actor: string
  action: AuditAction
  resource: string
  resourceId: string | null
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
}

export interface AuditPageJson {
  entries: AuditEntryJson[]
  /** Send as `cursor` for the next (older) page; null on the last page. */
  nextCursor: string | null
}

export interface AuditFilters {
  actor?: string
  resource?: string
  resourceId?: string
  from?: string
  to?: string
}

export const auditMessages = {
  actor: 'Person must be a username of 100 characters or fewer',
  resource: `Resource must be one of: ${AUDIT_RESOURCE_NAMES.join(', ')}`,
  resourceId: 'Resource id must be 100 characters or fewer',
  from: dateMessage('From'),
  to: dateMessage('To'),
  range: 'To must be the same day as From or later',
  cursor: 'Cursor is not one this list gave (start again from the first page)',
  loadFailed: 'The audit trail could not be loaded. Try again.',
} as const

export const auditKeys = viewKeys('audit', 'list')

/** The query string of a page of the trail (empty filters left out). */
export function auditQuery(filters: AuditFilters, cursor?: string | null): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value)
  if (cursor) params.set('cursor', cursor)
  const query = params.toString()
  return query ? `?${query}` : ''
}

export const auditPaths = {
  list: (filters: AuditFilters = {}, cursor?: string | null) => `/api/audit${auditQuery(filters, cursor)}`,
  /** The admin page showing one thing's history. */
  history: (resource: AuditResource, resourceId: string | number) => `/admin/audit${auditQuery({ resource, resourceId: String(resourceId) })}`,
} as const
