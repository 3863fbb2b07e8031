/**
 * The two parts of a message, written from one body: a plain-text part and an HTML part that read the same. Whatever
 * a guest typed is escaped in the HTML part, and never reaches a header except as one line (a subject cannot be given
 * a second line, so no field can add a header: see oneLine).
 */

export interface EmailVenue {
  name: string
  address: string
  phone: string
  email: string
}

const CONTROL_OR_SEPARATOR = /[\p{Cc}\u2028\u2029]+/gu

/** One line of at most `max` characters: line breaks and other control characters become a space. */
export function oneLine(value: string, max = 200): string {
  const line = value.replace(CONTROL_OR_SEPARATOR, ' ').replace(/ {2,}/g, ' ').trim()
  return line.length > max ? `${line.slice(0, max - 1)}…` : line
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c])
}

/** One line of the booking's details: a label, a value. */
export type Detail = [label: string, value: string]

/** A message's body, from which both parts are written. */
export interface Body {
  greeting: string
  paragraphs: string[]
  details: Detail[]
  /** A call to action: the private page, the booking page, the back office. */
  link?: { label: string; url: string }
  after?: string[]
  /** Signed by the venue with its address and phone (guests' messages). */
  signed: boolean
}

/** The words the frame of a message says, in its language. */
export interface PartWords {
  lang: string
  phone: (phone: string) => string
  email: (email: string) => string
  openAddress: string
}

const ENGLISH_PARTS: PartWords = {
  lang: 'en',
  phone: (phone) => `Phone: ${phone}`,
  email: (email) => `E-mail: ${email}`,
  openAddress: 'Or open this address:',
}

export function textPart(body: Body, venue: EmailVenue, words: PartWords = ENGLISH_PARTS): string {
  const width = Math.max(...body.details.map(([label]) => label.length)) + 2
  const lines = [
    body.greeting,
    '',
    ...body.paragraphs.flatMap((p) => [p, '']),
    ...body.details.map(([label, value]) => `${`${label}:`.padEnd(width)}${value.replace(/\r?\n/g, `\n${' '.repeat(width)}`)}`),
    '',
    ...(body.link ? [`${body.link.label}: ${body.link.url}`, ''] : []),
    ...(body.after ?? []).flatMap((p) => [p, '']),
    ...(body.signed ? [venue.name, venue.address, words.phone(venue.phone), words.email(venue.email)] : []),
  ]
  return `${lines.join('\n').trimEnd()}\n`
}

export function htmlPart(subject: string, body: Body, venue: EmailVenue, words: PartWords = ENGLISH_PARTS): string {
  const paragraph = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`
  const rows = body.details
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 16px 4px 0;color:#555;font-weight:normal;white-space:nowrap">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;white-space:pre-line">${escapeHtml(value)}</td></tr>`,
    )
    .join('')
  const link = body.link
    ? `<p style="margin:24px 0"><a href="${escapeHtml(body.link.url)}" style="display:inline-block;background:#0e7490;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${escapeHtml(body.link.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(words.openAddress)} <a href="${escapeHtml(body.link.url)}" style="color:#0e7490;word-break:break-all">${escapeHtml(body.link.url)}</a></p>`
    : ''
  const signature = body.signed
    ? `<hr style="border:none;border-top:1px solid #ddd;margin:24px 0"><p style="margin:0;font-size:13px;color:#555">` +
      `<strong>${escapeHtml(venue.name)}</strong><br>${escapeHtml(venue.address)}<br>${escapeHtml(words.phone(venue.phone))}<br>${escapeHtml(words.email(venue.email))}</p>`
    : ''
  return (
    `<!doctype html><html lang="${escapeHtml(words.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f5f5f4"><div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1c1917">` +
    `<p style="margin:0 0 16px;font-size:18px;font-weight:bold">${escapeHtml(venue.name)}</p>` +
    paragraph(body.greeting) +
    body.paragraphs.map(paragraph).join('') +
    `<table role="presentation" style="border-collapse:collapse;margin:8px 0 16px">${rows}</table>` +
    link +
    (body.after ?? []).map(paragraph).join('') +
    signature +
    `</div></body></html>`
  )
}
