import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { openPostgres } from '~/.server/db/client'
import { beforeDeadline } from '~/.server/deadline'
import { countAttempt, LOGIN_ATTEMPT_LOCK_NAMESPACE } from '~/.server/services/auth'
import { TooManyRequestsError } from '~/.server/services/errors'
import { upsertStaff } from '~/.server/services/staff'
import { STAFF_PASSWORD, STAFF_USERNAME, useTestApp } from '../support/test-app'
import { testEngine } from '../support/test-db'

// One trusted proxy: the client address is the last X-Forwarded-For entry, the one the proxy appended.
const t = useTestApp({ TRUST_PROXY: '1' })

const STRANGER = '198.51.100.66'
const OWNER = '203.0.113.10'

function login(password: string, forwardedFor: string, username = STAFF_USERNAME) {
  return t.request('POST', '/api/auth/login', { body: { username, password }, headers: { 'x-forwarded-for': forwardedFor } })
}

describe('login throttling', () => {
  it('counts attempts before checking passwords: of 40 parallel guesses for one username, at most 5 are checked', async () => {
    await upsertStaff(t.database.handle.db, STAFF_USERNAME, STAFF_PASSWORD)
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login(`guess-${i}`, STRANGER)))
    const statuses = answers.map((res) => res.status)
    expect(statuses.filter((s) => s === 401)).toHaveLength(5)
    expect(statuses.filter((s) => s === 429)).toHaveLength(35)
    expect(answers.find((res) => res.status === 429)?.headers.get('retry-after')).toMatch(/^\d+$/)
  })

  it("does not lock the owner out from another address after a stranger's guesses", async () => {
    await upsertStaff(t.database.handle.db, STAFF_USERNAME, STAFF_PASSWORD)
    for (let i = 0; i < 6; i++) await login(`guess-${i}`, STRANGER)
    expect((await login('guess-again', STRANGER)).status).toBe(429)
    expect((await login(STAFF_PASSWORD, OWNER)).status).toBe(200)
  })

  it('still throttles a client that rotates what it writes into X-Forwarded-For', async () => {
    for (let i = 0; i < 20; i++) {
      const res = await login('x', `10.9.${i}.1, ${STRANGER}`, `user-${i}`)
      expect(res.status).toBe(401)
    }
    expect((await login('x', `10.9.99.1, ${STRANGER}`, 'user-99')).status).toBe(429)
    // Another client is not affected.
    expect((await login('x', `10.9.99.1, ${OWNER}`, 'user-99')).status).toBe(401)
  })
})

describe.runIf(testEngine() === 'postgres')('login attempts and the connection pool', () => {
  it("a client's waiting attempts hold one connection at most: another client's attempt still gets one", async () => {
    // Two connections, and a wait for one longer than the test: only the attempts' queue decides who gets them.
    const small = await openPostgres(t.database.url!, { max: 2, connectTimeoutMs: 60_000, probeTimeoutMs: 10_000 })
    // Another process holds the stranger's lock, so the stranger's attempts wait for it.
    const otherProcess = new pg.Client({ connectionString: t.database.url })
    await otherProcess.connect()
    try {
      await otherProcess.query('select pg_advisory_lock($1, hashtext($2))', [LOGIN_ATTEMPT_LOCK_NAMESPACE, 'stranger'])
      const now = new Date()
      let strangerAnswers = 0
      const strangers = Array.from({ length: 6 }, () =>
        countAttempt(small.db, STAFF_USERNAME, 'stranger', now).then(
          () => 'counted',
          (error: unknown) => (error instanceof TooManyRequestsError ? 'refused' : error),
        ).finally(() => strangerAnswers++),
      )
      const owner = countAttempt(small.db, STAFF_USERNAME, 'owner', now).then(() => 'counted')
      expect(await beforeDeadline(owner, 10_000)).toBe('counted')
      expect(strangerAnswers).toBe(0)
      await otherProcess.query('select pg_advisory_unlock($1, hashtext($2))', [LOGIN_ATTEMPT_LOCK_NAMESPACE, 'stranger'])
      expect((await Promise.all(strangers)).sort()).toEqual(['counted', 'counted', 'counted', 'counted', 'counted', 'refused'])
    } finally {
      await otherProcess.end()
      await small.close()
    }
  })
})
