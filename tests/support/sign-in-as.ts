import { upsertStaff } from '~/.server/services/staff'
import type { Role } from '~/lib/roles'
import type { TestApp } from './test-app'

export const ROLE_PASSWORD = 'a role account password'

/** The username of the test account of `role` (the default test account, `host`, is an owner). */
export function roleUsername(role: Role): string {
  return `${role}-on-duty`
}

/** Creates an account of `role` (or keeps it) and signs it in; returns the Cookie header value to send. */
export async function signInAs(t: Pick<TestApp, 'database' | 'request'>, role: Role, username = roleUsername(role)): Promise<string> {
  await upsertStaff(t.database.handle.db, username, ROLE_PASSWORD, { role })
  const res = await t.request('POST', '/api/auth/login', { body: { username, password: ROLE_PASSWORD } })
  if (res.status !== 200) throw new Error(`sign-in as ${role} failed: ${res.status} ${await res.text()}`)
  return (res.headers.get('set-cookie') ?? '').split(';')[0]
}
