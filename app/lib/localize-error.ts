import type { Language } from './languages'
import { type Catalog, placeholdersOf } from './messages'

/** The prefix of the `errors` area's keys in a catalog. */
const AREA = 'errors.'

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A message the API or a form's rules wrote in English, in the page's language. The `errors` area's keys are the
 * English texts themselves (the spec's exact words, kept in the contracts), with `{placeholders}` where a message
 * carries a value: 'Maximum {max} guests' matches 'Maximum 20 guests' and puts 20 into the translation. A message no
 * key matches stays English.
 */
export function localizeError(lang: Language, catalog: Catalog, english: string): string {
  if (lang === 'en') return english
  const exact = catalog[AREA + english]
  if (typeof exact === 'string') return exact
  for (const [key, translation] of Object.entries(catalog)) {
    if (!key.startsWith(AREA) || typeof translation !== 'string') continue
    const template = key.slice(AREA.length)
    const names = placeholdersOf(template)
    if (names.length === 0) continue
    const pattern = new RegExp(`^${template.split(/\{\w+\}/).map(escapeRegExp).join('(.+?)')}$`)
    const match = pattern.exec(english)
    if (!match) continue
    return translation.replace(/\{(\w+)\}/g, (whole, name: string) => match[names.indexOf(name) + 1] ?? whole)
  }
  return english
}
