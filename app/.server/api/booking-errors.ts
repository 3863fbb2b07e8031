import { HTTPException } from 'hono/http-exception'
import type { z } from 'zod'
import { BookingConflict, BookingInputError } from '../services/seating'
import { fail, validationDetails } from './errors'

/**
 * Runs a booking service call and answers its refusals: a BookingConflict becomes 409 with the
 * envelope's message plus its machine-readable extras (e.g. alternatives), a BookingInputError 400
 * with a field detail.
 */
export async function seatingCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof BookingConflict) {
      const res = new Response(JSON.stringify({ message: error.message, ...error.extra }), {
        status: 409,
        headers: { 'content-type': 'application/json; charset=utf-8' },
      })
      throw new HTTPException(409, { res })
    }
    if (error instanceof BookingInputError) fail(400, error.message, [{ path: error.path, message: error.message }])
    throw error
  }
}

/** Parses query parameters with `schema`; 400 in the envelope otherwise. */
export function readQuery<S extends z.ZodType>(query: Record<string, string>, schema: S): z.infer<S> {
  const parsed = schema.safeParse(query)
  if (!parsed.success) {
    const details = validationDetails(parsed.error)
    fail(400, details[0]?.message ?? 'Invalid input', details)
  }
  return parsed.data
}
