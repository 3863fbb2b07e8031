import type { FirstAccount } from './startup'

/**
 * What a person starting the server reads (outside the structured log): where the site is and how staff sign in.
 * Staff accounts live in the database; `npm run staff` adds one or gives one a new password (on the embedded
 * database only while the server is stopped: one process owns its folder).
 */
export function startupBanner(
  url: string,
  options: { engine: 'pglite' | 'postgres'; firstAccount?: FirstAccount; smtpUrl?: string },
): string {
  const { engine, firstAccount, smtpUrl } = options
  const as = !firstAccount
    ? ''
    : ` as ${firstAccount.username}, with ${firstAccount.passwordPrinted ? 'the password printed above' : 'ADMIN_PASSWORD'}`
  const cli = `npm run staff -- add <username> | reset <username>${engine === 'pglite' ? ' (with the server stopped)' : ''}`
  // The mail server's host only: SMTP_URL may hold a password.
  const mail = smtpUrl ? `sent through ${new URL(smtpUrl).host}` : `not sent (no SMTP_URL): staff read them at ${url}/admin/emails`
  return ['', `  The site:       ${url}`, `  Staff sign in:  ${url}/admin/login${as}`, `  Staff accounts: ${cli}`, `  E-mails:        ${mail}`, ''].join('\n')
}
