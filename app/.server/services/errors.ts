/**
 * The refusals of the domain. Services throw these and know nothing of HTTP; the API maps each to its status and
 * the error envelope in one place (api/errors.ts), so no handler wraps a call and none can forget a mapping.
 */
import type { ErrorDetail, ErrorEnvelope } from '~/contracts/errors'

export class DomainError extends Error {}

/** 400: well-formed input that breaks a rule (a time already past, a table that does not exist). */
export class InputError extends DomainError {
  constructor(
    readonly details: ErrorDetail[],
    message = details[0]?.message ?? 'Invalid input',
  ) {
    super(message)
  }

  static field(path: string, message: string): InputError {
    return new InputError([{ path, message }])
  }
}

/** 401: no valid staff session, or wrong credentials. */
export class UnauthorizedError extends DomainError {}

/** 404: no such record (or a token that opens nothing). */
export class NotFoundError extends DomainError {}

/**
 * 409: the venue cannot do this now (seats taken, a table in use). `body` adds the extras of the contract's typed
 * 409 body (e.g. `BookingConflictBody`'s alternatives) to the envelope.
 */
export class ConflictError<Body extends ErrorEnvelope = ErrorEnvelope> extends DomainError {
  constructor(
    message: string,
    readonly body: Omit<Body, keyof ErrorEnvelope> = {} as Omit<Body, keyof ErrorEnvelope>,
  ) {
    super(message)
  }
}

/** 429: too many attempts; try again after `retryAfterSeconds`. */
export class TooManyRequestsError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message)
  }
}
