import { describe, expect, it } from 'vitest'
import { upsertStaff } from '~/.server/services/staff'
import { STAFF_PASSWORD, STAFF_USERNAME, useTestApp } from '../support/test-app'

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
