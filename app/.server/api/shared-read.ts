import type { Context } from 'hono'
import { prepareJson, sendPrepared } from '../prepared-answer'
import type { AppDeps, AppEnv } from './context'

/**
 * Answers a public read from the read cache (read-cache.ts): `load` runs only when the content changed since the
 * answer was last prepared. `key` names everything the answer depends on besides the content (e.g. the venue day).
 */
export async function sendSharedRead(c: Context<AppEnv>, { reads }: AppDeps, key: string, load: () => Promise<unknown>) {
  return sendPrepared(c, await reads.read(key, async () => prepareJson(await load())))
}
