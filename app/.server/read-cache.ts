/**
 * The public reads' cache (decision record 005): the prepared answers of the reads every guest's phone repeats
 * (the menu, the active offers, the events and the pages that show them), kept in memory until the content changes.
 *
 * Every entry is stamped with the content version current when its load *started*. Any change to the content
 * (a staff write on this process, a write heard from another process, a write that failed halfway) calls
 * `invalidate()`, which bumps the version and drops every entry: a load that was already running when the content
 * changed may have read the old rows, so its result is handed to the requests that were waiting for it but never
 * stored. While changes made elsewhere might go unheard (`trustChanges(false)`), nothing is cached at all.
 */

export interface ReadCacheOptions {
  /** The most the stored answers may weigh together; the least recently read are dropped first. */
  maxBytes: number
}

/** What the cache needs to know of a stored answer: its weight in memory. */
export interface Sized {
  readonly bytes: number
}

export interface ReadCache<T extends Sized> {
  /** The stored answer for `key`, or the result of `load()` (one load per key at a time, shared by the callers). */
  read(key: string, load: () => Promise<T>): Promise<T>
  /** The stored answer for `key` if there is one, without waiting: the hot path of a read that is cached. */
  peek(key: string): T | undefined
  /** The content may have changed: nothing read before is served again. */
  invalidate(): void
  /** False while a change made elsewhere could go unheard (the change feed is down): every read loads. */
  trustChanges(trusted: boolean): void
  /** How many answers are stored and their weight (for tests and the benchmark). */
  size(): { entries: number; bytes: number }
  /**
   * The content's version: it changes whenever the content may have changed, and is null while changes could go
   * unheard. Lets another cache (the image bytes) follow this one: it may keep what it read at one generation.
   */
  generation(): number | null
}

/** A cache that follows a read cache (see `generation`), and the generation an answer in it was read at. */
export interface FollowingCache<T extends Sized> {
  cache: Pick<ReadCache<T>, 'peek'>
  generation: number
}

/** The read cache's bound in production: the menu, offers and events in three encodings, and the shared pages. */
export const READ_CACHE_MAX_BYTES = 16 * 1024 * 1024

export function createReadCache<T extends Sized>({ maxBytes }: ReadCacheOptions): ReadCache<T> {
  const entries = new Map<string, T>()
  const loading = new Map<string, Promise<T>>()
  let bytes = 0
  let version = 0
  let trusted = true

  function store(key: string, value: T) {
    if (value.bytes > maxBytes) return
    const previous = entries.get(key)
    if (previous) {
      entries.delete(key)
      bytes -= previous.bytes
    }
    entries.set(key, value)
    bytes += value.bytes
    // A Map iterates in insertion order, and a read re-inserts its entry: the first keys are the least recently read.
    for (const [oldKey, old] of entries) {
      if (bytes <= maxBytes) break
      entries.delete(oldKey)
      bytes -= old.bytes
    }
  }

  function clear() {
    version += 1
    entries.clear()
    bytes = 0
  }

  function peek(key: string): T | undefined {
    const hit = entries.get(key)
    if (hit) {
      entries.delete(key)
      entries.set(key, hit)
    }
    return hit
  }

  return {
    peek,
    read(key, load) {
      if (!trusted) return load()
      const hit = peek(key)
      if (hit) return Promise.resolve(hit)
      const startedAt = version
      const flight = `${startedAt}\u0000${key}`
      let pending = loading.get(flight)
      if (!pending) {
        pending = load()
          .then((value) => {
            if (version === startedAt && trusted) store(key, value)
            return value
          })
          .finally(() => loading.delete(flight))
        loading.set(flight, pending)
      }
      return pending
    },
    invalidate: clear,
    trustChanges(nowTrusted) {
      trusted = nowTrusted
      clear()
    },
    size: () => ({ entries: entries.size, bytes }),
    generation: () => (trusted ? version : null),
  }
}
