import type { Context } from 'hono'
import type { CalendarFileAnswer } from '~/lib/booking-calendar-file'
import { isHttps } from '../client-address'
import type { AppDeps, AppEnv } from '../app-deps'

/** The site's origin for links in an answer: PUBLIC_URL when set, else the one the client reached (behind trusted proxies, its protocol). */
export function siteOrigin(c: Context<AppEnv>, { config }: Pick<AppDeps, 'config'>): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL
  const url = new URL(c.req.url)
  return `${isHttps(c, config.TRUST_PROXY) ? 'https' : 'http'}://${url.host}`
}

/** An iCalendar file as a download. The API answers no-store; a booking's file also says it is private. */
export function sendCalendar(c: Context<AppEnv>, file: CalendarFileAnswer, cacheControl = 'no-store'): Response {
  return c.body(file.body, 200, {
    'Content-Type': 'text/calendar; charset=utf-8',
    'Content-Disposition': `attachment; filename="${file.fileName}"`,
    'Cache-Control': cacheControl,
  })
}
