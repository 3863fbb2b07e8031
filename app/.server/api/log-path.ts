/**
 * The request path as it may be logged: a guest's private booking token (in /booking/<token> and
 * /api/bookings/<token>) is a credential, so it never reaches the logs.
 */
export function loggablePath(path: string): string {
  return path.replace(/^(\/api\/bookings\/|\/booking\/)[^/]+/, '$1[token]')
}
