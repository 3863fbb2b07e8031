import { useEffect, useState } from 'react'
import { serverText } from '~/.server/i18n/catalogs'
import { readOpeningHours } from '~/.server/services/opening-hours'
import { useI18n } from '~/components/i18n'
import { Clock, Mail, MapPin, Phone } from '~/components/icons'
import { PageHeader } from '~/components/page-header'
import { metaText, pageMeta } from '~/components/seo'
import { restaurantOfMatches, useVenue, venueOfMatches } from '~/components/venue'
import { telHref, venueDirectionsLink, venueMapEmbedUrl, venueMapLink } from '~/components/venue-links'
import { formatWeekdayDate } from '~/lib/date-wording'
import { DEFAULT_LANGUAGE, type Language, languageOfPath } from '~/lib/languages'
import { localTimeRange, localWeekday, localWeekdayDate } from '~/lib/local-time'
import { withLanguage } from '~/lib/restaurant-jsonld'
import { type DayHours, formatHours, hoursOn, weekdayName, weekdayOf, weeklyHoursLines } from '~/lib/opening-hours'
import type { Route } from './+types/contacts'

// Paints before its scripts are requested (entry.server): nothing on it needs a script to work.
export const handle = { scriptsAfterFirstPaint: true }

/** How many upcoming closures and special days the page lists. */
const UPCOMING_EXCEPTIONS = 8

/** A line of the opening hours as guests read it: 'Monday' / '11:00 AM to midnight'. */
interface HoursLine {
  key: string
  day: string
  hours: string
}

interface ContactsData {
  /** Today's hours (venue time): 'Wednesday' / '11:00 AM to midnight', with an exception's note. */
  today: HoursLine
  weekly: HoursLine[]
  upcoming: HoursLine[]
}

/** How the page words days and hours in one language: English as the site always has, the others with Intl. */
interface HoursWording {
  weekday: (weekday: number) => string
  date: (date: string) => string
  /** '11:00 AM to midnight', 'Closed (Private event)'. */
  hours: (day: DayHours) => string
}

function hoursWording(lang: Language): HoursWording {
  if (lang === DEFAULT_LANGUAGE) {
    return { weekday: weekdayName, date: formatWeekdayDate, hours: (day) => `${formatHours(day)}${day.note ? ` (${day.note})` : ''}` }
  }
  const text = (key: Parameters<typeof serverText>[1], params?: Parameters<typeof serverText>[2]) => serverText(lang, key, params)
  return {
    weekday: (weekday) => localWeekday(lang, weekday),
    date: (date) => localWeekdayDate(lang, date),
    hours: (day) => {
      const hours = day.closed ? text('pages.closed') : localTimeRange(lang, text, day.opens, day.closes)
      return day.note ? text('frame.withNote', { text: hours, note: day.note }) : hours
    },
  }
}

/**
 * The opening hours, worded on the server (the page needs no date code): today's, the weekly hours, Monday first, and
 * the next closures and special days from today (venue time) on, each with its note. The page is stored per venue day.
 */
export async function loader({ context, request }: Route.LoaderArgs): Promise<ContactsData> {
  const today = context.clock.today()
  const lang = languageOfPath(new URL(request.url).pathname)
  const hours = await readOpeningHours(context.db, today, lang)
  const words = hoursWording(lang)
  return {
    today: { key: today, day: words.weekday(weekdayOf(today)), hours: words.hours(hoursOn(hours, today)) },
    weekly: weeklyHoursLines(hours).map((line) => {
      const w = hours.weekly.find((entry) => entry.weekday === line.weekday)
      const day: DayHours = !w || w.closed ? { closed: true, note: null } : { closed: false, opens: w.opens, closes: w.closes, note: null }
      return { key: String(line.weekday), day: words.weekday(line.weekday), hours: words.hours(day) }
    }),
    upcoming: hours.exceptions.slice(0, UPCOMING_EXCEPTIONS).map((exception) => {
      return { key: exception.date, day: words.date(exception.date), hours: words.hours(hoursOn(hours, exception.date)) }
    }),
  }
}

export function meta({ matches }: Route.MetaArgs) {
  const venue = venueOfMatches(matches)
  const restaurant = restaurantOfMatches(matches)
  const { lang, t } = metaText(matches)
  return [
    ...pageMeta(t('pages.contactsTitle'), t('pages.contactsDescription', { name: venue.name, address: venue.address }), venue),
    ...(restaurant ? [{ 'script:ld+json': withLanguage(restaurant, lang) }] : []),
  ]
}

function ContactCard({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <li
      className="flex items-center gap-3 rounded-xl border border-border bg-card p-4 shadow-sm md:flex-col md:py-6 md:text-center"
      data-testid="contact-card"
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary" aria-hidden="true">
        {icon}
      </span>
      <div className="min-w-0">
        <h2 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{title}</h2>
        <div className="mt-0.5 text-base font-semibold break-words text-foreground">{children}</div>
      </div>
    </li>
  )
}

const linkClass = 'text-primary underline-offset-4 hover:underline'

/**
 * Whether the map service can be reached from this browser: a tiny image from the same host as the map frame.
 * Until it answers (or when it can't), the frame stays transparent and the address card behind it shows, instead
 * of the browser's "cannot connect" page.
 */
function useMapReachable(): boolean {
  const [reachable, setReachable] = useState(false)
  useEffect(() => {
    const probe = new Image()
    probe.onload = () => setReachable(true)
    probe.src = 'https://www.google.com/favicon.ico'
    return () => {
      probe.onload = null
    }
  }, [])
  return reachable
}

export default function ContactsScreen({ loaderData }: Route.ComponentProps) {
  const venue = useVenue()
  const mapReachable = useMapReachable()
  const mapLink = venueMapLink(venue)
  const { t } = useI18n()
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t('pages.contactsTitle')} />
      <ul className="grid grid-cols-1 gap-3 md:grid-cols-3">
        <ContactCard icon={<Phone className="size-5" />} title={t('pages.contactsPhone')}>
          <a href={telHref(venue.phone)} className={linkClass}>
            {venue.phone}
          </a>
        </ContactCard>
        <ContactCard icon={<Mail className="size-5" />} title={t('pages.contactsEmail')}>
          <a href={`mailto:${venue.email}`} className={linkClass}>
            {venue.email}
          </a>
        </ContactCard>
        <ContactCard icon={<MapPin className="size-5" />} title={t('pages.contactsAddress')}>
          <address className="not-italic">{venue.address}</address>
        </ContactCard>
      </ul>
      <OpeningHours today={loaderData.today} weekly={loaderData.weekly} upcoming={loaderData.upcoming} />
      {venue.social.length > 0 && (
        <section aria-labelledby="contacts-social" className="mt-6 text-center">
          <h2 id="contacts-social" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
            {t('pages.contactsSocial')}
          </h2>
          <ul className="mt-2 flex flex-wrap justify-center gap-x-5 gap-y-2">
            {venue.social.map((link) => (
              <li key={`${link.label} ${link.url}`}>
                <a href={link.url} target="_blank" rel="noopener noreferrer" className={`${linkClass} font-semibold`} data-testid="social-link">
                  {link.label}
                  <span className="sr-only">{t('pages.opensNewTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="mt-6 flex justify-center">
        <a
          href={venueDirectionsLink(venue)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex h-11 items-center gap-2 rounded-full bg-primary px-5 text-base font-bold text-primary-foreground shadow-sm transition-colors hover:bg-primary-hover"
        >
          <MapPin className="size-5" aria-hidden="true" />
          {t('pages.contactsDirections')}
          <span className="sr-only">{t('pages.opensNewTab')}</span>
        </a>
      </div>
      <div className="relative mt-4 h-[400px] overflow-hidden rounded-xl border border-border bg-muted shadow-sm">
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-[radial-gradient(circle_at_50%_45%,var(--color-card),var(--color-muted))] p-6 text-center">
          <MapPin className="size-10 text-primary" />
          <p className="font-semibold text-foreground">{venue.address}</p>
          <a href={mapLink} target="_blank" rel="noopener noreferrer" className={`${linkClass} text-sm font-medium`}>
            {t('pages.contactsOpenInMaps')}
          </a>
        </div>
        <iframe
          title={t('pages.contactsMapTitle')}
          src={venueMapEmbedUrl(venue)}
          height={400}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          data-reachable={mapReachable || undefined}
          tabIndex={mapReachable ? undefined : -1}
          className={`relative block h-[400px] w-full border-0 transition-opacity duration-500 ${mapReachable ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
        />
      </div>
    </div>
  )
}

/** Today's hours, the weekly hours (Monday first, today's marked), then the closures and special days ahead. */
function OpeningHours({ today, weekly, upcoming }: ContactsData) {
  const { t } = useI18n()
  return (
    <section aria-labelledby="contacts-hours" className="mt-6 rounded-xl border border-border bg-card p-4 shadow-sm md:p-6">
      <h2 id="contacts-hours" className="flex items-center gap-2 text-lg font-bold text-foreground">
        <Clock className="size-5 text-primary" aria-hidden="true" />
        {t('pages.openingHours')}
      </h2>
      <p className="mt-2 text-base font-semibold text-foreground" data-testid="hours-today">
        {t('pages.hoursToday', { day: today.day })} <span className="text-primary">{today.hours}</span>
      </p>
      <div className="mt-3 grid gap-6 md:grid-cols-2">
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm" data-testid="weekly-hours">
          {weekly.map((line) => (
            <div key={line.key} className="contents" data-today={line.day === today.day || undefined}>
              <dt className={line.day === today.day ? 'font-bold text-primary' : 'font-medium text-foreground'}>{line.day}</dt>
              <dd className={line.day === today.day ? 'font-semibold text-foreground' : 'text-muted-foreground'}>{line.hours}</dd>
            </div>
          ))}
        </dl>
        {upcoming.length > 0 && (
          <div>
            <h3 className="text-sm font-semibold text-foreground">{t('pages.closuresTitle')}</h3>
            <ul className="mt-1 grid gap-1 text-sm" data-testid="opening-exceptions">
              {upcoming.map((line) => (
                <li key={line.key}>
                  <span className="font-medium text-foreground">{line.day}</span>
                  <span className="text-muted-foreground">: {line.hours}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  )
}
