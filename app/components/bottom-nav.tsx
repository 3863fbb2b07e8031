import { CalendarCheck, Images, MapPin, Martini, Music, PartyPopper, UtensilsCrossed, type IconProps } from './icons'
import { Link, useLocation } from 'react-router'
import { useI18n } from './i18n'
import { pathWithoutLanguage } from '~/lib/languages'
import type { PublicMessageKey } from '~/lib/message-keys'

/** The seven entries, in order: path, label (a message) and icon. */
export const BOTTOM_NAV: ReadonlyArray<{ to: string; label: PublicMessageKey; icon: (props: IconProps) => React.ReactNode }> = [
  { to: '/menu', label: 'frame.navMenu', icon: UtensilsCrossed },
  { to: '/offers', label: 'frame.navOffers', icon: Martini },
  { to: '/book', label: 'frame.navBooking', icon: CalendarCheck },
  { to: '/music', label: 'frame.navMusic', icon: Music },
  { to: '/events', label: 'frame.navEvents', icon: PartyPopper },
  { to: '/gallery', label: 'frame.navGallery', icon: Images },
  { to: '/contacts', label: 'frame.navContacts', icon: MapPin },
]

/**
 * True when `pathname` (in any language: '/ko/menu') belongs to the nav entry `to`; the home path is the full menu,
 * and the drinks are part of the menu, so both belong to Menu.
 */
export function isCurrentEntry(to: string, pathname: string): boolean {
  const path = pathWithoutLanguage(pathname.replace(/\/+$/, '') || '/')
  if (to === '/menu') return path === '/' || ['/menu', '/drinks'].some((menu) => path === menu || path.startsWith(`${menu}/`))
  // A guest's own booking page (/booking/<token>) belongs to Booking.
  if (to === '/book') return path === '/book' || path.startsWith('/booking/')
  return path === to || path.startsWith(`${to}/`)
}

const NAV_STYLE = {
  // Fixed at the bottom under 1024 px: icon over label, the current entry marked by a bar and a pill.
  bottom: {
    nav: 'fixed inset-x-0 bottom-0 z-40 border-t border-border bg-card/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgb(0_0_0/0.06)] backdrop-blur supports-[backdrop-filter]:bg-card/85 lg:hidden',
    list: 'mx-auto grid max-w-3xl grid-cols-7',
    item: 'min-w-0',
    link: 'group relative flex min-h-14 flex-col items-center justify-center gap-1 px-0.5 py-2 text-[0.68rem] font-semibold tracking-tight whitespace-nowrap text-muted-foreground transition-colors hover:text-primary focus-visible:-outline-offset-2 aria-[current=page]:text-primary sm:text-xs',
    icon: 'flex h-7 w-10 items-center justify-center rounded-full transition-colors group-aria-[current=page]:bg-primary/12 [&>svg]:size-5',
  },
  // In the header from 1024 px on: a row of pills, icons only where there is room.
  header: {
    nav: 'hidden lg:block',
    list: 'flex items-center gap-1',
    item: '',
    link: 'inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold whitespace-nowrap text-muted-foreground transition-colors hover:bg-muted hover:text-primary aria-[current=page]:bg-primary/12 aria-[current=page]:text-primary',
    icon: 'hidden xl:block [&>svg]:size-4',
  },
}

/**
 * The public site's navigation, fixed at the bottom on phones and tablets and in the header from 1024 px on: only one
 * of the two is displayed at a time (the other is display:none, so one navigation landmark, named "Main" either
 * way). The current entry has aria-current="page".
 */
export function MainNav({ place }: { place: keyof typeof NAV_STYLE }) {
  const { pathname } = useLocation()
  const { t, path } = useI18n()
  const style = NAV_STYLE[place]
  return (
    <nav aria-label={t('frame.mainNav')} className={style.nav}>
      <ul className={style.list}>
        {BOTTOM_NAV.map(({ to, label, icon: Icon }) => (
          <li key={to} className={style.item}>
            <Link to={path(to)} prefetch="intent" aria-current={isCurrentEntry(to, pathname) ? 'page' : undefined} className={style.link}>
              {place === 'bottom' && (
                <span aria-hidden="true" className="absolute inset-x-2 top-0 h-0.5 rounded-b-full group-aria-[current=page]:bg-primary" />
              )}
              <span className={style.icon}>
                <Icon aria-hidden="true" strokeWidth={2} />
              </span>
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
