import { NavLink, Outlet } from 'react-router'

const NAV = [
  ['/menu', 'Menu'],
  ['/offers', 'Offers'],
  ['/book', 'Booking'],
  ['/music', 'Music'],
  ['/events', 'Events'],
  ['/gallery', 'Gallery'],
  ['/contacts', 'Contacts'],
] as const

export default function PublicLayout() {
  return (
    <div className="pb-20">
      <main className="mx-auto max-w-3xl px-4 py-6">
        <Outlet />
      </main>
      <footer className="px-4 py-6 text-center text-sm text-muted-foreground">Malay, Aklan, Philippines</footer>
      <nav aria-label="Main" className="fixed inset-x-0 bottom-0 border-t border-border bg-card">
        <ul className="flex justify-around">
          {NAV.map(([to, label]) => (
            <li key={to}>
              <NavLink to={to} className="block px-2 py-3 text-xs aria-[current=page]:text-primary">
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
