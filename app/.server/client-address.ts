/**
 * The client's address. Behind `hops` trusted reverse proxies, each proxy appends the address it received the
 * request from to X-Forwarded-For, so the client is the `hops`-th entry from the right: entries further left were
 * written by the client itself and prove nothing. With no trusted proxy, the socket's address.
 */
export function clientAddress(forwardedFor: string | undefined, socketAddress: string | undefined, hops: number): string {
  const socket = socketAddress || 'unknown'
  if (hops === 0 || !forwardedFor) return socket
  const entries = forwardedFor
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (entries.length === 0) return socket
  return entries[Math.max(0, entries.length - hops)]
}

/** The protocol the client used: behind trusted proxies, what the outermost of them saw (X-Forwarded-Proto). */
export function clientProtocol(forwardedProto: string | undefined, requestProtocol: string, hops: number): string {
  if (hops === 0 || !forwardedProto) return requestProtocol
  const entries = forwardedProto.split(',').map((entry) => entry.trim().toLowerCase())
  return entries[Math.max(0, entries.length - hops)] || requestProtocol
}
