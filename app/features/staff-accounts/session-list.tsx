import { useState } from 'react'
import { AdminConfirmDialog } from '~/components/admin-confirm-dialog'
import { QueryState } from '~/components/query-state'
import { LogOut } from '~/components/staff-icons'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import type { StaffSessionJson } from '~/contracts/staff'
import { useEndSessions, useSessions } from './staff-queries'

const when = (iso: string | null) =>
  iso ? new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : 'not yet'

/**
 * The open sessions of an account (`accountId`, for its owner) or one's own (`accountId` null): each one's device,
 * first and last seen, with "End"; then "End all" (one's own: all the others). Each ending is asked first.
 */
export function SessionList({ accountId, name }: { accountId: number | null; name: string }) {
  const sessions = useSessions(accountId)
  const end = useEndSessions(accountId)
  const [ending, setEnding] = useState<{ session: StaffSessionJson | null } | null>(null)
  const own = accountId === null
  const others = (list: StaffSessionJson[]) => list.filter((s) => !s.current)
  return (
    <div className="grid gap-3">
      <QueryState
        query={sessions}
        loading="Loading sessions..."
        error="The sessions could not be loaded."
        empty={`${name} has no open sessions.`}
      >
        {(list) => (
          <>
            <ul className="divide-y divide-border" aria-label={own ? 'Your sessions' : `Sessions of ${name}`}>
              {list.map((session) => (
                <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-2" data-session-id={session.id}>
                  <div className="grid gap-0.5">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-medium">{session.device}</span>
                      {session.current && <Badge>This device</Badge>}
                      {session.remember && <Badge variant="secondary">Remembered</Badge>}
                    </div>
                    <p className="text-sm text-muted-foreground">
                      Signed in {when(session.createdAt)} · last seen {when(session.lastSeenAt)}
                    </p>
                  </div>
                  {!session.current && (
                    <Button variant="outline" size="sm" onClick={() => setEnding({ session })} disabled={end.isPending}>
                      <LogOut aria-hidden="true" />
                      End<span className="sr-only"> the session on {session.device}</span>
                    </Button>
                  )}
                </li>
              ))}
            </ul>
            {(own ? others(list).length : list.length) > 0 ? (
              <div>
                <Button variant="outline" onClick={() => setEnding({ session: null })} disabled={end.isPending}>
                  {own ? 'End all other sessions' : `End all sessions of ${name}`}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </QueryState>
      <AdminConfirmDialog
        item={ending}
        onClose={() => setEnding(null)}
        question={({ session }) => (session ? `End the session on ${session.device}?` : own ? 'End all your other sessions?' : `End all sessions of ${name}?`)}
        detail={({ session }) =>
          session ? 'That device is signed out at once and has to sign in again.' : 'Those devices are signed out at once and have to sign in again.'
        }
        confirmLabel="End"
        onConfirm={({ session }) => {
          setEnding(null)
          end.mutate(session)
        }}
      />
    </div>
  )
}
