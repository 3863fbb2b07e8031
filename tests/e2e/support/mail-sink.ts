/**
 * The e2e mail server: receives the site's e-mails over SMTP on SMTP_PORT (refusing, 550, any address at
 * refused.example) and shows what it received, parsed, at http://127.0.0.1:HTTP_PORT/messages.
 * Started by playwright.config.ts for the mail area (`npx tsx tests/e2e/support/mail-sink.ts`).
 */
import { createServer } from 'node:http'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface SinkMessage {
  to: string[]
  messageId: string | undefined
  subject: string | undefined
  from: string | undefined
  replyTo: string | undefined
  text: string
  html: string
  attachments: Array<{ filename: string | undefined; contentType: string; content: string }>
}

export const REFUSED_DOMAIN = 'refused.example'

const messages: SinkMessage[] = []

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onRcptTo(address, _session, callback) {
    if (!address.address.endsWith(`@${REFUSED_DOMAIN}`)) return callback()
    const error = new Error('5.1.1 Mailbox unavailable') as Error & { responseCode: number }
    error.responseCode = 550
    callback(error)
  },
  onData(stream, session, callback) {
    simpleParser(stream).then(
      (mail) => {
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          messageId: mail.messageId,
          subject: mail.subject,
          from: mail.from?.text,
          replyTo: mail.replyTo?.text,
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          attachments: mail.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content.toString('utf8') })),
        })
        callback()
      },
      (error: Error) => callback(error),
    )
  },
})

smtp.listen(Number(process.env.SMTP_PORT), '127.0.0.1')
createServer((req, res) => {
  res.setHeader('content-type', 'application/json')
  res.end(JSON.stringify(req.url === '/messages' ? messages : []))
}).listen(Number(process.env.HTTP_PORT), '127.0.0.1')
