import type { Context } from 'hono'
import type { MailContext } from '../services/booking-emails'
import { siteOrigin } from './calendar-answer'
import type { AppDeps, AppEnv } from '../app-deps'

/** What the e-mails a request writes link to (PUBLIC_URL, else the site as the client reached it), and when. */
export function mailContext(c: Context<AppEnv>, deps: Pick<AppDeps, 'config' | 'clock'>): MailContext {
  return {
    origin: siteOrigin(c, deps),
    timeZone: deps.clock.timeZone,
    reminderHours: deps.config.REMINDER_HOURS_BEFORE,
    mailServer: Boolean(deps.config.SMTP_URL),
    guestEmailsPerDay: deps.config.GUEST_EMAILS_PER_ADDRESS_PER_DAY,
    now: deps.clock.read().instant,
  }
}
