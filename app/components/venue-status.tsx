import { startTransition, useEffect, useState } from 'react'
import { Link } from 'react-router'
import { type StatusChange, statusAt } from '~/lib/status-timeline'
import { useI18n } from './i18n'
import { CalendarCheck, Clock, Martini } from './icons'

/** The instant now (epoch ms), read again at every minute's turn and when the page is shown again (null until hydrated). */
function useMinuteClock(): number | null {
  const [now, setNow] = useState<number | null>(null)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const tick = () => {
      clearTimeout(timer)
      // Never urgent: a transition renders after the hydration's task (its first tick) instead of inside it.
      startTransition(() => setNow(Date.now()))
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

const BOOK_CLASS =
  'h-11 items-center justify-center gap-2 rounded-full bg-accent-strong px-5 text-base font-bold whitespace-nowrap text-accent-foreground transition-colors hover:bg-accent-strong/90'

const PLACEMENT = {
  // On phones (the menu screens): just above the bottom bar while the page scrolls; from 1024 px the header has it.
  floating: 'fixed right-4 bottom-[calc(4.25rem+env(safe-area-inset-bottom))] z-30 inline-flex shadow-lg lg:hidden',
  header: 'hidden shadow-sm lg:inline-flex',
}

/** The "Book a table" button, floating on phones or in the desktop header. */
export function BookTableLink({ placement }: { placement: keyof typeof PLACEMENT }) {
  const { t, path } = useI18n()
  return (
    <Link to={path('/book')} className={`${BOOK_CLASS} ${PLACEMENT[placement]}`} data-testid={`book-table-${placement}`}>
      <CalendarCheck className="size-5" aria-hidden="true" />
      {t('frame.bookTable')}
    </Link>
  )
}

/**
 * The first screen above the menu: today's hours, the happy hour, and "Book a table" (in the header on desktops).
 * The wording comes from the server for the next two days (`timeline`, from the public layout's loader): until
 * hydrated the entry the page was rendered with, then the one for the browser's clock, every minute.
 */
export function FirstScreen({ timeline }: { timeline: readonly StatusChange[] }) {
  const now = useMinuteClock()
  const status = timeline.length > 0 ? statusAt(timeline, now ?? timeline[0].from) : null
  return (
    <div className="mb-4 flex flex-wrap items-center justify-center gap-2 text-sm" data-testid="first-screen">
      {status && (
        <>
          <p className="inline-flex items-center gap-1.5 rounded-full bg-card px-3 py-1.5 font-semibold text-foreground ring-1 ring-border" data-testid="hours-today">
            <Clock className="size-4 text-primary" aria-hidden="true" />
            {status.hours}
          </p>
          {status.happyHour && (
            <p className="inline-flex items-center gap-1.5 rounded-full bg-card px-3 py-1.5 font-semibold text-accent-strong ring-1 ring-accent/60" data-testid="happy-hour-now">
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
