/**
 * Staff roles and the one table of what each may do, for the API's routes and the admin pages alike. The server
 * enforces it (app/.server/api/router.ts, app/.server/guard.ts); screens read it only to hide what would be refused.
 */

export const ROLES = ['owner', 'manager', 'host'] as const
export type Role = (typeof ROLES)[number]

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value)
}

/** The roles in the order of what they may do: a manager may do all a host may, the owner all a manager may. */
const RANK: Record<Role, number> = { host: 0, manager: 1, owner: 2 }

/** Who may use a route or page: anyone ('public'), or staff of that role at least ('host' = any signed-in staff). */
export type Access = 'public' | Role

export interface Permission {
  /** The least role that may; 'public' needs no session. */
  least: Access
  /** What the route or page does, in the words of the refusal: "Your role (host) cannot <action>." */
  action: string
}

const anyone: Permission = { least: 'public', action: '' }
const host = (action: string): Permission => ({ least: 'host', action })
const manager = (action: string): Permission => ({ least: 'manager', action })
const owner = (action: string): Permission => ({ least: 'owner', action })

/**
 * Every API route, `METHOD /api/path` as the app registers it (parameter names do not matter). A route missing here
 * is refused to everyone (tests/api/roles.test.ts fails for it).
 */
export const API_PERMISSIONS: Record<string, Permission> = {
  // Signing in and out, set-up links; who is signed in and their own account.
  'POST /api/auth/login': anyone,
  'POST /api/auth/logout': anyone,
  'POST /api/auth/setup': anyone,
  'GET /api/auth/session': host('see who is signed in'),
  'POST /api/auth/account/password': host('change your password'),
  'GET /api/auth/account/sessions': host('see your sessions'),
  'DELETE /api/auth/account/sessions': host('end your other sessions'),
  'DELETE /api/auth/account/sessions/:id': host('end your other sessions'),
  'POST /api/auth/two-factor/setup': manager('use a second factor'),
  'POST /api/auth/two-factor/enable': manager('use a second factor'),
  'POST /api/auth/two-factor/disable': manager('use a second factor'),
  'PUT /api/auth/two-factor/policy': owner('require a second factor'),
  // Staff accounts, their sessions, and the audit trail.
  'GET /api/staff': owner('manage staff accounts'),
  'POST /api/staff': owner('manage staff accounts'),
  'PATCH /api/staff/:id': owner('manage staff accounts'),
  'GET /api/staff/:id/sessions': owner("see staff members' sessions"),
  'DELETE /api/staff/:id/sessions': owner("end staff members' sessions"),
  'DELETE /api/sessions/:id': owner("end staff members' sessions"),
  'GET /api/audit': owner('read the audit log'),
  // The System page: the server's state and its backups.
  'GET /api/system': owner('see the system page'),
  'POST /api/system/backups': owner('make backups'),
  'GET /api/system/backups/:file': owner('download backups'),
  // The Reports page: the owner's numbers, for managers too.
  'GET /api/reports/summary': manager('see the reports'),
  'GET /api/reports/daily.csv': manager('see the reports'),
  // The menu and drinks: hosts mark items sold out today or special; managers change the menu.
  'GET /api/menu': anyone,
  'GET /api/menu/:category': anyone,
  'GET /api/drinks': anyone,
  'GET /api/drinks/:category': anyone,
  'POST /api/menu': manager('change the menu'),
  'PUT /api/menu/:id': manager('change the menu'),
  'PATCH /api/menu/:id': host('mark menu items sold out or special'),
  'DELETE /api/menu/:id': manager('change the menu'),
  'GET /api/categories': anyone,
  'POST /api/categories': manager('change the menu categories'),
  'PUT /api/categories/:slug': manager('change the menu categories'),
  'DELETE /api/categories/:slug': manager('change the menu categories'),
  // Offers, events, gallery and photos.
  'GET /api/offers/active': anyone,
  'GET /api/offers': manager('manage the offers'),
  'POST /api/offers': manager('change the offers'),
  'PUT /api/offers/:id': manager('change the offers'),
  'DELETE /api/offers/:id': manager('change the offers'),
  'GET /api/events': anyone,
  'GET /api/events/:id/ics': anyone,
  'GET /api/events/all': manager('manage the events'),
  'POST /api/events': manager('change the events'),
  'PUT /api/events/:id': manager('change the events'),
  'DELETE /api/events/:id': manager('change the events'),
  'GET /api/gallery': anyone,
  'POST /api/gallery': manager('change the gallery'),
  'PUT /api/gallery/order': manager('change the gallery'),
  'PUT /api/gallery/:id': manager('change the gallery'),
  'DELETE /api/gallery/:id': manager('change the gallery'),
  'POST /api/images': manager('upload photos'),
  // The content's translations: who may change the menu sees what is translated and what is missing.
  'GET /api/translations': manager('see the translations'),
  'GET /api/translations/missing': manager('see the translations'),
  // The venue, its hours and seating.
  'GET /api/venue': anyone,
  'PUT /api/venue': owner('change the venue details'),
  'GET /api/opening-hours': anyone,
  'PUT /api/opening-hours': manager('change the opening hours'),
  'POST /api/opening-hours/check': manager('change the opening hours'),
  'GET /api/seating-rules': anyone,
  'PUT /api/seating-rules': manager('change the seating rules'),
  'GET /api/tables': host('see the tables'),
  'POST /api/tables': manager('change the tables'),
  'PATCH /api/tables/:id': manager('change the tables'),
  'PUT /api/tables/:id': manager('change the tables'),
  'DELETE /api/tables/:id': manager('change the tables'),
  'GET /api/table-combinations': host('see the table combinations'),
  'POST /api/table-combinations': manager('change the table combinations'),
  'DELETE /api/table-combinations/:id': manager('change the table combinations'),
  'GET /api/bar-seats': host('see the bar seats'),
  'PUT /api/bar-seats': manager('change the bar seats'),
  // Bookings: guests book and change their own; the host stand runs the night.
  'POST /api/reservations': anyone,
  'GET /api/reservations': host('see the bookings'),
  'GET /api/reservations/covers': host('see the bookings'),
  'GET /api/reservations/summary': host('see the bookings'),
  'GET /api/reservations/:id/history': host("see a booking's history"),
  'GET /api/reservations/:id/guest': host("see a guest's history"),
  'PATCH /api/reservations/:id': host('change bookings'),
  'PATCH /api/reservations/:id/status': host('change bookings'),
  'PATCH /api/reservations/:id/table': host('change bookings'),
  'GET /api/availability': anyone,
  'GET /api/bookings/:token': anyone,
  'PATCH /api/bookings/:token': anyone,
  'GET /api/bookings/:token/ics': anyone,
  'GET /api/bookings/:token/availability': anyone,
  'POST /api/bookings/:token/cancel': anyone,
  'POST /api/group-requests': anyone,
  'GET /api/group-requests': host('see group requests'),
  // The waitlist: hosts run the walk-in line; guests join online and follow their own place.
  'POST /api/waitlist': anyone,
  'GET /api/waitlist': host('see the waitlist'),
  'PATCH /api/waitlist/:id': host('change the waitlist'),
  'GET /api/waitlist/status/:token': anyone,
  'POST /api/waitlist/status/:token/leave': anyone,
  'POST /api/waitlist/status/:token/accept': anyone,
  // The dashboard's counts; the e-mails themselves (guests' addresses) are the managers'.
  'GET /api/visitor-stats': host('see the visitor stats'),
  'POST /api/visits': anyone,
  'GET /api/emails/summary': host("see the e-mails' summary"),
  'GET /api/emails': manager('read the e-mails'),
  'GET /api/emails/:id': manager('read the e-mails'),
  'POST /api/emails/:id/resend': manager('resend e-mails'),
  'POST /api/emails/:id/dismiss': manager('dismiss e-mails'),
  // The Reports page's exports: the guest list is personal data, the owner's alone.
  'GET /api/reports/reservations.csv': manager('export the reports'),
  'GET /api/reports/guests.csv': owner('export the guest list'),
}

/** Every admin page (a path under /admin, without parameters), and what opening it means. */
export const PAGE_PERMISSIONS: Record<string, Permission> = {
  '/admin/dashboard': host('open the dashboard'),
  '/admin/reservations': host('open the host stand'),
  // Shared: hosts see the sold-out and special toggles only.
  '/admin/menu': host('open the menu'),
  '/admin/account': host('open your account'),
  '/admin/categories': manager('change the menu categories'),
  '/admin/tables': manager('change the tables'),
  '/admin/offers': manager('change the offers'),
  '/admin/events': manager('change the events'),
  '/admin/gallery': manager('change the gallery'),
  '/admin/hours': manager('change the opening hours'),
  '/admin/translations': manager('see the translations'),
  '/admin/emails': manager('read the e-mails'),
  '/admin/reports': manager('see the reports'),
  '/admin/account/two-factor': manager('use a second factor'),
  '/admin/venue': owner('change the venue details'),
  '/admin/staff': owner('manage staff accounts'),
  '/admin/audit': owner('read the audit log'),
  '/admin/system': owner('see the system and its backups'),
}

/** Where a role starts after signing in: hosts at the host stand, the others at the dashboard. */
export function landingPage(role: Role): string {
  return role === 'host' ? '/admin/reservations' : '/admin/dashboard'
}

/** A landing page's name for a link: 'Go to the host stand'. */
export function landingName(path: string): string {
  return path === '/admin/reservations' ? 'the host stand' : 'the dashboard'
}

/** True when `role` may do what `permission` allows. */
export function roleAllows(role: Role, permission: Permission): boolean {
  return permission.least === 'public' || RANK[role] >= RANK[permission.least]
}

/** The 403 message for `role` refused `permission`: the role, the action, and whom to ask. */
export function refusalMessage(role: Role, permission: Permission): string {
  const ask = permission.least === 'owner' ? 'Ask the owner.' : 'Ask a manager or the owner.'
  return `Your role (${role}) cannot ${permission.action}. ${ask}`
}

/** The refusal of a route or page the table does not list: no role may use it until it is added. */
export const UNLISTED_MESSAGE = 'No staff role may use this yet.'

/** 'PATCH /api/menu/:itemId' -> 'PATCH /api/menu/:': parameter names do not matter. */
export function routeKey(method: string, path: string): string {
  return `${method} ${path.replace(/\/$/, '').replace(/:[^/]+/g, ':')}`
}

const API_BY_KEY = new Map(Object.entries(API_PERMISSIONS).map(([route, permission]) => {
  const [method, path] = route.split(' ')
  return [routeKey(method, path), permission]
}))

/** The permission of an API route as the app registers it (`GET`, `/api/menu/:id`), or undefined if unlisted. */
export function apiPermission(method: string, routePath: string): Permission | undefined {
  return API_BY_KEY.get(routeKey(method === 'HEAD' ? 'GET' : method, routePath))
}

/** The permission of the admin page at `pathname` (its own entry, else its nearest listed parent's), or undefined. */
export function pagePermission(pathname: string): Permission | undefined {
  for (let path = pathname.replace(/\/$/, ''); path.startsWith('/admin/'); path = path.slice(0, path.lastIndexOf('/'))) {
    if (PAGE_PERMISSIONS[path]) return PAGE_PERMISSIONS[path]
  }
  return undefined
}

/** The admin pages `role` may open, in the table's order. */
export function pagesFor(role: Role): string[] {
  return Object.entries(PAGE_PERMISSIONS)
    .filter(([, permission]) => roleAllows(role, permission))
    .map(([path]) => path)
}
