import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { type EmailJson, type EmailListJson, type EmailPreviewJson, emailKeys } from '~/contracts/emails'
import { EmailPreview } from './email-preview-dialog'
import { EMAILS_TEXT, EmailsManagement } from './emails-management'

const TIME_ZONE = 'Asia/Manila'

const email = (id: number, changes: Partial<EmailJson> = {}): EmailJson => ({
  id,
  kind: 'booking-confirmation',
  to: `guest${id}@example.com`,
  subject: `Your booking ${id}`,
  status: 'queued',
  attempts: 0,
  createdAt: '2026-11-25T11:04:00.000Z',
  sendAfter: '2026-11-25T11:04:00.000Z',
  sentAt: null,
  lastError: null,
  reference: `REF${id}`,
  ...changes,
})

/** The page with the list already answered (as the cache holds it after the first load). */
function render(list: EmailListJson | undefined) {
  const client = new QueryClient()
  if (list) client.setQueryData(emailKeys.list(), list)
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <EmailsManagement timeZone={TIME_ZONE} />
    </QueryClientProvider>,
  )
}

/** The markup of the card of message `id` (phones and tablets). */
function cardOf(html: string, id: number): string {
  return new RegExp(`<li[^>]*data-email-id="${id}"[^>]*>(.*?)</li>(?=<li|</ul>)`).exec(html)?.[1] ?? ''
}

/** The markup of the table row of message `id` (wide screens). */
function rowOf(html: string, id: number): string {
  return new RegExp(`<tr[^>]*data-email-id="${id}"[^>]*>(.*?)</tr>`).exec(html)?.[1] ?? ''
}

const spaced = (text: string) => text.replace(/\u202f/g, ' ')

describe('EmailsManagement', () => {
  it('says it is loading until the first answer', () => {
    expect(render(undefined)).toContain(EMAILS_TEXT.loading)
  })

  it('says there are no e-mails yet', () => {
    expect(render({ emails: [], mailServer: true })).toContain(EMAILS_TEXT.empty)
  })

  it('offers Resend and Dismiss on a failed message only, with its last error; Preview on every message', () => {
    const html = render({
      mailServer: true,
      emails: [
        email(3, { status: 'failed', attempts: 5, lastError: '550 Mailbox unavailable' }),
        email(2, { status: 'sent', attempts: 1, sentAt: '2026-11-25T11:05:00.000Z' }),
        email(1, { status: 'queued', attempts: 2, lastError: 'ECONNREFUSED', sendAfter: '2099-01-01T00:00:00.000Z' }),
      ],
    })
    for (const part of [cardOf(html, 3), rowOf(html, 3)]) {
      expect(part).toContain('>Failed</span>')
      expect(part).toContain('Resend')
      expect(part).toContain('Dismiss')
      expect(part).toContain('Preview')
      expect(part).toContain('550 Mailbox unavailable')
      expect(part).toContain('No more attempts')
      expect(part).toMatch(/>5( attempts)?</)
    }
    for (const part of [cardOf(html, 2), rowOf(html, 2)]) {
      expect(part).toContain('>Sent</span>')
      expect(part).not.toContain('Resend')
      expect(part).not.toContain('Dismiss')
      expect(part).toContain('Preview')
      // Venue time (Manila): 11:05 UTC is 7:05 PM.
      expect(spaced(part)).toContain('Sent Nov 25, 7:05 PM')
    }
    for (const part of [cardOf(html, 1), rowOf(html, 1)]) {
      expect(part).toContain('>Queued</span>')
      expect(part).not.toContain('Resend')
      expect(part).not.toContain('Dismiss')
      expect(part).toContain('ECONNREFUSED')
      expect(part).toContain('Next attempt')
      expect(part).toContain('REF1')
      expect(part).toContain('guest1@example.com')
      expect(part).toContain('Booking confirmation')
      expect(spaced(part)).toContain('Nov 25, 7:04 PM')
    }
    // Newest first, as the API gives them.
    expect(html.indexOf('data-email-id="3"')).toBeLessThan(html.indexOf('data-email-id="1"'))
    expect(html).not.toContain('data-testid="no-mail-server"')
  })

  it('says messages wait while no mail server is set', () => {
    const html = render({ mailServer: false, emails: [email(1)] })
    expect(html).toContain('data-testid="no-mail-server"')
    expect(html).toContain(EMAILS_TEXT.noMailServer)
    expect(cardOf(html, 1)).toContain('Waiting for a mail server')
  })
})

describe('EmailPreview', () => {
  const message: EmailPreviewJson = {
    ...email(7),
    text: 'Your booking REF7\nhttps://example.com/booking/abc',
    html: '<!doctype html><html><body><p style="color:#333">Your booking &amp; more</p><script>alert(1)</script></body></html>',
    attachments: [{ fileName: 'booking-REF7.ics', contentType: 'text/calendar' }],
  }
  const html = renderToStaticMarkup(<EmailPreview message={message} />)

  it('shows the HTML part in a frame that may run nothing and reach nothing of the page', () => {
    const iframe = /<iframe[^>]*>/.exec(html)?.[0] ?? ''
    expect(iframe).toContain('sandbox=""')
    expect(iframe).not.toContain('allow-')
    expect(iframe).toContain('tabindex="-1"')
    expect(iframe).toContain('srcDoc="&lt;!doctype html&gt;')
    expect(iframe).toMatch(/title="[^"]+"/)
  })

  it('shows the plain-text part, the recipient, the subject and the attachments', () => {
    expect(html).toContain('<pre')
    expect(html).toContain('Your booking REF7\nhttps://example.com/booking/abc</pre>')
    expect(html).toContain('guest7@example.com')
    expect(html).toContain('Your booking 7')
    expect(html).toContain('booking-REF7.ics')
  })
})
