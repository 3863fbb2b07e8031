/** Work that outlived the request deadline (REQUEST_TIMEOUT_MS): the guest gets the calm 503 page instead. */
export class PastDeadlineError extends Error {
  constructor() {
    super('the request deadline passed')
  }
}

/** `work`'s result, or a PastDeadlineError once `ms` have passed (the work itself is not stopped). */
export function beforeDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new PastDeadlineError()), ms)))
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}

/**
 * Runs `work` with a signal that aborts when `ms` have passed, answering `late()` then (the signal tells the work
 * to stop: whatever it still does is no longer anyone's answer). Resolves when the work ends, or at the deadline.
 */
export async function withDeadline(ms: number, work: (signal: AbortSignal) => Promise<void>, late: () => Error): Promise<void> {
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  const passed = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort(new PastDeadlineError())
      reject(late())
    }, ms)
  })
  try {
    await Promise.race([work(controller.signal), passed])
  } finally {
    clearTimeout(timer)
  }
}
