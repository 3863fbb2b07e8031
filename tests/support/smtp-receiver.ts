import { type AddressInfo } from 'node:net'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** One message as the receiver took it: the envelope's recipients, the raw text and the parsed message. */
export interface ReceivedMail {
  to: string[]
  raw: string
  mail: ParsedMail
}

export interface SmtpReceiver {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string
  port: number
  received: ReceivedMail[]
  /** Refuses every recipient with this SMTP code and text until set to null (421: try later; 550: no such mailbox). */
  refuse(refusal: { code: number; message: string } | null): void
  /** Stops listening (a mail server that is down); `start` listens on the same port again. */
  stop(): Promise<void>
  start(): Promise<void>
}

/** A real SMTP server in this process, on 127.0.0.1 (an ephemeral port the first time), without TLS or login. */
export async function startSmtpReceiver(port = 0): Promise<SmtpReceiver> {
  const received: ReceivedMail[] = []
  let refusal: { code: number; message: string } | null = null
  let server: SMTPServer
  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(_address, _session, callback) {
        if (!refusal) return callback()
        const error = new Error(refusal.message) as Error & { responseCode: number }
        error.responseCode = refusal.code
        callback(error)
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8')
          simpleParser(raw).then(
            (mail) => {
              received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, mail })
              callback()
            },
            (error: Error) => callback(error),
          )
        })
      },
    })
  const listen = () =>
    new Promise<number>((resolve, reject) => {
      server = make()
      server.server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port))
    })
  port = await listen()
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    refuse(next) {
      refusal = next
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    start: async () => {
      await listen()
    },
  }
}
