/**
 * Tells a busy PostgreSQL from an unreachable one. A query may wait a while for good reasons (a booking queued on
 * its date's lock on a busy evening), so no short timeout can be put on every query; but during a network
 * partition the connections stay open and nothing ever comes back. So when a pooled client has been busy for
 * `stuckAfterMs`, the watch asks the database on a fresh connection whether it still answers. If it does not
 * within `probeTimeoutMs`, the database is marked unavailable and the connections in use are cut, so their
 * requests fail at once (503) instead of hanging; new requests are answered 503 without waiting. The watch keeps
 * asking, and marks the database available again as soon as it answers: no restart needed.
 */
import pg from 'pg'

export interface PoolWatchOptions {
  connectionString: string
  stuckAfterMs: number
  probeTimeoutMs: number
  /** How often the watch looks at the pool (and, while the database is away, asks again). */
  intervalMs: number
  onChange?: (available: boolean) => void
}

export interface PoolWatch {
  isAvailable(): boolean
  stop(): void
}

/** True when the database answers `select 1` on a new connection within `timeoutMs`. */
export async function databaseAnswers(connectionString: string, timeoutMs: number): Promise<boolean> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: timeoutMs, query_timeout: timeoutMs })
  client.on('error', () => {})
  try {
    await client.connect()
    await client.query('select 1')
    return true
  } catch {
    return false
  } finally {
    // Not awaited: on a dead connection, ending could wait as long as the partition.
    void client.end().catch(() => {})
  }
}

/** Cuts a client's connection: its query in flight fails now, and the pool drops it when it is released. */
function cut(client: pg.PoolClient) {
  ;(client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy()
}

export function watchPool(pool: pg.Pool, options: PoolWatchOptions): PoolWatch {
  const busySince = new Map<pg.PoolClient, number>()
  pool.on('acquire', (client) => busySince.set(client, Date.now()))
  pool.on('release', (_error, client) => busySince.delete(client))
  pool.on('remove', (client) => busySince.delete(client as pg.PoolClient))

  let available = true
  let probing = false
  const setAvailable = (next: boolean) => {
    if (next === available) return
    available = next
    options.onChange?.(next)
  }

  const look = async () => {
    if (probing) return
    const now = Date.now()
    const stuck = [...busySince.entries()].some(([, since]) => now - since >= options.stuckAfterMs)
    if (available && !stuck) return
    probing = true
    try {
      const answers = await databaseAnswers(options.connectionString, options.probeTimeoutMs)
      if (!answers) for (const client of busySince.keys()) cut(client)
      setAvailable(answers)
    } finally {
      probing = false
    }
  }

  const timer = setInterval(() => void look(), options.intervalMs)
  timer.unref()
  return { isAvailable: () => available, stop: () => clearInterval(timer) }
}
