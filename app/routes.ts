import { type RouteConfig, index, layout, route } from '@react-router/dev/routes'

// The route table, one line per route.
export default [
  route('robots.txt', 'routes/robots-txt.ts'),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  layout('routes/public-layout.tsx', [
    index('routes/menu.tsx', { id: 'home' }),
    route('menu', 'routes/menu.tsx', { id: 'menu' }),
    route('menu/:category', 'routes/menu-category.tsx', { id: 'menu-category' }),
    // The drinks are the menu's other half: the same screens, for the drink categories.
    route('drinks', 'routes/menu.tsx', { id: 'drinks' }),
    route('drinks/:category', 'routes/menu-category.tsx', { id: 'drinks-category' }),
    route('offers', 'routes/offers.tsx'),
    route('events', 'routes/events.tsx'),
    route('book', 'routes/book.tsx'),
    route('booking/:token', 'routes/manage-booking.tsx'),
    route('music', 'routes/music.tsx'),
    route('gallery', 'routes/gallery.tsx'),
    route('contacts', 'routes/contacts.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  route('admin', 'routes/admin-index.tsx'),
  route('admin/login', 'routes/admin-login.tsx'),
  route('admin/setup/:token', 'routes/admin-setup.tsx'),
  layout('routes/admin-layout.tsx', [
    route('admin/dashboard', 'routes/admin-dashboard.tsx'),
    route('admin/menu', 'routes/admin-menu.tsx'),
    route('admin/categories', 'routes/admin-categories.tsx'),
    route('admin/reservations', 'routes/admin-reservations.tsx'),
    route('admin/tables', 'routes/admin-tables.tsx'),
    route('admin/offers', 'routes/admin-offers.tsx'),
    route('admin/events', 'routes/admin-events.tsx'),
    route('admin/gallery', 'routes/admin-gallery.tsx'),
    route('admin/hours', 'routes/admin-hours.tsx'),
    route('admin/venue', 'routes/admin-venue.tsx'),
    route('admin/emails', 'routes/admin-emails.tsx'),
    route('admin/staff', 'routes/admin-staff.tsx'),
    route('admin/account', 'routes/admin-account.tsx'),
    route('admin/account/two-factor', 'routes/admin-two-factor.tsx'),
    route('admin/audit', 'routes/admin-audit.tsx'),
  ]),
] satisfies RouteConfig
