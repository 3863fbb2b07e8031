import { Armchair, CalendarDays, ChartColumn, ChevronDown, ClipboardList, Clock, HardDrive, Images, Languages, LayoutDashboard, ListOrdered, Mail, Martini, Menu, PartyPopper, Store, Users, UtensilsCrossed } from '~/components/staff-icons'
import { useEffect, useRef } from 'react'
import { NavLink, useLocation } from 'react-router'
import { cn } from '~/lib/cn'
import { pagePermission, type Role, roleAllows } from '~/lib/roles'

export const ADMIN_NAV = [
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
  { to: '/admin/translations', label: 'Translations', icon: Languages },
  { to: '/admin/emails', label: 'E-mails', icon: Mail },
  { to: '/admin/reports', label: 'Reports', icon: ChartColumn },
  { to: '/admin/staff', label: 'Staff', icon: Users },
  { to: '/admin/audit', label: 'Audit', icon: ClipboardList },
  { to: '/admin/system', label: 'System', icon: HardDrive },
] as const

/** The entries `role` may open (app/lib/roles.ts); all of them while the role is not known (the server refuses anyway). */
export function adminNavFor(role: Role | undefined) {
  if (!role) return ADMIN_NAV
  return ADMIN_NAV.filter(({ to }) => {
    const permission = pagePermission(to)
    return permission !== undefined && roleAllows(role, permission)
  })
}

/** The entry `pathname` belongs to, if any. */
export function currentAdminEntry(pathname: string) {
  return ADMIN_NAV.find(({ to }) => pathname === to || pathname.startsWith(`${to}/`))
}

function AdminLinks({ role, className, linkClassName, iconClassName = '' }: { role?: Role; className: string; linkClassName: string; iconClassName?: string }) {
  return (
    <ul className={className}>
      {adminNavFor(role).map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <NavLink
            to={to}
            className={({ isActive }) =>
              cn(linkClassName, isActive ? 'bg-primary text-primary-foreground' : 'text-foreground hover:bg-muted')
            }
          >
            <Icon className={cn('size-4 shrink-0', iconClassName)} aria-hidden="true" />
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  )
}

/**
 * The admin navigation. From 1280 px on, a row of the role's entries under the header (`place="row"`); below, a
 * menu in the header's one row (`place="menu"`), named after the current page, so the host stand keeps the screen
 * for the bookings. The menu is a <details>: it opens before the page's script has run; a tap outside, Escape or
 * a chosen page closes it. Only one of the two is displayed at a time (one "Admin" landmark either way).
 */
export function AdminNav({ place, role }: { place: 'row' | 'menu'; role?: Role }) {
  return place === 'row' ? (
    <nav aria-label="Admin" className="mx-auto hidden max-w-6xl px-4 pb-2 xl:block">
      <AdminLinks
        role={role}
        className="flex flex-wrap gap-0.5"
        linkClassName="flex min-h-11 items-center gap-2 rounded-md px-1.5 text-sm font-medium transition-colors"
        // The owner's sixteen entries fit one row at 1280 px without their icons; wider screens show them.
        iconClassName="hidden 2xl:block"
      />
    </nav>
  ) : (
    <nav aria-label="Admin" className="min-w-0 xl:hidden">
      <AdminMenu role={role} />
    </nav>
  )
}

function AdminMenu({ role }: { role?: Role }) {
  const { pathname } = useLocation()
  const details = useRef<HTMLDetailsElement>(null)
  const current = currentAdminEntry(pathname)

  useEffect(() => {
    const element = details.current
    if (!element) return
    const close = () => element.removeAttribute('open')
    const onPointerDown = (event: PointerEvent) => {
      if (element.open && !element.contains(event.target as Node)) close()
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !element.open) return
      close()
      element.querySelector('summary')?.focus()
    }
    document.addEventListener('pointerdown', onPointerDown)
    element.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      element.removeEventListener('keydown', onKeyDown)
    }
  }, [])

  return (
    // A new page closes it: keyed by the address, it mounts closed.
    <details ref={details} key={pathname} className="group relative" data-testid="admin-menu">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-md border border-border px-3 text-base font-medium hover:bg-muted [&::-webkit-details-marker]:hidden">
        <Menu className="size-5 shrink-0" aria-hidden="true" />
        <span className="sr-only">Admin menu, current page: </span>
        <span className="truncate">{current?.label ?? 'Menu'}</span>
        <ChevronDown className="size-4 shrink-0 transition-transform group-open:rotate-180" aria-hidden="true" />
      </summary>
      <AdminLinks
        role={role}
        className="absolute top-full left-0 z-50 mt-1 grid w-[min(22rem,calc(100vw-1.5rem))] grid-cols-2 gap-1 rounded-lg border border-border bg-card p-2 shadow-lg"
        linkClassName="flex min-h-11 items-center gap-2 rounded-md px-3 text-base font-medium transition-colors"
      />
    </details>
  )
}
