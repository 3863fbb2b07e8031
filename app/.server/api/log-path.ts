/**
 * The request path as it may be logged: a guest's private booking token (in /booking/<token> and
 * /api/bookings/<token>) is a credential, so it never reaches the logs; so is a waitlist token (/waitlist/<token>
 * under any language prefix, /api/waitlist/status/<token>).
 */
export function loggablePath(path: string): string {
  return path
    .replace(/^(\/api\/bookings\/|\/booking\/)[^/]+/, '$1[token]')
    .replace(/^(\/api\/waitlist\/status\/|(?:\/[a-z]{2}(?:-[a-z]+)?)?\/waitlist\/)[^/]+/, '$1[token]')
}
