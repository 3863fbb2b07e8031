import { Hono } from 'hono'
import type { Context } from 'hono'
import { DEFAULT_LANGUAGE, type Language, LANGUAGES } from '~/lib/languages'
import { InputError } from '../services/errors'
import { type PreparedAnswer, prepareJson, sendPrepared } from '../prepared-answer'
import type { FollowingCache } from '../read-cache'
import type { AppDeps, AppEnv } from '../app-deps'

/**
 * Sends an answer the read cache holds under `key`, and tells the front door (front-door.ts) that this URL is
 * answered so, as of `instant` (ms, read before the key was worked out), for it to answer the next ones itself.
 * `from`: the answer is kept in a cache that follows the read cache (the photos' bytes), not in the read cache.
 */
export function sendStored(
  c: Context<AppEnv>,
  deps: Pick<AppDeps, 'frontDoor'>,
  key: string,
  answer: PreparedAnswer,
  instant: number,
  from?: FollowingCache<PreparedAnswer>,
) {
  const url = c.env?.incoming?.url
  if (url !== undefined && c.req.method === 'GET') deps.frontDoor?.remember(url, key, answer, instant, from)
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

export const LANGUAGE_QUERY_MESSAGE = `lang must be one of: ${LANGUAGES.join(', ')}`

/**
 * The language a public read is asked in (`?lang=`, its case aside): English without one; an unknown one is a 400.
 */
export function readLanguage(c: Context): Language {
  const asked = c.req.query('lang')
  if (asked === undefined) return DEFAULT_LANGUAGE
  const lang = LANGUAGES.find((l) => l.toLowerCase() === asked.toLowerCase())
  if (!lang) throw new InputError([{ path: 'lang', message: LANGUAGE_QUERY_MESSAGE }])
  return lang
}

/**
 * The read cache's key of an answer in `lang`: English answers keep the key they always had (with or without
 * `?lang=en` they are the same bytes); another language's come first in theirs, so no key of one is another's.
 */
export function keyInLanguage(lang: Language, key: string): string {
  return lang === DEFAULT_LANGUAGE ? key : `${lang} ${key}`
}

/**
 * Routes with one public GET at `path`, whose answer (`load` of the database, in the language asked for) the read
 * cache keeps under `key` (per language).
 */
export function sharedReadRoutes(deps: AppDeps, path: string, key: string, load: (db: AppDeps['db'], lang: Language) => Promise<unknown>) {
  return new Hono<AppEnv>().get(path, (c) => {
    const lang = readLanguage(c)
    return sendSharedRead(c, deps, () => keyInLanguage(lang, key), () => load(deps.db, lang))
  })
}
