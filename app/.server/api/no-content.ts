import type { Context } from 'hono'
import type { AppEnv } from '../app-deps'

/** A handler that does `work` (a delete) and answers 204 with no body. */
export function noContent(work: (c: Context<AppEnv>) => Promise<unknown>) {
  return async (c: Context<AppEnv>) => {
    await work(c)
    return c.body(null, 204)
  }
}
