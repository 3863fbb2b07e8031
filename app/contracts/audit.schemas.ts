import { z } from 'zod'
import { AUDIT_RESOURCE_NAMES, auditMessages, type AuditResource } from './audit'
import { calendarDate } from './fields.schemas'

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional())

/** GET /api/audit's query: every filter optional; `from`/`to` venue-local days, both included. */
export const auditQuerySchema = z
  .object({
    actor: optional(z.string({ error: auditMessages.actor }).trim().max(100, auditMessages.actor)),
    resource: optional(z.string({ error: auditMessages.resource }).refine((r) => AUDIT_RESOURCE_NAMES.includes(r as AuditResource), auditMessages.resource)),
    resourceId: optional(z.string({ error: auditMessages.resourceId }).trim().max(100, auditMessages.resourceId)),
    from: optional(calendarDate(auditMessages.from)),
    to: optional(calendarDate(auditMessages.to)),
    // Opaque to clients; the service reads it (a cursor it did not give is a 400 there).
    cursor: optional(z.string({ error: auditMessages.cursor }).max(120, auditMessages.cursor)),
  })
  .refine((q) => !q.from || !q.to || q.to >= q.from, { path: ['to'], message: auditMessages.range })

export type AuditQuery = z.infer<typeof auditQuerySchema>
