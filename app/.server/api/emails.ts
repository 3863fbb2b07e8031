import { Hono } from 'hono'
import { requireStaff } from '../guard'
import { dismissEmail, emailSummary, listEmails, previewEmail, resendEmail } from '../services/email-admin'
import type { AppDeps, AppEnv } from '../app-deps'
import { idParam } from './validate'

/** Staff: the e-mail outbox (/api/emails), its summary for the dashboard, one message, and resending or dismissing a failed one. */
export function emailRoutes(deps: AppDeps) {
  const { db, clock, config } = deps
  const mailServer = Boolean(config.SMTP_URL)
  return new Hono<AppEnv>()
    .use(requireStaff(deps))
    .get('/', async (c) => c.json({ emails: await listEmails(db), mailServer }))
    .get('/summary', async (c) => {
      const now = clock.read()
      return c.json(await emailSummary(db, now.instant, now.today, mailServer))
    })
    .get('/:id', async (c) => c.json(await previewEmail(db, idParam(c))))
    .post('/:id/resend', async (c) => c.json(await resendEmail(db, idParam(c), clock.read().instant, c.get('staff').username)))
    .post('/:id/dismiss', async (c) => c.json(await dismissEmail(db, idParam(c), c.get('staff').username)))
}
