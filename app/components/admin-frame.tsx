import { RefreshCw } from '~/components/staff-icons'
import { useId } from 'react'
import { Link, useLocation } from 'react-router'
import { AdminNav } from '~/components/admin-nav'
import { LogoMark } from '~/components/logo'
import { Button } from '~/components/ui/button'
import { useVenue } from '~/components/venue'
import { cn } from '~/lib/cn'
import { landingName, type Role } from '~/lib/roles'

export const ACCOUNT_PAGE_PATH = '/admin/account'

/**
 * The frame shared by every admin page: 'Staff Dashboard', the staff actions, and the admin navigation (the pages
 * `role` may open).
 */
export function AdminFrame({
  username,
  role,
  actions,
  children,
}: {
  username?: string
  role?: Role
  actions?: React.ReactNode
  children: React.ReactNode
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      {/* A printed page is the page's content alone: no navigation, no staff actions. */}
      <header className="border-b border-border bg-card print:hidden">
        {/* One row below 1280 px (logo, the menu, the staff actions): the host stand keeps the screen for the bookings. */}
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-3 py-1.5 sm:px-4 xl:py-3">
          <div className="flex min-w-0 items-center gap-2 sm:gap-3">
            <LogoMark className="size-8 shrink-0" />
            <h1 className="text-lg font-bold whitespace-nowrap max-sm:sr-only xl:text-xl">Staff Dashboard</h1>
            <AdminNav place="menu" role={role} />
          </div>
          <div className="flex shrink-0 items-center gap-3">
            {username && (
              <span className="hidden text-sm text-muted-foreground md:inline">
                Signed in as <span className="font-medium text-foreground">{username}</span>
              </span>
            )}
            {username && (
              <Link to={ACCOUNT_PAGE_PATH} className="flex min-h-11 items-center rounded-md px-2 text-sm font-medium text-primary underline-offset-4 hover:underline">
                My account
              </Link>
            )}
            {actions}
          </div>
        </div>
        <AdminNav place="row" role={role} />
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-3 py-3 sm:px-4 xl:py-6">{children}</main>
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
  compactTitle = false,
  className,
  children,
}: {
  title: React.ReactNode
  description?: React.ReactNode
  action?: React.ReactNode
  /** Below 1280 px the title is for screen readers only (the header's menu names the page there). */
  compactTitle?: boolean
  className?: string
  children: React.ReactNode
}) {
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} className={cn('grid gap-6', className)}>
      <div className={cn('flex flex-wrap items-center justify-between gap-3', compactTitle && 'max-xl:contents')}>
        <div className={cn('grid gap-1', compactTitle && 'max-xl:contents')}>
          <h2 id={titleId} className={cn('text-2xl font-bold', compactTitle && 'max-xl:sr-only')}>
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

/**
 * What an admin page the staff member's role may not open shows (the server answered it 403): why, and a link to
 * where their work is.
 */
export function AdminPageRefusal({ message, landing }: { message: string; landing: string }) {
  return (
    <div role="alert" className="grid justify-items-start gap-3" data-testid="admin-page-refusal">
      <h2 className="text-2xl font-bold">{ADMIN_PAGE_REFUSAL_HEADING}</h2>
      <p className="text-muted-foreground">{message}</p>
      <Button asChild>
        <Link to={landing}>Go to {landingName(landing)}</Link>
      </Button>
    </div>
  )
}

export const ADMIN_PAGE_REFUSAL_HEADING = 'This page is not for your role'

/** The document title and robots rule of an admin page (staff pages are never indexed). */
export function adminPageMeta(title: string) {
  return [{ title: `${title} | Staff` }, { name: 'robots', content: 'noindex, nofollow' }]
}

/** The staff area's footer: whose back office this is, and the way to the public site. */
export function AdminFooter() {
  const venue = useVenue()
  return (
    <footer className="border-t border-border px-4 py-4 text-center text-sm text-muted-foreground print:hidden">
      {venue.name} · Staff area ·{' '}
      <Link to="/menu" className="text-primary underline underline-offset-4">
        View the website
      </Link>
    </footer>
  )
}
