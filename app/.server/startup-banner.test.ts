import { describe, expect, it } from 'vitest'
import { startupBanner } from './startup-banner'

describe('startupBanner', () => {
  const url = 'http://127.0.0.1:5000'

  it('names the site, the sign-in page and the staff command on every start', () => {
    expect(startupBanner(url, { engine: 'pglite' })).toBe(
      '\n  The site:       http://127.0.0.1:5000\n  Staff sign in:  http://127.0.0.1:5000/admin/login\n' +
        '  Staff accounts: npm run staff -- add <username> | reset <username> (with the server stopped)\n' +
        '  E-mails:        not sent (no SMTP_URL): staff read them at http://127.0.0.1:5000/admin/emails\n',
    )
  })

  it('names the mail server by its host, never with its password', () => {
    const banner = startupBanner(url, { engine: 'postgres', smtpUrl: 'smtp://bookings:s3cret@mail.example:587' })
    expect(banner).toContain('  E-mails:        sent through mail.example:587\n')
    expect(banner).not.toContain('s3cret')
  })

  it('says which account to use when this start created it', () => {
    expect(startupBanner(url, { engine: 'pglite', firstAccount: { username: 'admin', passwordPrinted: true } })).toContain(
      'Staff sign in:  http://127.0.0.1:5000/admin/login as admin, with the password printed above\n',
    )
    expect(startupBanner(url, { engine: 'postgres', firstAccount: { username: 'owner', passwordPrinted: false } })).toContain(
      'Staff sign in:  http://127.0.0.1:5000/admin/login as owner, with ADMIN_PASSWORD\n',
    )
  })

  it('on PostgreSQL, the staff command runs beside the server', () => {
    expect(startupBanner(url, { engine: 'postgres' })).toContain('Staff accounts: npm run staff -- add <username> | reset <username>\n')
  })
})
