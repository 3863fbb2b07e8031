import { type RouteConfig, index, layout, route } from '@react-router/dev/routes'
import { PUBLIC_LAYOUT_ROUTE_ID } from './components/public-layout-id'
import { DEFAULT_LANGUAGE, LANGUAGE_INFO, type Language, PREFIXED_LANGUAGES } from './lib/languages'

/**
 * The public pages of one language. English keeps its addresses and route ids; another language's ids end in its code
 * (`routes/offers-ko`), since every language's routes share the same modules.
 */
function publicPages(lang: Language) {
  const id = (english: string) => (lang === DEFAULT_LANGUAGE ? english : `${english}-${lang}`)
  const page = (path: string, file: string, englishId = file.replace(/\.tsx$/, '')) => route(path, file, { id: id(englishId) })
  return [
    index('routes/menu.tsx', { id: id('home') }),
    page('menu', 'routes/menu.tsx', 'menu'),
    page('menu/:category', 'routes/menu-category.tsx', 'menu-category'),
    // The drinks are the menu's other half: the same screens, for the drink categories.
    page('drinks', 'routes/menu.tsx', 'drinks'),
    page('drinks/:category', 'routes/menu-category.tsx', 'drinks-category'),
    page('offers', 'routes/offers.tsx'),
    page('events', 'routes/events.tsx'),
    page('book', 'routes/book.tsx'),
    page('booking/:token', 'routes/manage-booking.tsx'),
    page('waitlist/:token', 'routes/waitlist.tsx'),
    page('music', 'routes/music.tsx'),
    page('gallery', 'routes/gallery.tsx'),
    page('contacts', 'routes/contacts.tsx'),
    page('*', 'routes/not-found.tsx'),
  ]
}

// The route table, one line per route.
export default [
  route('robots.txt', 'routes/robots-txt.ts'),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  layout('routes/public-layout.tsx', publicPages(DEFAULT_LANGUAGE)),
  // The same pages in every other language, under its prefix (/ko/menu/breakfast): the same modules, ids suffixed.
  ...PREFIXED_LANGUAGES.map((lang) =>
    route(LANGUAGE_INFO[lang].prefix, 'routes/public-layout.tsx', { id: `${PUBLIC_LAYOUT_ROUTE_ID}-${lang}` }, publicPages(lang)),
  ),
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
    route('admin/translations', 'routes/admin-translations.tsx'),
    route('admin/emails', 'routes/admin-emails.tsx'),
    route('admin/staff', 'routes/admin-staff.tsx'),
    route('admin/account', 'routes/admin-account.tsx'),
    route('admin/account/two-factor', 'routes/admin-two-factor.tsx'),
    route('admin/audit', 'routes/admin-audit.tsx'),
    route('admin/system', 'routes/admin-system.tsx'),
    route('admin/reports', 'routes/admin-reports.tsx'),
  ]),
] satisfies RouteConfig
