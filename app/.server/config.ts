import { z } from 'zod'
import { BACKUP_TIME_PATTERN } from '~/lib/backup-schedule'

/** 'bookings@beachbar.example' or 'Beach Bar <bookings@beachbar.example>': one line, one address. */
const MAIL_FROM_PATTERN = /^(?:[^<>"\p{Cc}]{1,100} <[^\s<>@"]{1,64}@[^\s<>@"]{1,190}>|[^\s<>@"]{1,64}@[^\s<>@"]{1,190})$/u

function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== ''
  } catch {
    return false
  }
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  // PostgreSQL only: connections per process, how long to wait for one, and when PostgreSQL cancels a statement.
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(1500),
  // Every request is answered within this time at the latest (503 when the database made it wait longer).
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(15_000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  ADMIN_USERNAME: z.string().min(1).optional(),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  VENUE_TIMEZONE: z
    .string()
    .default('Asia/Manila')
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz })
        return true
      } catch {
        return false
      }
    }, 'VENUE_TIMEZONE must be an IANA time zone such as Asia/Manila'),
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  // How many reverse proxies stand in front of the app: 'false' (none, the default), 'true' (one) or a number.
  TRUST_PROXY: z
    .string()
    .default('false')
    .refine((v) => /^(true|false|\d{1,2})$/.test(v), 'TRUST_PROXY must be false, true or a number of proxy hops')
    .transform((v) => (v === 'true' ? 1 : v === 'false' ? 0 : Number(v))),
  // The site's public origin (https://beachbar.example) for the sitemap, robots.txt and links in answers.
  PUBLIC_URL: z
    .url({ error: 'PUBLIC_URL must be the site origin, such as https://beachbar.example' })
    .refine((v) => /^https?:\/\/[^/?#]+\/?$/.test(v), 'PUBLIC_URL must be the site origin only, such as https://beachbar.example')
    .transform((v) => v.replace(/\/$/, ''))
    .optional(),
  // New guest bookings one client address may make per hour; 0 turns the limit off. Staff bookings are not limited.
  BOOKINGS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(0).max(10_000).default(10),
  // New visitors one client address may add to the statistics per venue day and process; 0 turns the limit off.
  NEW_VISITORS_PER_ADDRESS_PER_DAY: z.coerce.number().int().min(0).max(10_000).default(20),
  // The same per day (the last 24 hours), so a few addresses cannot hold an evening's tables; 0 turns it off.
  BOOKINGS_PER_ADDRESS_PER_DAY: z.coerce.number().int().min(0).max(100_000).default(20),
  // Guest e-mails (confirmations, changes, cancellations, reminders, group-request replies) one recipient address
  // gets per 24 hours, whoever books: the booking form is no mail relay. Beyond it the booking is made, not mailed.
  // 0 turns the limit off.
  GUEST_EMAILS_PER_ADDRESS_PER_DAY: z.coerce.number().int().min(0).max(10_000).default(3),
  // The mail server the outbox sends through (smtp://user:pass@mail.example:587, STARTTLS when offered; smtps:// for
  // TLS from the start). Unset: messages wait in the outbox, readable in the back office, and nothing is sent.
  SMTP_URL: z
    .string()
    .refine(isSmtpUrl, 'SMTP_URL must be smtp://[user:password@]host[:port] or smtps://…, such as smtp://user:pass@mail.example:587')
    .optional(),
  // The sender of every message: an address, or a name and an address ('Boracay Beach Bar <bookings@beachbar.example>').
  MAIL_FROM: z
    .string()
    .regex(MAIL_FROM_PATTERN, 'MAIL_FROM must be an e-mail address, or a name and an address such as Beach Bar <bookings@beachbar.example>')
    .optional(),
  // How many hours before a booking its reminder is sent; 0 sends no reminders.
  REMINDER_HOURS_BEFORE: z.coerce.number().int().min(0).max(168).default(24),
  // How long a freed table is held for the next online guest on the waitlist before it passes on (issue 31).
  WAITLIST_HOLD_MINUTES: z.coerce.number().int().min(5).max(120).default(15),
  // Guests may join a full day's waitlist online; off/false/0 closes the public join (staff's walk-in list stays).
  WAITLIST_ONLINE: z
    .enum(['on', 'off', 'true', 'false', '1', '0'], { error: 'WAITLIST_ONLINE must be on or off' })
    .default('on')
    .transform((v) => v === 'on' || v === 'true' || v === '1'),
  // Automatic backups (decision 021): the folder, the venue time of the daily one ('off': none), how many are kept.
  BACKUP_DIR: z.string().min(1).default('./backups'),
  BACKUP_TIME: z.string().regex(BACKUP_TIME_PATTERN, 'BACKUP_TIME must be HH:mm (venue time, such as 04:00) or off').default('04:00'),
  BACKUP_KEEP_DAILY: z.coerce.number().int().min(1).max(366).default(14),
  BACKUP_KEEP_WEEKLY: z.coerce.number().int().min(0).max(520).default(8),
  // The venue's weekly summary e-mail, Mondays at 08:00 venue time (issue 33); off/false/0 sends none.
  WEEKLY_SUMMARY: z
    .enum(['on', 'off', 'true', 'false', '1', '0'], { error: 'WEEKLY_SUMMARY must be on or off' })
    .default('on')
    .transform((v) => v === 'on' || v === 'true' || v === '1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('production'),
})
  .refine((env) => !env.SMTP_URL || env.MAIL_FROM, { path: ['MAIL_FROM'], message: 'MAIL_FROM is required when SMTP_URL is set' })
  // E-mails link to the site: never to whatever Host header a request came with.
  .refine((env) => !env.SMTP_URL || env.PUBLIC_URL, { path: ['PUBLIC_URL'], message: 'PUBLIC_URL is required when SMTP_URL is set: e-mails link to it' })

export type Config = z.infer<typeof envSchema>

/** Parses the environment once at boot: a bad setting stops the start with a clear message. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable (DATABASE_URL=) means "not set", as in most deployment tools.
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''))
  const parsed = envSchema.safeParse(set)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new Error(`Invalid configuration: ${problems}`)
  }
  return parsed.data
}
