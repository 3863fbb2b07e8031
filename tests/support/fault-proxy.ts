import net from 'node:net'

/**
 * A TCP proxy on 127.0.0.1 between the app and PostgreSQL that can fail on command: `dropAll()` resets every
 * connection (a database restart or a cut cable), `partition()` keeps connections open but lets no byte through
 * (a network partition: nothing is refused, nothing answers), `heal()` ends the partition.
 */
export interface FaultProxy {
  port: number
  dropAll(): void
  partition(): void
  heal(): void
  close(): Promise<void>
}

export async function startFaultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
  const pairs = new Set<[net.Socket, net.Socket]>()
  let partitioned = false
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host)
    const pair: [net.Socket, net.Socket] = [client, upstream]
    pairs.add(pair)
    const forward = (from: net.Socket, to: net.Socket) =>
      from.on('data', (chunk) => {
        // During a partition bytes are lost, not queued: nothing arrives, nothing is refused.
        if (!partitioned) to.write(chunk)
      })
    forward(client, upstream)
    forward(upstream, client)
    const end = () => {
      pairs.delete(pair)
      client.destroy()
      upstream.destroy()
    }
    for (const socket of pair) {
      socket.on('error', end)
      socket.on('close', end)
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as net.AddressInfo).port,
    dropAll() {
      for (const [client, upstream] of pairs) {
        client.resetAndDestroy()
        upstream.destroy()
      }
      pairs.clear()
    },
    partition() {
      partitioned = true
    },
    heal() {
      partitioned = false
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const [client, upstream] of pairs) {
          client.destroy()
          upstream.destroy()
        }
        server.close(() => resolve())
      }),
  }
}
