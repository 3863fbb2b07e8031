import { DEFAULT_LANGUAGE, type Language } from './languages'
import { type Catalog, placeholdersOf, translate } from './messages'

/** The prefix of the `errors` area's keys in a catalog. */
const AREA = 'errors.'

/** Text as a regular expression that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

interface Template {
  key: string
  names: string[]
  pattern: RegExp
}

const templatesOf = new WeakMap<Catalog, Template[]>()

/**
 * The catalog's `errors` keys that carry values, the most specific first: the more of a template's own words, the
 * more it says, so 'closed on {when} ({note})' is tried before 'closed on {when}'.
 */
function templates(catalog: Catalog): Template[] {
  let list = templatesOf.get(catalog)
  if (list) return list
  const ownWords = (template: string) => template.replace(/\{\w+\}/g, '').length
  list = Object.keys(catalog)
    .filter((key) => key.startsWith(AREA) && placeholdersOf(key).length > 0)
    .map((key) => key.slice(AREA.length))
    .sort((a, b) => ownWords(b) - ownWords(a))
    .map((template) => ({
      key: AREA + template,
      names: placeholdersOf(template),
      pattern: new RegExp(`^${template.split(/\{\w+\}/).map(escapeRegExp).join('(.+?)')}$`, 's'),
    }))
  templatesOf.set(catalog, list)
  return list
}

/**
 * A message the API or a form's rules wrote in English, in the page's language. The `errors` area's keys are the
 * English texts themselves (the spec's exact words, kept in the contracts), with `{placeholders}` where a message
 * carries a value: 'Maximum {max} guests' matches 'Maximum 20 guests' and puts 20 into the translation, first worded
 * by `wordValue` where the caller can (the server writes '7:00 PM' or 'December 5, 2026' the language's way). A
 * message no key matches stays English.
 */
export function localizeError(lang: Language, catalog: Catalog, english: string, wordValue: (value: string) => string = (value) => value): string {
  if (lang === DEFAULT_LANGUAGE) return english
  if (catalog[AREA + english] !== undefined) return translate(lang, catalog, AREA + english)
  for (const { key, names, pattern } of templates(catalog)) {
    const match = pattern.exec(english)
    if (!match) continue
    return translate(lang, catalog, key, Object.fromEntries(names.map((name, i) => [name, wordValue(match[i + 1] ?? '')])))
  }
  return english
}
