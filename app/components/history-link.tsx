import { Link } from 'react-router'
import { type AuditResource, auditPaths } from '~/contracts/audit'
import { Clock } from '~/components/staff-icons'
import { useStaffRole } from '~/components/staff-role'
import { cn } from '~/lib/cn'

/** "History": the audit trail of one menu item, offer, event or booking; shown to owners only (who alone may read it). */
export function HistoryLink({ resource, id, label, className }: { resource: AuditResource; id: number; label: string; className?: string }) {
  if (useStaffRole() !== 'owner') return null
  return (
    <Link
      to={auditPaths.history(resource, id)}
      className={cn('inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline', className)}
      data-testid="history-link"
      aria-label={`History: ${label}`}
    >
      <Clock className="size-4" aria-hidden="true" />
      History
    </Link>
  )
}
