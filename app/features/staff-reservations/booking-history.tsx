import { QueryState } from '~/components/query-state'
import { cn } from '~/lib/cn'
import { formatShortDate } from '~/lib/date-wording'
import { plural } from '~/lib/plural'
import { formatTime12h } from '~/lib/time-slots'
import { statusBadgeClass, statusLabel } from '~/lib/reservation-status'
import { useGuestHistory, useStatusHistory } from './reservations-query'
import { TitledSection } from '~/components/titled-section'

const changedAtFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })

/** Every status the booking had, oldest first: who set it and when (venue time); a guest's own change with what changed. */
export function StatusHistory({ id, timeZone }: { id: number; timeZone: string }) {
  const history = useStatusHistory(id)
  const format = changedAtFormat(timeZone)
  return (
    <TitledSection id={`status-history-${id}`} title="Status history">
      <QueryState query={history} loading="Loading the history..." error="The history could not be loaded." empty="No changes recorded.">
        {(changes) => (
          <ol className="grid gap-1 text-sm">
            {changes.map((change, index) => (
              <li key={index} className="flex flex-wrap items-center gap-2">
                <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', statusBadgeClass(change.status))}>{statusLabel(change.status)}</span>
                <span>
                  {change.note ? 'changed' : index === 0 ? 'booked' : 'set'} by{' '}
                  {change.changedBy === 'guest' ? 'the guest' : (change.changedBy ?? 'unknown')}
                </span>
                <time dateTime={change.changedAt} className="text-muted-foreground">
                  {format.format(new Date(change.changedAt))}
                </time>
                {/* A guest's own change of the booking: what changed ('Changed from 7:00 PM to 8:00 PM, 2 to 4 guests'). */}
                {change.note && <span className="basis-full break-words">{change.note}</span>}
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </TitledSection>
  )
}

/**
 * The same guest's other bookings (matched by e-mail or phone): any other booking of theirs that day (a second
 * booking of one guest), visits, no-shows, and their notes. "First booking" only when they have no other booking.
 */
export function GuestHistory({ id }: { id: number }) {
  const guest = useGuestHistory(id)
  return (
    <TitledSection id={`guest-history-${id}`} title="Guest history">
      <QueryState query={guest} loading="Loading the guest's visits..." error="The guest's history could not be loaded.">
        {(history) =>
          history.otherBookings === 0 ? (
            <p className="text-sm text-muted-foreground">First booking: no earlier visits found.</p>
          ) : (
            <div className="grid gap-2 text-sm">
              {history.sameDay.length > 0 && (
                <p className="font-semibold text-destructive">
                  Also booked this day:{' '}
                  {history.sameDay.map((other) => `${formatTime12h(other.time)}${other.reference ? ` (${other.reference})` : ''}, ${other.status}`).join('; ')}
                </p>
              )}
              <p>
                {plural(history.visits, 'earlier visit')}
                {history.lastVisit && `, last on ${formatShortDate(history.lastVisit)}`}
                {' · '}
                <span className={history.noShows > 0 ? 'font-semibold text-destructive' : undefined}>{plural(history.noShows, 'no-show')}</span>
              </p>
              {history.notes.length > 0 && (
                <ul className="grid gap-1" aria-label="Notes from earlier visits">
                  {history.notes.map((note, index) => (
                    <li key={index} className="break-words whitespace-pre-line">
                      <span className="text-muted-foreground">
                        {formatShortDate(note.date)} ({note.from === 'staff' ? 'staff' : 'guest'}):
                      </span>{' '}
                      {note.text}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )
        }
      </QueryState>
    </TitledSection>
  )
}
