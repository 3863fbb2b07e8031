import { useEffect, useState } from 'react'
import { Armchair, LogOut, UserPlus } from '~/components/staff-icons'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import type { WaitlistEntryJson } from '~/contracts/waitlist'
import { cn } from '~/lib/cn'
import { isInLine } from '~/lib/waitlist-line'
import { durationText, minutesWaited, quoteText, WAITLIST_STATUS_LABELS } from './waitlist-format'

/** How long 'Left' waits for its second tap: the API has no way back to the line, so the first tap only asks. */
const CONFIRM_LEFT_MS = 4_000

const STATUS_CLASS: Record<WaitlistEntryJson['status'], string> = {
  waiting: 'bg-muted text-foreground',
  offered: 'bg-amber-100 text-amber-900',
  notified: 'bg-primary text-primary-foreground',
  seated: 'bg-emerald-100 text-emerald-900',
  left: 'bg-muted text-muted-foreground',
  expired: 'bg-muted text-muted-foreground',
}

export interface WaitlistRowActions {
  onNotify: (entry: WaitlistEntryJson) => void
  onSeat: (entry: WaitlistEntryJson) => void
  onLeft: (entry: WaitlistEntryJson) => void
  busyId: number | null
}

/** One party: place, who, time waited (live), quoted wait, status, and the three one-tap actions while in line. */
export function WaitlistRow({ entry, now, actions }: { entry: WaitlistEntryJson; now: Date | null; actions: WaitlistRowActions }) {
  const inLine = isInLine(entry.status)
  const walkIn = entry.kind === 'walk-in'
  const busy = actions.busyId === entry.id
  const [confirmingLeft, setConfirmingLeft] = useState(false)
  useEffect(() => {
    if (!confirmingLeft) return
    const timer = setTimeout(() => setConfirmingLeft(false), CONFIRM_LEFT_MS)
    return () => clearTimeout(timer)
  }, [confirmingLeft])

  return (
    <li
      className={cn('grid grid-cols-[2rem_minmax(0,1fr)] items-center gap-x-3 gap-y-1.5 rounded-lg border border-border bg-card px-3 py-1.5 sm:grid-cols-[2.5rem_minmax(0,1fr)_auto]', !inLine && 'bg-muted')}
      data-testid="waitlist-entry"
      aria-label={`${entry.name}, ${WAITLIST_STATUS_LABELS[entry.status]}`}
    >
      <span className="text-center text-xl font-bold tabular-nums" aria-label={entry.position ? `Place ${entry.position}` : 'Out of line'}>
        {entry.position ?? '–'}
      </span>
      <div className="grid min-w-0 gap-0.5">
        <div className="flex min-w-0 items-baseline gap-2">
          <span className="truncate font-semibold">{entry.name}</span>
          <span className="shrink-0 text-sm text-muted-foreground">
            {entry.guests} · {entry.seatingPreference === 'bar' ? 'Bar' : 'Table'}
            {walkIn ? '' : ` · online ${entry.from ?? ''}–${entry.to ?? ''}`}
          </span>
        </div>
        <div className="flex flex-wrap items-center gap-x-3 text-sm">
          <Badge className={STATUS_CLASS[entry.status]} data-testid="waitlist-status">
            {WAITLIST_STATUS_LABELS[entry.status]}
          </Badge>
          {inLine && walkIn && (
            <>
              <span>
                <span className="text-muted-foreground">waited </span>
                <span className="font-medium tabular-nums" data-testid="waitlist-waited">
                  {now ? durationText(minutesWaited(entry.joinedAt, now)) : '–'}
                </span>
              </span>
              <span>
                <span className="text-muted-foreground">quote </span>
                <span className="font-medium tabular-nums">{quoteText(entry.quotedMinutes)}</span>
              </span>
            </>
          )}
          {entry.note && <span className="truncate text-muted-foreground italic">{entry.note}</span>}
        </div>
      </div>
      {inLine && walkIn ? (
        // On a phone the taps take a row of their own under the party, each a third of it.
        <div className="col-span-2 flex gap-1.5 sm:col-span-1 max-sm:[&>*]:flex-1">
          <Button variant="outline" className="h-11 px-3" disabled={busy} onClick={() => actions.onNotify(entry)} aria-label={`Notify ${entry.name}`}>
            <UserPlus aria-hidden="true" />
            Notify
          </Button>
          <Button className="h-11 px-3" disabled={busy} onClick={() => actions.onSeat(entry)} aria-label={`Seat ${entry.name}`}>
            <Armchair aria-hidden="true" />
            Seat
          </Button>
          <Button
            variant={confirmingLeft ? 'destructive' : 'ghost'}
            className="h-11 w-28 px-3"
            disabled={busy}
            onClick={() => {
              if (!confirmingLeft) return setConfirmingLeft(true)
              setConfirmingLeft(false)
              actions.onLeft(entry)
            }}
            aria-label={confirmingLeft ? `Confirm ${entry.name} left` : `${entry.name} left`}
          >
            <LogOut aria-hidden="true" />
            {confirmingLeft ? 'Sure?' : 'Left'}
          </Button>
        </div>
      ) : (
        <span className="max-sm:hidden" />
      )}
    </li>
  )
}
