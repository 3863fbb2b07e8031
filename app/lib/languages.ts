/**
 * The languages of the public site, in one place: adding one is a line here and a translation file per area in
 * app/i18n/ (the catalogs test lists what is missing). English is the default and keeps today's addresses; every other
 * language lives under its prefix (`/ko/menu/breakfast`, `/zh-hans/book`). The staff back office stays English.
 */
export const LANGUAGES = ['en', 'ko', 'zh-Hans', 'zh-Hant', 'ja'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'en'

interface LanguageInfo {
  /** The address prefix, without slashes ('' for English). */
  prefix: string
  /** The language's name in itself, for the switcher. */
  name: string
  /** The one-line offer to a browser that asks for this language on an English page. */
  offer: string
  /** The locale `Intl` formats dates, times, numbers and plurals with. */
  locale: string
}

export const LANGUAGE_INFO: Record<Language, LanguageInfo> = {
  en: { prefix: '', name: 'English', offer: 'View in English', locale: 'en-US' },
  ko: { prefix: 'ko', name: '한국어', offer: '한국어로 보기', locale: 'ko-KR' },
  'zh-Hans': { prefix: 'zh-hans', name: '简体中文', offer: '查看简体中文版', locale: 'zh-Hans-CN' },
  'zh-Hant': { prefix: 'zh-hant', name: '繁體中文', offer: '查看繁體中文版', locale: 'zh-Hant-TW' },
  ja: { prefix: 'ja', name: '日本語', offer: '日本語で見る', locale: 'ja-JP' },
}

/** The languages that live under a prefix (all but English). */
export const PREFIXED_LANGUAGES = LANGUAGES.filter((l) => LANGUAGE_INFO[l].prefix !== '')

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

/** The language of a public address: its first segment when that is a language's prefix, else English. */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split('/')[1]?.toLowerCase() ?? ''
  return PREFIXED_LANGUAGES.find((l) => LANGUAGE_INFO[l].prefix === first) ?? DEFAULT_LANGUAGE
}

/** Whether an address is the staff back office's, which stays English. */
export function isStaffPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/')
}

/** The address without its language prefix: '/ko/menu' -> '/menu', '/ko' -> '/'. */
export function pathWithoutLanguage(pathname: string): string {
  const lang = languageOfPath(pathname)
  if (lang === DEFAULT_LANGUAGE) return pathname
  const rest = pathname.slice(LANGUAGE_INFO[lang].prefix.length + 1)
  return rest === '' ? '/' : rest
}

/**
 * A site path (`/menu`, `/book?date=…`, `/`) in a language: unchanged for English, else under the prefix (the home
 * page is `/ko/`).
 */
export function localePath(lang: Language, path: string): string {
  const { prefix } = LANGUAGE_INFO[lang]
  if (prefix === '') return path
  return `/${prefix}${path.startsWith('/') ? path : `/${path}`}`
}

/** The same page in another language: '/ko/menu?q=x' in Japanese is '/ja/menu?q=x'. */
export function switchLanguage(pathname: string, search: string, to: Language): string {
  return localePath(to, pathWithoutLanguage(pathname)) + search
}

const ACCEPT_LANGUAGE_ENTRY = /^\s*([A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*)\s*(?:;\s*q\s*=\s*([01](?:\.\d{0,3})?))?\s*$/
const TRADITIONAL_REGIONS = new Set(['tw', 'hk', 'mo'])

/** The site language for one language tag of a browser ('ko-KR' -> ko, 'zh-TW' -> zh-Hant), or null. */
export function languageOfTag(tag: string): Language | null {
  const [base = '', ...rest] = tag.toLowerCase().split('-')
  if (base === 'zh') {
    if (rest.includes('hant') || rest.some((r) => TRADITIONAL_REGIONS.has(r))) return 'zh-Hant'
    return 'zh-Hans'
  }
  return LANGUAGES.find((l) => l.toLowerCase() === base) ?? null
}

/**
 * The site language a browser prefers most among ours (its `Accept-Language`, by weight; ties keep the header's
 * order), or null when it asks for none of them. At most 20 entries of the header are read.
 */
export function preferredLanguage(acceptLanguage: string | null | undefined): Language | null {
  if (!acceptLanguage) return null
  const ranked = acceptLanguage
    .slice(0, 400)
    .split(',')
    .slice(0, 20)
    .map((entry, index) => {
      const match = ACCEPT_LANGUAGE_ENTRY.exec(entry)
      return match ? { lang: languageOfTag(match[1] ?? ''), q: match[2] === undefined ? 1 : Number(match[2]), index } : null
    })
    .filter((e): e is { lang: Language; q: number; index: number } => e !== null && e.lang !== null && e.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  return ranked[0]?.lang ?? null
}
