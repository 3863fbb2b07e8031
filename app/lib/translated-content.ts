/**
 * The venue's own content in a guest's language (public reads with `?lang=`): each translatable field in the language
 * where staff translated it, else in English, saying which (`nameLang`), and the English texts under `original` so a
 * search can match both.
 */
import type { ContentTranslations } from './content-translations'
import { DEFAULT_LANGUAGE, type Language } from './languages'

/** What a translated answer adds to a row: `<field>Lang` per field and the English texts. */
export type Translated<T, F extends keyof T & string> = T & { [K in F as `${K}Lang`]: Language } & { original: Pick<T, F> }

/** Optional, for code that reads both English answers and translated ones (`original` is there only in a translation). */
export type MaybeTranslated<T, F extends keyof T & string> = T & Partial<{ [K in F as `${K}Lang`]: Language }> & { original?: Pick<T, F> }

/** Staff's translation of `field` into `lang`, or null when there is none (missing, empty or blank, or not a text). */
export function translationOf(translations: ContentTranslations | null | undefined, lang: Language, field: string): string | null {
  if (lang === DEFAULT_LANGUAGE || !translations || typeof translations !== 'object') return null
  const fields = (translations as Record<string, unknown>)[lang]
  if (!fields || typeof fields !== 'object') return null
  const text = (fields as Record<string, unknown>)[field]
  return typeof text === 'string' && text.trim() !== '' ? text : null
}

/**
 * `json` in `lang`: each of `fields` present in it translated where staff translated it (an empty English text stays
 * empty: a translation of nothing is a leftover), followed by `<field>Lang`, and `original` last. English answers are
 * `json` itself, untouched. `aliases`: other names a field's translation may be stored under, tried in order.
 */
export function translateFields<T extends object, F extends keyof T & string>(
  json: T,
  translations: ContentTranslations | null | undefined,
  lang: Language,
  fields: readonly F[],
  aliases: Partial<Record<F, readonly string[]>> = {},
): T | Translated<T, F> {
  if (lang === DEFAULT_LANGUAGE) return json
  const out: Record<string, unknown> = {}
  const original: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(json)) {
    if (!(fields as readonly string[]).includes(key) || typeof value !== 'string') {
      out[key] = value
      continue
    }
    const field = key as F
    const names = [field, ...(aliases[field] ?? [])]
    const translated = value === '' ? null : (names.map((name) => translationOf(translations, lang, name)).find((t) => t !== null) ?? null)
    out[key] = translated ?? value
    out[`${key}Lang`] = translated === null ? DEFAULT_LANGUAGE : lang
    original[key] = value
  }
  out.original = original
  return out as Translated<T, F>
}
