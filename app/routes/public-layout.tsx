import { Outlet, useLoaderData, useLocation, useMatches } from 'react-router'
import { readFirstScreenSource } from '~/.server/first-screen'
import { serverText } from '~/.server/i18n/catalogs'
import { MainNav, isCurrentEntry } from '~/components/bottom-nav'
import { useI18n } from '~/components/i18n'
import { LanguageOffer } from '~/components/language-offer'
import { LanguageSwitcher } from '~/components/language-switcher'
import { Logo } from '~/components/logo'
import { pageAlternates } from '~/components/seo'
import { SiteFooter } from '~/components/site-footer'
import type { PublicFrameData } from '~/components/use-venue-time-zone'
import { useVisitBeacon } from '~/components/use-visit-beacon'
import { BookTableLink, FirstScreen } from '~/components/venue-status'
import { languageOfPath } from '~/lib/languages'
import { venueStatusTimeline } from '~/lib/venue-status'
import type { Route } from './+types/public-layout'

/**
 * The venue's time zone, read once: pages use it for "today" and event times. With it, the first screen's wording
 * (today's hours and happy hour) from now on, worded on the server: the browser only picks the entry for its clock.
 */
export async function loader({ context, request }: Route.LoaderArgs): Promise<PublicFrameData & { origin: string }> {
  const { instant, today } = context.clock.read()
  const timeZone = context.config.VENUE_TIMEZONE
  const lang = languageOfPath(new URL(request.url).pathname)
  const { hours, happyHour } = await readFirstScreenSource(context.db, today, lang)
  const words = { lang, text: (key: Parameters<typeof serverText>[1], params?: Parameters<typeof serverText>[2]) => serverText(lang, key, params) }
  // The alternates' origin: the configured one only. A stored page must not carry a Host header nobody checked, so
  // without PUBLIC_URL the addresses are written from the site's root.
  return { timeZone, firstScreen: venueStatusTimeline(hours, happyHour, instant, timeZone, 2, words), origin: context.config.PUBLIC_URL ?? '' }
}

// The configuration does not change while a guest browses: never ask the server again.
export function shouldRevalidate() {
  return false
}

interface FrameHandle {
  /** The page starts with the large logo (the menu screens): on phones it takes the header's place. */
  ownLogo?: boolean
  /**
   * The page starts with the first screen (the menu screens): today's hours, the happy hour and "Book a table",
   * floating on phones (the page then ends above it).
   */
  firstScreen?: boolean
}

function useFrameHandle(): FrameHandle {
  const handles = useMatches().map((m) => (m.handle ?? {}) as FrameHandle)
  return { ownLogo: handles.some((h) => h.ownLogo === true), firstScreen: handles.some((h) => h.firstScreen === true) }
}

export default function PublicLayout() {
  const { ownLogo, firstScreen } = useFrameHandle()
  const frame = useLoaderData<typeof loader>()
  const { pathname } = useLocation()
  const onBooking = isCurrentEntry('/book', pathname)
  const { t } = useI18n()
  const { canonical, alternates } = pageAlternates(pathname, frame.origin)
  useVisitBeacon()
  return (
    <div
      className={`flex min-h-dvh flex-col lg:pb-0 ${firstScreen ? 'pb-[calc(7.75rem+env(safe-area-inset-bottom))]' : 'pb-[calc(3.5rem+env(safe-area-inset-bottom))]'}`}
    >
      {/* React puts these in the head: the page in every language, and its own address. */}
      <link rel="canonical" href={canonical} />
      {alternates.map((alternate) => (
        <link key={alternate.hrefLang} rel="alternate" hrefLang={alternate.hrefLang} href={alternate.href} />
      ))}
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('frame.skipToContent')}
      </a>
      <LanguageOffer />
      {/* From 1024 px on, every page has the header with the navigation; on phones the menu screens start with the large logo instead. */}
      <header className={`border-b border-border bg-card/70 ${ownLogo ? 'hidden lg:block' : ''}`}>
        <div className="mx-auto flex max-w-6xl items-center gap-4 px-4 py-2">
          <Logo />
          <div className="flex flex-1 justify-center">
            <MainNav place="header" />
          </div>
          {/* Not on the booking pages themselves (hidden, not removed: the header keeps its layout). */}
          <LanguageSwitcher place="header" />
          <div className={onBooking ? 'invisible' : undefined}>
            <BookTableLink placement="header" />
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-5xl flex-1 px-4 pt-4 pb-10 focus:outline-none">
        {ownLogo && (
          <div className="flex justify-center pt-2 pb-3 lg:hidden">
            <Logo large />
          </div>
        )}
        {firstScreen && <FirstScreen timeline={frame.firstScreen} />}
        <Outlet />
      </main>
      <SiteFooter />
      <MainNav place="bottom" />
    </div>
  )
}
