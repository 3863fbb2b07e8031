import { describe, expect, it } from 'vitest'
import { ApiError } from '~/lib/api'
import { CHANGE_TEXT, refusalOf } from './change-booking-model'

const apiError = (status: number, body: ApiError['body']) => new ApiError(status, `${status}: …`, body)

describe('refusalOf', () => {
  it('keeps the first message of each field a 400 refuses, the first of all as its words', () => {
    const error = apiError(400, {
      message: 'Invalid request',
      details: [
        { path: 'guests', message: 'Party too large' },
        { path: 'guests', message: 'second' },
        { path: 'notes', message: 'not a field of the form' },
      ],
    })
    expect(refusalOf(error)).toEqual({ message: 'Party too large', alternatives: [], fields: { guests: 'Party too large' } })
  })

  it('offers the alternatives of a 409 only', () => {
    expect(refusalOf(apiError(409, { message: 'Full', alternatives: ['20:00'] } as ApiError['body'])).alternatives).toEqual(['20:00'])
    expect(refusalOf(apiError(400, { message: 'No', alternatives: ['20:00'] } as ApiError['body'])).alternatives).toEqual([])
  })

  it('says the change failed when the request never got an answer', () => {
    expect(refusalOf(new TypeError('Failed to fetch'))).toEqual({ message: CHANGE_TEXT.failed, alternatives: [], fields: {} })
  })
})
