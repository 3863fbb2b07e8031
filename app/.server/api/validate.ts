import type { Context } from 'hono'
import type { z } from 'zod'
import { fail, validationDetails } from './errors'

/** Reads the JSON body and parses it with `schema`; answers 400 in the error envelope otherwise. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown
  try {
    body = await c.req.json()
  } catch {
    fail(400, 'The request body is not valid JSON.')
  }
  const parsed = schema.safeParse(body)
  if (!parsed.success) {
    const details = validationDetails(parsed.error)
    fail(400, details[0]?.message ?? 'Invalid input', details)
  }
  return parsed.data
}

/** A positive integer id from the path; anything else is a 404, as no such record can exist. */
export function idParam(c: Context, name = 'id'): number {
  const raw = c.req.param(name) ?? ''
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : NaN
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) fail(404, 'Not found')
  return id
}
