import type { ErrorEnvelope } from '~/contracts/errors'

/** An API error: `message` is "status: body text"; `body` is the parsed envelope. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Partial<ErrorEnvelope> | null,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return
  const text = await res.text()
  let body: ApiError['body'] = null
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    body = null
  }
  throw new ApiError(res.status, `${res.status}: ${text || res.statusText}`, body)
}

/**
 * Sends a request to our API: cookies included, JSON body only when one is given; throws ApiError when not ok.
 * `signal` lets a caller (TanStack Query) cancel a request that is no longer needed; `headers` adds headers (a staff
 * change's If-Match, say).
 */
export async function apiRequest<T = unknown>(
  method: string,
  url: string,
  body?: unknown,
  signal?: AbortSignal,
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await fetch(url, {
    method,
    signal,
    credentials: 'include',
    headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  await throwIfNotOk(res)
  if (res.status === 204) return undefined as T
  const type = res.headers.get('content-type') ?? ''
  return (type.includes('application/json') ? await res.json() : await res.text()) as T
}

/** A TanStack Query function that GETs `url` as JSON (cancelled when the query is no longer needed). */
export function getJson<T>(url: string) {
  return ({ signal }: { signal: AbortSignal }) => apiRequest<T>('GET', url, undefined, signal)
}

/** The most useful message of an error for a person: the first field message, else the server's message. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.body?.details?.[0]?.message ?? error.body?.message ?? fallback
  return fallback
}
