/**
 * The writes anyone may send: a guest's booking and its changes, a group request, a visit, signing in and out. Every
 * other write under /api is staff's, and is refused without a session before any of its body is read.
 * POST /api/reservations is here although staff use it too: a guest books through it.
 */
const PUBLIC_WRITES: Array<{ method: string; path: RegExp }> = [
  { method: 'POST', path: /^\/api\/auth\/(login|logout)\/?$/ },
  // A set-up link's holder choosing their password (throttled like the login).
  { method: 'POST', path: /^\/api\/auth\/setup\/?$/ },
  { method: 'POST', path: /^\/api\/reservations\/?$/ },
  { method: 'PATCH', path: /^\/api\/bookings\/[^/]+\/?$/ },
  { method: 'POST', path: /^\/api\/bookings\/[^/]+\/cancel\/?$/ },
  { method: 'POST', path: /^\/api\/group-requests\/?$/ },
  // The waitlist: an online guest joins (staff add walk-ins through it too); the guest leaves or takes an offer.
  { method: 'POST', path: /^\/api\/waitlist\/?$/ },
  { method: 'POST', path: /^\/api\/waitlist\/status\/[^/]+\/(leave|accept)\/?$/ },
  { method: 'POST', path: /^\/api\/visits\/?$/ },
]

export function isPublicWrite(method: string, path: string): boolean {
  return PUBLIC_WRITES.some((write) => write.method === method && write.path.test(path))
}
