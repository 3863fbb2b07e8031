/** How the site tells that the database is away, and how long it asks clients to wait then. */
import type { AppDeps } from './app-deps'

/** What a 503 asks a client to wait before trying again. */
export const RETRY_AFTER_OUTAGE_SECONDS = 5

/** How long /healthz (and a failed page) waits for the database before saying it is away. */
export const HEALTH_CHECK_TIMEOUT_MS = 1500

/** True when the database is not known to be away and answers a ping within `timeoutMs`. */
export async function pingWithin(deps: Pick<AppDeps, 'isAvailable' | 'ping'>, timeoutMs: number): Promise<boolean> {
  if (!deps.isAvailable()) return false
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)))
  const answered = deps.ping().then(
    () => true,
    () => false,
  )
  try {
    return await Promise.race([answered, late])
  } finally {
    clearTimeout(timer)
  }
}
