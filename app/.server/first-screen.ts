/**
 * The first screen (today's hours and happy hour above the menu) makes a shared page's HTML depend on the time of day
 * as well: the stored copy of such a page is kept per wording, so the wording a guest sees first is the current one.
 */
import { addDays } from '~/lib/dates'
import { type Language, pathWithoutLanguage } from '~/lib/languages'
import { hoursAround, type HappyHour, venueStatus } from '~/lib/venue-status'
import { venueToday } from '~/lib/venue-time'
import type { OpeningHoursJson } from '~/lib/opening-hours'
import type { Database } from './db/client'
import type { ReadCache, Sized } from './read-cache'
import { readOpeningHours } from './services/opening-hours'
import { readVenue } from './services/venue'

/**
 * The shared pages with the first screen: the menu and drinks screens (/ is the menu), in every language. The stored
 * copy is keyed by the English wording: every language's wording changes at the same instants.
 */
const FIRST_SCREEN_PAGES = [/^\/$/, /^\/(menu|drinks)(\/[^/]+)?$/]

export function showsFirstScreen(path: string): boolean {
  return FIRST_SCREEN_PAGES.some((page) => page.test(pathWithoutLanguage(path)))
}

interface Source {
  hours: OpeningHoursJson
  happyHour: HappyHour
}

/**
 * What the first screen is worded from: the opening hours from yesterday on (last night's may run past midnight), with
 * the exceptions' notes in `lang`, and the happy hour.
 */
export async function readFirstScreenSource(db: Database, today: string, lang: Language = 'en'): Promise<Source> {
  const [hours, venue] = await Promise.all([readOpeningHours(db, addDays(today, -1), lang), readVenue(db)])
  return { hours, happyHour: venue.happyHour }
}

async function readSource(db: Database, today: string): Promise<Source> {
  const { hours, happyHour } = await readFirstScreenSource(db, today)
  return { hours: hoursAround(hours, today), happyHour }
}

/**
 * The first screen's wording at an instant ('Open today 11:00 AM to 11:00 PM | Happy hour from 4:00 PM'). What it is made of is
 * read once per venue day and content version (the read cache's generation: any change to the content starts a new
 * one), so a page served from the cache costs no query for it; while changes could go unheard, it is read every time.
 */
export function firstScreenWording(db: Database, reads: Pick<ReadCache<Sized>, 'generation'>, timeZone: string) {
  let kept: { generation: number; today: string; source: Promise<Source> } | undefined
  return async (instant: Date): Promise<string> => {
    const today = venueToday(timeZone, instant)
    const generation = reads.generation()
    let source = kept && kept.generation === generation && kept.today === today ? kept.source : undefined
    if (!source) {
      const read = readSource(db, today)
      source = read
      kept = generation === null ? undefined : { generation, today, source: read }
      read.catch(() => {
        if (kept?.source === read) kept = undefined
      })
    }
    const { hours, happyHour } = await source
    const status = venueStatus(hours, happyHour, instant, timeZone)
    return `${status.hours} | ${status.happyHour ?? ''}`
  }
}
