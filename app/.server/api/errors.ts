import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { z } from 'zod'
import type { ErrorDetail, ErrorEnvelope } from '~/contracts/errors'
import { RETRY_AFTER_OUTAGE_SECONDS } from '../database-outage'
import { PastDeadlineError } from '../deadline'
import type { Logger } from '../logger'
import { ConflictError, InputError, NotFoundError, TooManyRequestsError, UnauthorizedError } from '../services/errors'
import { loggablePath } from './log-path'
import { ClientAbortError } from './request-body'

/** The one error envelope of the API: { message, details? }. */
export function apiError(
  status: ContentfulStatusCode,
  message: string,
  details?: ErrorDetail[],
  headers?: HeadersInit,
  extra: Record<string, unknown> = {},
) {
  const body: ErrorEnvelope = details ? { message, details } : { message }
  return new Response(JSON.stringify({ ...body, ...extra }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...(headers as Record<string, string>) },
  })
}

export function validationDetails(error: z.ZodError): ErrorDetail[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
}

/** 503 in the envelope, with Retry-After: the database is away (or the request ran out of time). */
export function unavailableApiAnswer(): Response {
  return apiError(503, 'The service is temporarily unavailable. Please try again in a moment.', undefined, {
    'retry-after': String(RETRY_AFTER_OUTAGE_SECONDS),
  })
}

// Connection failures, and PostgreSQL's: shutting down, cannot connect now, too many connections, statement timeout.
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EPIPE', '57P01', '57P03', '53300', '57014'])

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; current && depth < 5; depth++) {
    const { code, message } = current as { code?: string; message?: string }
    if ((code && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) || /PGlite is closed|Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|not queryable/i.test(message ?? '')) {
      return true
    }
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/**
 * What may be logged of an error: its type, code, message and call stack, but not the query parameters
 * (guests' names, e-mails) that Drizzle puts into the message of a failed query.
 */
export function loggableError(error: unknown) {
  const err = error as Error & { code?: string; cause?: Error & { code?: string } }
  const isQueryError = err?.name === 'DrizzleQueryError' || /^Failed query:/.test(err?.message ?? '')
  const source = isQueryError && err.cause ? err.cause : err
  return {
    type: err?.name,
    code: source?.code,
    message: isQueryError ? (err.cause?.message ?? 'database query failed') : err?.message,
    // Only the call frames: the stack's first lines repeat the message.
    stack: err?.stack?.split('\n').filter((line) => /^\s+at /.test(line)).slice(0, 8).join('\n'),
  }
}

/** The one place where errors become answers: domain refusals, HTTP errors, outages and bugs. Never leaks internals. */
export function handleError(error: Error, c: Context, logger: Logger): Response {
  if (error instanceof InputError) return apiError(400, error.message, error.details.length > 0 ? error.details : undefined)
  if (error instanceof UnauthorizedError) return apiError(401, error.message)
  if (error instanceof NotFoundError) return apiError(404, error.message)
  if (error instanceof ConflictError) return apiError(409, error.message, undefined, undefined, error.body)
  if (error instanceof TooManyRequestsError) {
    return apiError(429, error.message, undefined, { 'retry-after': String(error.retryAfterSeconds) })
  }
  if (error instanceof HTTPException) {
    const res = error.getResponse()
    if (res.headers.get('content-type')) return res
    return apiError(error.status as ContentfulStatusCode, error.message || res.statusText || 'Request failed')
  }
  // Neither is a fault: nobody is left to read the answer (the client went away, or the deadline has answered).
  if (error instanceof ClientAbortError) {
    logger.info({ path: loggablePath(c.req.path) }, 'client went away mid-request')
    return apiError(400, 'The request body did not arrive in full.')
  }
  if (error instanceof PastDeadlineError) {
    logger.info({ path: loggablePath(c.req.path) }, 'work stopped past the request deadline')
    return unavailableApiAnswer()
  }
  if (isDatabaseUnavailable(error)) {
    logger.error({ err: loggableError(error), path: loggablePath(c.req.path) }, 'database unavailable')
    return unavailableApiAnswer()
  }
  logger.error({ err: loggableError(error), path: loggablePath(c.req.path) }, 'unhandled error')
  return apiError(500, 'Something went wrong on our side. Please try again.')
}
