import { Link } from 'react-router'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import type { AffectedEventJson } from '~/contracts/opening-hours'
import { formatWeekdayDate } from '~/lib/date-wording'
import { plural } from '~/lib/plural'
import { formatTime12h } from '~/lib/time-slots'

/**
 * The events on days or at times the new hours close (nothing when there are none): guests see them as closed on
 * /events, without the booking button. Before a save (`saved` false) it says what saving will do.
 */
export function AffectedEvents({ events, saved }: { events: AffectedEventJson[]; saved: boolean }) {
  if (events.length === 0) return null
  return (
    <Card data-testid="affected-events">
      <CardHeader>
        <CardTitle>{`Events when the venue is closed (${plural(events.length, 'event')})`}</CardTitle>
        <CardDescription>
          {saved ? 'Guests now see these events' : 'Once saved, guests see these events'} marked as closed on the events page, with no
          way to book a table for them. Move or delete them on the{' '}
          <Link to="/admin/events" className="text-primary underline underline-offset-4">
            events page
          </Link>{' '}
          if they are not happening.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-border" aria-label="Events when the venue is closed">
          {events.map((e) => (
            <li key={e.id} className="grid gap-1 py-3 text-sm">
              <span className="font-medium">{e.title}</span>
              <span>
                {formatWeekdayDate(e.date)} at {formatTime12h(e.time)}
              </span>
              <span className="text-muted-foreground">{e.reason}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  )
}
