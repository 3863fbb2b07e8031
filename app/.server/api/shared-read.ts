import { Hono } from 'hono'
import type { Context } from 'hono'
import { prepareJson, sendPrepared } from '../prepared-answer'
import type { AppDeps, AppEnv } from '../app-deps'

/**
 * Answers a public read from the read cache (read-cache.ts): `load` runs only when the content changed since the
 * answer was last prepared. `key` names everything the answer depends on besides the content (e.g. the venue day).
 */
export function sendSharedRead(c: Context<AppEnv>, { reads }: AppDeps, key: string, load: () => Promise<unknown>) {
  const stored = reads.peek(key)
  if (stored) return sendPrepared(c, stored)
  return reads.read(key, async () => prepareJson(await load())).then((answer) => sendPrepared(c, answer))
}

/** Routes with one public GET at `path`, whose answer (`load` of the database) the read cache keeps under `key`. */
export function sharedReadRoutes(deps: AppDeps, path: string, key: string, load: (db: AppDeps['db']) => Promise<unknown>) {
  return new Hono<AppEnv>().get(path, (c) => sendSharedRead(c, deps, key, () => load(deps.db)))
}
