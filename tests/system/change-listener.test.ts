import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LISTENER_NAME, listenOnPostgres } from '~/.server/db/change-listener'
import { createTestDatabase, type TestDatabase } from '../support/test-db'

describe('the PostgreSQL change listener', () => {
  let database: TestDatabase
  let admin: pg.Client

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false })
    admin = new pg.Client({ connectionString: database.url })
    await admin.connect()
  })

  afterAll(async () => {
    await admin?.end()
    await database?.close()
  })

  it('hears notices, says when its connection is lost, and listens again by itself', async () => {
    const states: boolean[] = []
    let notices = 0
    const listener = listenOnPostgres(database.url ?? '', 'content_changed', { onChange: () => notices++, onListening: (now) => states.push(now) }, { heartbeatMs: 100 })
    try {
      await expect.poll(() => states).toEqual([true])
      await admin.query("select pg_notify('content_changed', 'menu_items'), pg_notify('another_channel', 'x')")
      await expect.poll(() => notices).toBe(1)

      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()', [LISTENER_NAME])
      await expect.poll(() => states, { timeout: 10_000 }).toEqual([true, false, true])
      await admin.query("select pg_notify('content_changed', 'offer_items')")
      await expect.poll(() => notices).toBe(2)
    } finally {
      await listener.stop()
    }
  })
})
