import { CalendarCheck, Images, MapPin, Martini, Music, PartyPopper, UtensilsCrossed, type IconProps } from './icons'
import { Link, useLocation } from 'react-router'

/** The spec's seven entries, in order: path and label. */
export const BOTTOM_NAV: ReadonlyArray<{ to: string; label: string; icon: (props: IconProps) => React.ReactNode }> = [
  { to: '/menu', label: 'Menu', icon: UtensilsCrossed },
  { to: '/offers', label: 'Offers', icon: Martini },
  { to: '/book', label: 'Booking', icon: CalendarCheck },
  { to: '/music', label: 'Music', icon: Music },
  { to: '/events', label: 'Events', icon: PartyPopper },
  { to: '/gallery', label: 'Gallery', icon: Images },
  { to: '/contacts', label: 'Contacts', icon: MapPin },
]

/**
 * True when `pathname` belongs to the nav entry `to`; the home path is the full menu, and the drinks are part of the
 * menu, so both belong to Menu.
 */
export function isCurrentEntry(to: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/'
  if (to === '/menu') return path === '/' || ['/menu', '/drinks'].some((menu) => path === menu || path.startsWith(`${menu}/`))
  // A guest's own booking page (/booking/<token>) belongs to Booking.
  if (to === '/book') return path === '/book' || path.startsWith('/booking/')
  return path === to || path.startsWith(`${to}/`)
}

/**
 * Fixed bottom navigation of the public site, under 1024 px (wider, the header's HeaderNav takes its place); the
 * current entry has aria-current="page" and is highlighted.
 */
export function BottomNav() {
  const { pathname } = useLocation()
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-40 border-t lg:hidden border-border bg-card/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgb(0_0_0/0.06)] backdrop-blur supports-[backdrop-filter]:bg-card/85"
    >
      <ul className="mx-auto grid max-w-3xl grid-cols-7">
        {BOTTOM_NAV.map(({ to, label, icon: Icon }) => {
          const current = isCurrentEntry(to, pathname)
          return (
            <li key={to} className="min-w-0">
              <Link
                to={to}
                prefetch="intent"
                aria-current={current ? 'page' : undefined}
                className="group relative flex min-h-14 flex-col items-center justify-center gap-1 px-0.5 py-2 text-[0.68rem] font-semibold tracking-tight whitespace-nowrap text-muted-foreground transition-colors hover:text-primary focus-visible:-outline-offset-2 aria-[current=page]:text-primary sm:text-xs"
              >
                <span
                  aria-hidden="true"
                  className="absolute inset-x-2 top-0 h-0.5 rounded-b-full bg-transparent group-aria-[current=page]:bg-primary"
                />
                <span className="flex h-7 w-10 items-center justify-center rounded-full transition-colors group-aria-[current=page]:bg-primary/12">
                  <Icon className="size-5" aria-hidden="true" strokeWidth={2} />
                </span>
                <span>{label}</span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/**
 * The same seven entries in the header, from 1024 px on (the bottom bar is hidden there): one navigation landmark at a
 * time, named "Main" either way.
 */
export function HeaderNav() {
  const { pathname } = useLocation()
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {BOTTOM_NAV.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              prefetch="intent"
              aria-current={isCurrentEntry(to, pathname) ? 'page' : undefined}
              className="inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold whitespace-nowrap text-muted-foreground transition-colors hover:bg-muted hover:text-primary aria-[current=page]:bg-primary/12 aria-[current=page]:text-primary"
            >
              <Icon className="hidden size-4 xl:block" aria-hidden="true" strokeWidth={2} />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
