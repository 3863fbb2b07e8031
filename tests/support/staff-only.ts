import { expect, it } from 'vitest'
import type { TestApp } from './test-app'

export type Endpoint = [method: string, path: string, body?: unknown]

/** One test an endpoint: without a session it answers 401 and asks to sign in. */
export function itAnswers401WithoutSession(t: TestApp, endpoints: Endpoint[]) {
  it.each(endpoints)('%s %s answers 401 without a session', async (method, path, body) => {
    const res = await t.request(method, path, { body })
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ message: 'Please sign in to continue.' })
  })
}
