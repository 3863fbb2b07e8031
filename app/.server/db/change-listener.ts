/**
 * Hears a PostgreSQL notification channel on a connection of its own (LISTEN), and says whether it can be trusted
 * to hear everything: a connection that broke, or stopped answering its heartbeat, may have missed a notice, so
 * until it is back and listening the caller must assume that anything may have changed.
 */
import pg from 'pg'

/** How the listening connection names itself in pg_stat_activity. */
export const LISTENER_NAME = 'change-listener'

export interface ChangeHandlers {
  /** A notice arrived on the channel. */
  onChange(): void
  /** True once listening (again); false when notices may be missed. */
  onListening(listening: boolean): void
}

export interface ListenerOptions {
  /** How often the connection proves it is alive; a notice sent before a heartbeat's answer has arrived by then. */
  heartbeatMs?: number
  /** How long a heartbeat or a connection attempt may take before the listener counts as deaf. */
  timeoutMs?: number
}

export function listenOnPostgres(connectionString: string, channel: string, handlers: ChangeHandlers, options: ListenerOptions = {}) {
  const heartbeatMs = options.heartbeatMs ?? 1000
  const timeoutMs = options.timeoutMs ?? 1500
  let client: pg.Client | null = null
  let listening = false
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined

  const setListening = (now: boolean) => {
    if (now === listening) return
    listening = now
    handlers.onListening(now)
  }

  const drop = () => {
    const old = client
    client = null
    setListening(false)
    old?.removeAllListeners('notification')
    old?.end().catch(() => {})
  }

  // One loop: connect and LISTEN when there is no connection, else prove the connection alive. Never throws.
  const tick = async () => {
    try {
      if (!client) {
        const fresh = new pg.Client({ connectionString, connectionTimeoutMillis: timeoutMs, query_timeout: timeoutMs, keepAlive: true, application_name: LISTENER_NAME })
        fresh.on('error', () => {})
        fresh.on('end', () => client === fresh && drop())
        client = fresh
        await fresh.connect()
        fresh.on('notification', (message) => message.channel === channel && handlers.onChange())
        await fresh.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
        if (client === fresh) setListening(true)
      } else {
        await client.query('SELECT 1')
      }
    } catch {
      drop()
    }
    if (!stopped) timer = setTimeout(tick, heartbeatMs)
  }
  void tick()

  return {
    async stop() {
      stopped = true
      clearTimeout(timer)
      const old = client
      client = null
      await old?.end().catch(() => {})
    },
  }
}
