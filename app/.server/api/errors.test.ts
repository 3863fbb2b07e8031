import { describe, expect, it } from 'vitest'
import { loggableError } from './errors'

describe('loggableError', () => {
  it('drops the query parameters Drizzle puts into a failed query message', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "x"'), { code: '23505' })
    const error = Object.assign(new Error('Failed query: insert into "reservations" ... \nparams: Maria Santos,maria@example.com'), {
      name: 'DrizzleQueryError',
      cause,
    })
    const logged = JSON.stringify(loggableError(error))
    expect(logged).not.toContain('maria@example.com')
    expect(logged).not.toContain('Maria Santos')
    expect(loggableError(error)).toMatchObject({ type: 'DrizzleQueryError', code: '23505', message: 'duplicate key value violates unique constraint "x"' })
  })

  it('keeps the message of other errors', () => {
    expect(loggableError(new TypeError('x is undefined'))).toMatchObject({ type: 'TypeError', message: 'x is undefined' })
  })
})
