import { Hono } from 'hono'
import type { Context } from 'hono'
import { type PreparedAnswer, prepareJson, sendPrepared } from '../prepared-answer'
import type { AppDeps, AppEnv } from '../app-deps'

/**
 * Sends an answer the read cache holds under `key`, and tells the front door (front-door.ts) that this URL is
 * answered so, as of `instant` (ms, read before the key was worked out), for it to answer the next ones itself.
 */
export function sendStored(c: Context<AppEnv>, deps: Pick<AppDeps, 'frontDoor'>, key: string, answer: PreparedAnswer, instant: number) {
  const url = c.env?.incoming?.url
  if (url !== undefined && c.req.method === 'GET') deps.frontDoor?.remember(url, key, answer, instant)
  return sendPrepared(c, answer)
}

/**
 * Answers a public read from the read cache (read-cache.ts): `load` runs only when the content changed since the
 * answer was last prepared. `keyOn(today)` names everything the answer depends on besides the content (e.g. the
 * venue day); the instant is read before the day, so the front door never keeps a day's answer past its end.
 */
export function sendSharedRead(c: Context<AppEnv>, deps: AppDeps, keyOn: (today: string) => string, load: (today: string) => Promise<unknown>) {
  const instant = deps.clock.now()
  const today = deps.clock.today()
  const key = keyOn(today)
  const stored = deps.reads.peek(key)
  if (stored) return sendStored(c, deps, key, stored, instant)
  return deps.reads.read(key, async () => prepareJson(await load(today))).then((answer) => sendStored(c, deps, key, answer, instant))
}

/** Routes with one public GET at `path`, whose answer (`load` of the database) the read cache keeps under `key`. */
export function sharedReadRoutes(deps: AppDeps, path: string, key: string, load: (db: AppDeps['db']) => Promise<unknown>) {
  return new Hono<AppEnv>().get(path, (c) => sendSharedRead(c, deps, () => key, () => load(deps.db)))
}
