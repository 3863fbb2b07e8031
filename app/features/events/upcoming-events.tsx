import { CalendarCheck, CalendarDays, CalendarPlus, Clock, PartyPopper } from '~/components/icons'
import { useI18n } from '~/components/i18n'
import { LoadError } from '~/components/load-error'
import { Photo } from '~/components/photo'
import { ResponsiveImage } from '~/components/responsive-image'
import { fieldLanguage, Translated } from '~/components/translated-text'
import { buttonVariants } from '~/components/ui/button'
import { bookPagePath } from '~/contracts/bookings'
import { cn } from '~/lib/cn'
import { EVENTS_PLACEHOLDER_COUNT } from '~/lib/constants'
import { eventBookingDate, formatEventDate, formatEventTimes } from '~/lib/event-times'
import { DEFAULT_LANGUAGE } from '~/lib/languages'
import { localDateTime, localTimeRange } from '~/lib/local-time'
import { venueToday } from '~/lib/venue-time'
import { localClosedNotice } from './closed-notice'
import { useUpcomingEvents } from './queries'
import { eventPaths, type UpcomingEventJson } from '~/contracts/events'

/** How wide a card's photo is drawn: the grid's column (1, 2 or 3 columns in a max-w-5xl page). */
const CARD_IMAGE_SIZES = '(min-width: 1024px) 320px, (min-width: 640px) 50vw, 100vw'

/** A card's actions: full-width, at least 44 px tall, wrapping rather than overflowing a narrow card. */
const ACTION_CLASS = 'h-auto min-h-11 w-full whitespace-normal py-2 text-center'

/**
 * Plain links, so both work before the page is interactive: booking opens /book on the event's day (only for an event
 * that starts today or later, when the venue is open then), the calendar file downloads (GET /api/events/:id/ics).
 */
function EventActions({ event, timeZone, titleId }: { event: UpcomingEventJson; timeZone: string; titleId: string }) {
  const bookingDate = event.closedNotice ? null : eventBookingDate(event.date, venueToday(timeZone), timeZone)
  const { t, path, lang } = useI18n()
  return (
    <div className="mt-auto grid gap-2 pt-2">
      {event.closedNotice && (
        <p className="rounded-md border border-accent-strong/40 bg-accent/10 px-3 py-2 text-sm font-semibold text-foreground" data-testid="event-closed">
          {localClosedNotice(event.closedNotice, lang, t)}
        </p>
      )}
      {bookingDate && (
        <a href={path(bookPagePath(bookingDate))} aria-describedby={titleId} className={cn(buttonVariants({ size: 'lg' }), ACTION_CLASS)}>
          <CalendarCheck aria-hidden="true" />
          {t('pages.eventBook')}
        </a>
      )}
      <a
        href={eventPaths.ics(event.id)}
        download
        aria-describedby={titleId}
        className={cn(buttonVariants({ variant: 'outline', size: 'lg' }), ACTION_CLASS)}
      >
        <CalendarPlus aria-hidden="true" />
        {t('pages.eventCalendar')}
      </a>
    </div>
  )
}

function EventCard({ event, timeZone, first }: { event: UpcomingEventJson; timeZone: string; first: boolean }) {
  const titleId = `event-${event.id}-title`
  const { lang, t } = useI18n()
  const english = lang === DEFAULT_LANGUAGE
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm" data-testid="event">
      <div className="relative aspect-video w-full overflow-hidden">
        {/* The backdrop is the picture for events without one, and what shows if an image cannot load. */}
        <div
          aria-hidden="true"
          className="absolute inset-0 flex items-center justify-center bg-gradient-to-br from-primary to-accent-strong text-white/90"
        >
          <PartyPopper className="size-12" />
        </div>
        {event.image ? (
          <ResponsiveImage
            image={event.image}
            alt={event.title}
            sizes={CARD_IMAGE_SIZES}
            // The first card's photo is in view on arrival; the others load as they scroll in.
            loading={first ? 'eager' : 'lazy'}
            className="absolute inset-0 size-full object-cover"
          />
        ) : (
          event.imageUrl && (
            <Photo
              src={event.imageUrl}
              alt={event.title}
              loading="lazy"
              decoding="async"
              width={640}
              height={360}
              className="absolute inset-0 size-full object-cover"
            />
          )
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Translated as="h2" id={titleId} text={event.title} lang={fieldLanguage(event, 'title')} className="text-lg leading-snug font-bold text-foreground" />
        <p className="flex items-center gap-1.5 text-sm font-semibold text-accent-strong">
          <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
          <time dateTime={event.date} data-testid="event-date">
            {english ? formatEventDate(event.date, timeZone) : localDateTime(lang, event.date, timeZone)}
          </time>
        </p>
        {event.endTime && (
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <Clock className="size-4 shrink-0" aria-hidden="true" />
            <span data-testid="event-times">
              {english ? formatEventTimes(event.time, event.endTime) : localTimeRange(lang, t, event.time, event.endTime)}
            </span>
          </p>
        )}
        <Translated as="p" text={event.description} lang={fieldLanguage(event, 'description')} className="text-sm leading-relaxed text-muted-foreground" />
        <EventActions event={event} timeZone={timeZone} titleId={titleId} />
      </div>
    </li>
  )
}

/** Loading: three placeholder cards. */
function EventsPlaceholder() {
  const { t } = useI18n()
  return (
    <div>
      <p role="status" className="sr-only">
        {t('pages.eventsLoading')}
      </p>
      <ul aria-hidden="true" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: EVENTS_PLACEHOLDER_COUNT }, (_, i) => (
          <li key={i} className="animate-pulse overflow-hidden rounded-xl border border-border bg-card" data-testid="event-placeholder">
            <div className="aspect-video bg-muted" />
            <div className="flex flex-col gap-2 p-4">
              <div className="h-5 w-3/5 rounded bg-muted" />
              <div className="h-4 w-2/5 rounded bg-muted" />
              <div className="h-3 w-full rounded bg-muted" />
              <div className="h-3 w-4/5 rounded bg-muted" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** Upcoming events as cards: 1 column on phones, 2 on small screens, 3 on large ones. */
export function UpcomingEvents({ initialEvents, timeZone }: { initialEvents?: UpcomingEventJson[]; timeZone: string }) {
  const events = useUpcomingEvents(initialEvents)
  const { t } = useI18n()

  if (events.isPending) return <EventsPlaceholder />
  if (events.isError) {
    return <LoadError title={t('pages.eventsError')} onRetry={() => void events.refetch()} retrying={events.isFetching} />
  }
  if (events.data.length === 0) {
    return (
      <p className="py-10 text-center text-muted-foreground">{t('pages.eventsEmpty')}</p>
    )
  }
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="events-grid">
      {events.data.map((event, i) => (
        <EventCard key={event.id} event={event} timeZone={timeZone} first={i === 0} />
      ))}
    </ul>
  )
}
