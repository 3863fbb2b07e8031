/** A request's body as the API reads it: a client that goes away mid-body is told apart from any fault of ours. */

/** The client stopped sending (closed the connection) before its body was complete: nobody waits for an answer. */
export class ClientAbortError extends Error {
  constructor(cause: unknown) {
    super('the client went away before its request body was complete', { cause })
  }
}

/**
 * The request with its body read through a guard: a read that fails is a ClientAbortError (Node reports a closed
 * connection as ECONNRESET, which would pass for a database outage), and once `signal` aborts (the deadline passed)
 * nothing more is read.
 */
export function guardedBody(request: Request, signal: AbortSignal): Request {
  const source = request.body
  if (!source) return request
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined
  const stopped = new Promise<never>((_, reject) => {
    const stop = () => reject(signal.reason)
    if (signal.aborted) stop()
    else signal.addEventListener('abort', stop, { once: true })
  })
  stopped.catch(() => {})
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      reader ??= source.getReader()
      try {
        const chunk = await Promise.race([reader.read(), stopped])
        if (chunk.done) controller.close()
        else controller.enqueue(chunk.value)
      } catch (error) {
        reader.cancel().catch(() => {})
        controller.error(signal.aborted ? signal.reason : new ClientAbortError(error))
      }
    },
    cancel: (reason) => (reader ?? source).cancel(reason),
  })
  return new Request(request, { body, duplex: 'half' } as RequestInit)
}
