/**
 * Text a guest typed, made safe to print in an e-mail the venue sends: nothing in it stays in a form a mail client
 * turns into a link. A stranger can put their own name and notes into a message to any address, so "win a prize at
 * scam.example" must arrive as "scam[.]example". Web addresses, bare domains, e-mail addresses and IP addresses lose
 * their dots to "[.]" and a scheme's "://" becomes "[:]//"; the text otherwise reads the same.
 */

/** Characters that browsers and mail clients read as a dot inside a domain name (IDNA maps them to '.'). */
const DOT_LOOKALIKES = /[\u3002\uFF0E\uFF61\u2024\u2027\u00B7\u0701\u0702\u2E33\u2E31]/gu

/** A scheme before '://' ('http://', 'ftp://', 'hxxp://'), or 'mailto:' and the like before an address. */
const SCHEME = /\b([a-z][a-z0-9+.-]*):(?=\/\/)|\b(mailto|tel|sms|callto|javascript|data):/giu

/** Labels joined by dots: 'scam.example', 'www.x', 'a.b.example', '192.168.0.1'. */
const DOTTED = /[\p{L}\p{N}_-]+(?:\.[\p{L}\p{N}_-]+)+/gu

/** A run of labels only a mail client would link: the last label has two letters or more, or it is an IPv4 address. */
function isLinkable(run: string): boolean {
  const labels = run.split('.')
  const last = labels[labels.length - 1]
  if (/^\p{L}[\p{L}\p{N}-]*$/u.test(last) && last.length >= 2) return true
  return labels.length === 4 && labels.every((label) => /^\d{1,3}$/.test(label))
}

export function defuseLinks(text: string): string {
  return text
    .replace(DOT_LOOKALIKES, '.')
    .replace(SCHEME, (_match, scheme: string | undefined, other: string | undefined) => `${scheme ?? other}[:]`)
    .replace(DOTTED, (run) => (isLinkable(run) ? run.replaceAll('.', '[.]') : run))
}
