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
