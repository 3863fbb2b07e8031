import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { type AuditResource, auditPaths } from '~/contracts/audit'
import { Clock } from '~/components/staff-icons'
import { authPaths } from '~/contracts/auth'
import { getJson } from '~/lib/api'
import { cn } from '~/lib/cn'

/** "History": the audit trail of one menu item, offer, event or booking; shown to owners only (who alone may read it). */
export function HistoryLink({ resource, id, label, className }: { resource: AuditResource; id: number; label: string; className?: string }) {
  if (useStaffRole() !== 'owner') return null
  return (
    <Link
      to={auditPaths.history(resource, id)}
      className={cn('inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline', className)}
      data-testid="history-link"
    >
      <Clock className="size-4" aria-hidden="true" />
      History<span className="sr-only">: {label}</span>
    </Link>
  )
}

/**
 * The signed-in staff member's role, read defensively from GET /api/auth/session (null until known, or when the
 * answer has none): only what an owner may open is offered on its strength.
 */
export function useStaffRole(): string | null {
  const session = useQuery({
    queryKey: ['auth', 'session'],
    queryFn: getJson<{ role?: unknown }>(authPaths.session),
    staleTime: 60_000,
  })
  const role = session.data?.role
  return typeof role === 'string' ? role : null
}
