import { useState } from 'react'
import { QueryState } from '~/components/query-state'
import { Plus } from '~/components/staff-icons'
import { Button } from '~/components/ui/button'
import type { WaitlistEntryJson, WaitlistKind } from '~/contracts/waitlist'
import { useMinuteClock } from '~/components/use-minute-clock'
import type { SeatingTable } from '~/lib/seating'
import { toast } from '~/lib/use-toast'
import { AddWalkInDialog } from './add-walk-in-dialog'
import { SeatDialog } from './seat-dialog'
import { isInLine } from '~/lib/waitlist-line'
import { useDayWaitlist, useWaitlistAction } from './waitlist-query'
import { WaitlistRow } from './waitlist-row'

/**
 * The host stand's waitlist view: the day's parties in line order (those still in line first), 'Add to waitlist',
 * and one tap each to notify, seat or let go. Refetched every 15 s and after every tap.
 * There is no undo: the API has no way back into the line (PATCH takes 'notified', 'left' or a seat), so 'Left'
 * asks for a second tap instead.
 */
export function WaitlistPanel({ date, canAdd, tables }: { date: string; canAdd: boolean; tables: readonly SeatingTable[] | undefined }) {
  const list = useDayWaitlist(date)
  const action = useWaitlistAction()
  const now = useMinuteClock()
  const [adding, setAdding] = useState(false)
  const [seating, setSeating] = useState<WaitlistEntryJson | null>(null)
  const busyId = action.isPending ? action.variables.id : null

  const notify = (entry: WaitlistEntryJson) =>
    action.mutate({ id: entry.id, status: 'notified' }, { onSuccess: () => toast({ title: 'Notified', description: `${entry.name}'s page now says their table is ready.` }) })
  const left = (entry: WaitlistEntryJson) =>
    action.mutate({ id: entry.id, status: 'left' }, { onSuccess: () => toast({ title: 'Left the line', description: `${entry.name} is off the waitlist.` }) })
  const seat = (entry: WaitlistEntryJson, tableNumber: number | null) => {
    setSeating(null)
    const where = entry.seatingPreference === 'bar' ? 'at the bar' : tableNumber === null ? 'at a free table' : `at table ${tableNumber}`
    action.mutate({ id: entry.id, seat: { tableNumber } }, { onSuccess: () => toast({ title: 'Seated', description: `${entry.name} is seated ${where}.` }) })
  }

  return (
    <section aria-labelledby="waitlist-title" className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <h3 id="waitlist-title" className="text-lg font-semibold">
          Waitlist
        </h3>
        {/* Walk-ins join tonight's line: another day's list is only to look at. */}
        {canAdd ? (
          <Button className="h-11" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            Add to waitlist
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">Walk-ins join today's line.</p>
        )}
      </div>
      <QueryState query={list} loading="Loading the waitlist..." error="The waitlist could not be loaded." empty="Nobody is waiting. Add a walk-in party when the floor is full.">
        {(entries) => {
          const rows = (kind: WaitlistKind) =>
            inLineFirst(entries.filter((entry) => entry.kind === kind)).map((entry) => (
              <WaitlistRow key={entry.id} entry={entry} now={now} actions={{ onNotify: notify, onSeat: setSeating, onLeft: left, busyId }} />
            ))
          const online = rows('online')
          // Two lines, each with its own places: the parties at the door, and the guests waiting online for a later time.
          return (
            <>
              <ol className="grid gap-1.5" aria-label="Parties waiting at the door">
                {rows('walk-in')}
              </ol>
              {online.length > 0 && (
                <>
                  <h4 className="mt-2 text-sm font-semibold text-muted-foreground">Waiting online for a later time (offered freed tables by themselves)</h4>
                  <ol className="grid gap-1.5" aria-label="Guests waiting online">
                    {online}
                  </ol>
                </>
              )}
            </>
          )
        }}
      </QueryState>
      <AddWalkInDialog open={adding} onClose={() => setAdding(false)} />
      <SeatDialog entry={seating} tables={tables} onSeat={seat} onClose={() => setSeating(null)} />
    </section>
  )
}

/** The server's line order, with the parties out of line (seated, left, expired) after those still waiting. */
function inLineFirst(entries: readonly WaitlistEntryJson[]): WaitlistEntryJson[] {
  return [...entries.filter((e) => isInLine(e.status)), ...entries.filter((e) => !isInLine(e.status))]
}
