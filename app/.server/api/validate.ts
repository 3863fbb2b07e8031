import type { Context } from 'hono'
import type { z } from 'zod'
import { InputError, NotFoundError } from '../services/errors'
import { validationDetails } from './errors'

function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new InputError(validationDetails(parsed.error))
  return parsed.data
}

/** Reads the JSON body and parses it with the contract's `schema`; 400 in the error envelope otherwise. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown
  try {
    body = await c.req.json()
  } catch {
    throw new InputError([], 'The request body is not valid JSON.')
  }
  return parse(schema, body)
}

/** Parses the query parameters with the contract's `schema`; 400 in the error envelope otherwise. */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parse(schema, c.req.query())
}

/** A positive integer id from the path; anything else is a 404, as no such record can exist. */
export function idParam(c: Context, name = 'id'): number {
  const raw = c.req.param(name) ?? ''
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : NaN
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw new NotFoundError('Not found')
  return id
}
