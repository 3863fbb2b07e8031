import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { apiRequest } from '~/lib/api'
import type { OpeningHoursJson } from '~/lib/opening-hours'
import { hoursAround, type VenueStatus, venueStatus } from '~/lib/venue-status'
import { venueToday } from '~/lib/venue-time'
import { CalendarCheck, Clock, Martini } from './icons'
import { usePublicFrame } from './use-venue-time-zone'
import { useVenue } from './venue'

const OPENING_HOURS_PATH = '/api/opening-hours'

/** The instant now, read again at every minute's turn and when the page is shown again (null until hydrated). */
function useMinuteClock(): Date | null {
  const [now, setNow] = useState<Date | null>(null)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const tick = () => {
      clearTimeout(timer)
      setNow(new Date())
      timer = setTimeout(tick, 60_000 - (Date.now() % 60_000) + 50)
    }
    const onShown = () => document.visibilityState === 'visible' && tick()
    tick()
    document.addEventListener('visibilitychange', onShown)
    return () => {
      clearTimeout(timer)
      document.removeEventListener('visibilitychange', onShown)
    }
  }, [])
  return now
}

/**
 * Today's hours and happy hour as the first screen says them: the server's wording until hydrated (the instant the
 * page was rendered at), then the browser's clock, every minute. A page left open past the venue's midnight reads the
 * hours again (tomorrow's exceptions were not in the page).
 */
export function useVenueStatus(): VenueStatus | null {
  const frame = usePublicFrame()
  const { happyHour } = useVenue()
  const now = useMinuteClock()
  const [later, setLater] = useState<{ today: string; hours: OpeningHoursJson } | null>(null)
  const instant = now ?? (frame ? new Date(frame.renderedAt) : null)
  const today = frame && instant ? venueToday(frame.timeZone, instant) : null
  const knownDay = later?.today ?? frame?.today
  const known = later?.hours ?? frame?.hours
  useEffect(() => {
    if (!today || !known || today === knownDay) return
    let current = true
    apiRequest<OpeningHoursJson>('GET', OPENING_HOURS_PATH)
      .then((read) => {
        // The answer starts at today: yesterday's exception (hours past midnight) is the one the page had.
        const earlier = known.exceptions.filter((e) => e.date < today)
        if (current) setLater({ today, hours: hoursAround({ weekly: read.weekly, exceptions: [...earlier, ...read.exceptions] }, today) })
      })
      .catch(() => {})
    return () => {
      current = false
    }
  }, [today, knownDay, known])
  if (!frame || !instant || !known) return null
  return venueStatus(known, happyHour, instant, frame.timeZone)
}

const BOOK_CLASS =
  'h-11 items-center justify-center gap-2 rounded-full bg-accent-strong px-5 text-base font-bold whitespace-nowrap text-accent-foreground transition-colors hover:bg-accent-strong/90'

const PLACEMENT = {
  // On phones (the menu screens): just above the bottom bar while the page scrolls; from 1024 px the header has it.
  floating: 'fixed right-4 bottom-[calc(4.25rem+env(safe-area-inset-bottom))] z-30 inline-flex shadow-lg lg:hidden',
  header: 'hidden shadow-sm lg:inline-flex',
}

/** The "Book a table" button, floating on phones or in the desktop header. */
export function BookTableLink({ placement }: { placement: keyof typeof PLACEMENT }) {
  return (
    <Link to="/book" className={`${BOOK_CLASS} ${PLACEMENT[placement]}`} data-testid={`book-table-${placement}`}>
      <CalendarCheck className="size-5" aria-hidden="true" />
      Book a table
    </Link>
  )
}

/** The first screen above the menu: today's hours, the happy hour, and "Book a table" (in the header on desktops). */
export function FirstScreen() {
  const status = useVenueStatus()
  return (
    <div className="mb-4 flex flex-wrap items-center justify-center gap-2 text-sm" data-testid="first-screen">
      {status && (
        <>
          <p className="inline-flex items-center gap-1.5 rounded-full bg-card px-3 py-1.5 font-semibold text-foreground ring-1 ring-border" data-testid="hours-today">
            <Clock className="size-4 text-primary" aria-hidden="true" />
            {status.hours}
          </p>
          {status.happyHour && (
            <p className="inline-flex items-center gap-1.5 rounded-full bg-accent/10 px-3 py-1.5 font-semibold text-accent-strong ring-1 ring-accent/40" data-testid="happy-hour-now">
              <Martini className="size-4" aria-hidden="true" />
              {status.happyHour}
            </p>
          )}
        </>
      )}
      <BookTableLink placement="floating" />
    </div>
  )
}
