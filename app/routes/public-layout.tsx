import { Outlet, useMatches } from 'react-router'
import { BottomNav } from '~/components/bottom-nav'
import { Logo } from '~/components/logo'
import { SiteFooter } from '~/components/site-footer'
import type { PublicFrameData } from '~/components/use-venue-time-zone'
import { useVisitBeacon } from '~/components/use-visit-beacon'
import type { Route } from './+types/public-layout'

/** The venue's time zone, read once: pages use it for "today" and event times. */
export function loader({ context }: Route.LoaderArgs): PublicFrameData {
  return { timeZone: context.config.VENUE_TIMEZONE }
}

// The configuration does not change while a guest browses: never ask the server again.
export function shouldRevalidate() {
  return false
}

/** Pages that draw the large logo themselves (the menu screens) set `handle.ownLogo`. */
function useOwnLogo(): boolean {
  return useMatches().some((m) => (m.handle as { ownLogo?: boolean } | undefined)?.ownLogo === true)
}

export default function PublicLayout() {
  const ownLogo = useOwnLogo()
  useVisitBeacon()
  return (
    <div className="flex min-h-dvh flex-col pb-[calc(3.5rem+env(safe-area-inset-bottom))]">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      {!ownLogo && (
        <header className="border-b border-border bg-card/70">
          <div className="mx-auto flex max-w-5xl items-center px-4 py-2">
            <Logo />
          </div>
        </header>
      )}
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-5xl flex-1 px-4 pt-4 pb-10 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <BottomNav />
    </div>
  )
}
