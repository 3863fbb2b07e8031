/** How long no request may start for the server to count as quiet. */
export const QUIET_MS = 1_000
/** How long an upkeep job waits for a quiet moment at most: on a server busy for longer, it runs all the same. */
export const QUIET_MAX_WAIT_MS = 10 * 60_000

export interface QuietMoments {
  /** Called as each request arrives (on the serving path: one increment). */
  requestStarted: () => void
  /** Resolves once a whole `quietMs` has passed with no request started, or after `maxWaitMs` at most. */
  quiet: () => Promise<void>
  /** Waits under way never resolve: their jobs are dropped with the server. */
  stop: () => void
}

/**
 * Quiet moments for the upkeep jobs (one-at-a-time.ts). On the embedded database a job runs on the thread that
 * serves, and a new process's first run of its statements (plans and catalog still cold) holds that thread 70-190 ms:
 * waiting for a second in which no request started keeps that stall out of most guests' answers (one that started
 * earlier and is still running may meet it). A venue's site has such moments every few seconds; under a load that
 * never pauses a job waits `maxWaitMs` (counted in quiet periods, so a held-up event loop stretches it), then runs.
 */
export function watchForQuiet({ quietMs = QUIET_MS, maxWaitMs = QUIET_MAX_WAIT_MS } = {}): QuietMoments {
  let requests = 0
  let stopped = false
  return {
    requestStarted: () => {
      requests++
    },
    quiet: () =>
      new Promise<void>((resolve) => {
        let seen = requests
        let waited = 0
        const check = () => {
          if (stopped) return
          waited += quietMs
          if (requests === seen || waited >= maxWaitMs) return resolve()
          seen = requests
          setTimeout(check, quietMs).unref()
        }
        setTimeout(check, quietMs).unref()
      }),
    stop: () => {
      stopped = true
    },
  }
}
