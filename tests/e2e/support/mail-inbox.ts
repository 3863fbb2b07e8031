/** What the mail area's specs read back from the sink (support/mail-sink.ts), the SMTP server the site sends through. */
import type { APIRequestContext } from '@playwright/test'
import { expect } from './base'
import type { SinkMessage } from './mail-sink'

/** The sink's address: two ports above this area's server (playwright.config.ts). */
function sinkUrl(baseURL: string | undefined): string {
  const url = new URL(baseURL!)
  return `http://127.0.0.1:${Number(url.port) + 2}/messages`
}

/** Waits for the message to `to` whose subject starts with `subject`, and returns it. */
export async function received(request: APIRequestContext, baseURL: string | undefined, to: string, subject: string): Promise<SinkMessage> {
  let found: SinkMessage | undefined
  await expect
    .poll(
      async () => {
        const messages = (await (await request.get(sinkUrl(baseURL))).json()) as SinkMessage[]
        found = messages.find((m) => m.to.includes(to) && m.subject?.startsWith(subject))
        return found !== undefined
      },
      { timeout: 20_000, message: `an e-mail "${subject}…" to ${to}` },
    )
    .toBe(true)
  return found!
}
