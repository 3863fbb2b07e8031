/**
 * A turn for each background job: `inTurn(job)` starts `job` once every job handed over before it has ended, so no
 * two ever run at once, whatever their start times and however long one takes. It resolves when the job has ended;
 * a job's failure is its own to log (the next one runs all the same).
 */
export type InTurn = (job: () => Promise<unknown>) => Promise<void>

/** `ready` is waited for before each job, once its turn has come (a quiet moment of the server: quiet-moments.ts). */
export function oneAtATime(ready: () => Promise<void> = async () => {}): InTurn {
  const inTurn = oneAtATimePerKey()
  return (job) =>
    inTurn('', () => ready().then(job)).then(
      () => undefined,
      () => undefined,
    )
}

/**
 * A turn per key: `inTurn(key, job)` starts `job` once the jobs handed over before it with the same key have ended,
 * and answers with its result or failure; jobs of other keys run beside it. A key is held only while a job of it is
 * under way or waiting.
 */
export function oneAtATimePerKey(): <T>(key: string, job: () => Promise<T>) => Promise<T> {
  const lastOfKey = new Map<string, Promise<void>>()
  return (key, job) => {
    const result = (lastOfKey.get(key) ?? Promise.resolve()).then(job)
    const ended = result.then(
      () => {},
      () => {},
    )
    lastOfKey.set(key, ended)
    void ended.then(() => {
      if (lastOfKey.get(key) === ended) lastOfKey.delete(key)
    })
    return result
  }
}
