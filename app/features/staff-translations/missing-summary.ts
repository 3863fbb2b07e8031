/** The Translations page's model: per language, what is missing and where staff fix it. */
import {
  LANGUAGE_ENGLISH_NAMES,
  type MissingTranslationsJson,
  TRANSLATABLE_CONTENT,
  type TranslatableContent,
  TRANSLATION_LANGUAGES,
  type TranslationLanguage,
} from '~/contracts/translations'
import { plural } from '~/lib/plural'

/** Each content's screen, and how its rows are named in a count. */
export const CONTENT_SCREENS: Record<TranslatableContent, { to: string; screen: string; one: string; many?: string }> = {
  menuItems: { to: '/admin/menu', screen: 'Menu', one: 'menu item' },
  categories: { to: '/admin/categories', screen: 'Categories', one: 'category', many: 'categories' },
  offers: { to: '/admin/offers', screen: 'Offers', one: 'offer' },
  events: { to: '/admin/events', screen: 'Events', one: 'event' },
  gallery: { to: '/admin/gallery', screen: 'Gallery', one: 'gallery caption' },
  venue: { to: '/admin/venue', screen: 'Venue', one: 'venue description' },
  openingHours: { to: '/admin/hours', screen: 'Hours', one: 'opening-hours note' },
}

export interface MissingEntry {
  content: TranslatableContent
  count: number
  /** '12 menu items'. */
  text: string
  to: string
  screen: string
}

export interface LanguageSummary {
  lang: TranslationLanguage
  /** 'Korean'. */
  name: string
  total: number
  /** Only what is missing, in the order of the back office's screens. */
  missing: MissingEntry[]
}

export function missingSummary(json: MissingTranslationsJson): LanguageSummary[] {
  return TRANSLATION_LANGUAGES.map((lang) => {
    const counts = json[lang]
    const missing = TRANSLATABLE_CONTENT.filter((content) => (counts?.[content] ?? 0) > 0).map((content) => {
      const { to, screen, one, many } = CONTENT_SCREENS[content]
      const count = counts[content]
      return { content, count, text: plural(count, one, many), to, screen }
    })
    return { lang, name: LANGUAGE_ENGLISH_NAMES[lang], total: missing.reduce((sum, entry) => sum + entry.count, 0), missing }
  })
}

/** True when no language lacks anything. */
export function everythingTranslated(summary: readonly LanguageSummary[]): boolean {
  return summary.every((language) => language.total === 0)
}
