import { Armchair, CalendarDays, Clock, Images, LayoutDashboard, ListOrdered, Mail, Martini, PartyPopper, RefreshCw, Store, UtensilsCrossed } from '~/components/staff-icons'
import { useId } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { LogoMark } from '~/components/logo'
import { Button } from '~/components/ui/button'
import { useVenue } from '~/components/venue'
import { cn } from '~/lib/cn'

const ADMIN_NAV = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/admin/menu', label: 'Menu', icon: UtensilsCrossed },
  { to: '/admin/categories', label: 'Categories', icon: ListOrdered },
  { to: '/admin/reservations', label: 'Reservations', icon: CalendarDays },
  { to: '/admin/tables', label: 'Tables', icon: Armchair },
  { to: '/admin/offers', label: 'Offers', icon: Martini },
  { to: '/admin/events', label: 'Events', icon: PartyPopper },
  { to: '/admin/gallery', label: 'Gallery', icon: Images },
  { to: '/admin/hours', label: 'Hours', icon: Clock },
  { to: '/admin/venue', label: 'Venue', icon: Store },
  { to: '/admin/emails', label: 'E-mails', icon: Mail },
] as const

/** The frame shared by every admin page: 'Staff Dashboard', the staff actions, and the admin navigation. */
export function AdminFrame({
  username,
  actions,
  children,
}: {
  username?: string
  actions?: React.ReactNode
  children: React.ReactNode
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-border bg-card">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
          <div className="flex items-center gap-2">
            <LogoMark className="size-8 shrink-0" />
            <h1 className="text-lg font-bold sm:text-xl">Staff Dashboard</h1>
          </div>
          <div className="flex items-center gap-3">
            {username && (
              <span className="hidden text-sm text-muted-foreground sm:inline">
                Signed in as <span className="font-medium text-foreground">{username}</span>
              </span>
            )}
            {actions}
          </div>
        </div>
        <nav aria-label="Admin" className="mx-auto max-w-6xl px-2 pb-2 sm:px-4">
          {/* Eleven entries: a grid that wraps (4 across on a phone, 5 or 6 on a tablet) until one row fits, so no width scrolls sideways. */}
          <ul className="grid grid-cols-4 gap-1 sm:grid-cols-5 md:grid-cols-6 xl:flex xl:flex-wrap xl:gap-1">
            {ADMIN_NAV.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  className={({ isActive }) =>
                    cn(
                      'flex min-h-11 flex-col items-center justify-center gap-0.5 rounded-md px-1 py-1.5 text-xs font-medium transition-colors sm:flex-row sm:gap-2 sm:px-3 sm:text-sm xl:px-2',
                      isActive ? 'bg-primary text-primary-foreground' : 'text-foreground hover:bg-muted',
                    )
                  }
                >
                  <Icon className="size-4 shrink-0" aria-hidden="true" />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">{children}</main>
      <AdminFooter />
    </div>
  )
}

/**
 * An admin page's content: its title (the page's heading, which names the section), a line under it, an action
 * beside it (e.g. 'Add Table'), then the page.
 */
export function StaffScreen({
  title,
  description,
  action,
  className,
  children,
}: {
  title: React.ReactNode
  description?: React.ReactNode
  action?: React.ReactNode
  className?: string
  children: React.ReactNode
}) {
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} className={cn('grid gap-6', className)}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <h2 id={titleId} className="text-2xl font-bold">
            {title}
          </h2>
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
        </div>
        {action}
      </div>
      {children}
    </section>
  )
}

export const ADMIN_PAGE_ERROR_TEXT = {
  heading: 'This page could not be loaded',
  detail: 'Something went wrong on our side. Try again in a moment; the other pages of the back office still work.',
  retry: 'Try again',
} as const

/**
 * What an admin page shows inside the frame when its loader or its rendering failed. 'Try again' is a plain link to
 * the same address: it loads the page afresh from the server, before the page's script has run too, or when the
 * script is what failed.
 */
export function AdminPageError() {
  const { pathname, search } = useLocation()
  return (
    <div role="alert" className="grid justify-items-start gap-3" data-testid="admin-page-error">
      <h2 className="text-2xl font-bold">{ADMIN_PAGE_ERROR_TEXT.heading}</h2>
      <p className="text-muted-foreground">{ADMIN_PAGE_ERROR_TEXT.detail}</p>
      <Button asChild>
        <a href={pathname + search}>
          <RefreshCw aria-hidden="true" />
          {ADMIN_PAGE_ERROR_TEXT.retry}
        </a>
      </Button>
    </div>
  )
}

/** The document title and robots rule of an admin page (staff pages are never indexed). */
export function adminPageMeta(title: string) {
  return [{ title: `${title} | Staff` }, { name: 'robots', content: 'noindex, nofollow' }]
}

/** The staff area's footer: whose back office this is, and the way to the public site. */
export function AdminFooter() {
  const venue = useVenue()
  return (
    <footer className="border-t border-border px-4 py-4 text-center text-sm text-muted-foreground">
      {venue.name} · Staff area ·{' '}
      <Link to="/menu" className="text-primary underline underline-offset-4">
        View the website
      </Link>
    </footer>
  )
}
