import type { Language } from './languages'
import { LANGUAGE_INFO } from './languages'

/**
 * A message of a catalog: a text with `{name}` placeholders, or a text per plural category of the language
 * (Intl.PluralRules: 'one' and 'other' in English; Korean, Chinese and Japanese use only 'other'), chosen by the
 * `count` parameter.
 */
export type Message = string | Partial<Record<Intl.LDMLPluralRule, string>>
/** A language's messages, by key (`area.name`, e.g. `frame.skipToContent`). */
export type Catalog = Record<string, Message>
export type MessageParams = Record<string, string | number>

const pluralRules = new Map<Language, Intl.PluralRules>()
function pluralOf(lang: Language, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(lang)
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(LANGUAGE_INFO[lang].locale)))
  return rules.select(count)
}

/** The placeholders of a text, in order: 'From {start} to {end}' -> ['start', 'end']. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '')
}

/**
 * The text of a message with its parameters put in. Numbers are written with the language's digits and grouping
 * (`count` too). A missing parameter leaves its placeholder visible, so a mistake shows instead of hiding.
 */
export function formatMessage(lang: Language, message: Message, params: MessageParams = {}): string {
  const text = typeof message === 'string' ? message : pickPlural(lang, message, Number(params.count ?? 0))
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name]
    if (value === undefined) return whole
    return typeof value === 'number' ? value.toLocaleString(LANGUAGE_INFO[lang].locale) : value
  })
}

function pickPlural(lang: Language, forms: Partial<Record<Intl.LDMLPluralRule, string>>, count: number): string {
  return forms[pluralOf(lang, count)] ?? forms.other ?? Object.values(forms)[0] ?? ''
}

/**
 * Looks a key up and formats it; a key the catalog lacks comes back as the key itself (the catalogs test keeps every
 * language complete, and the server fills gaps with English before a catalog leaves it).
 */
export function translate(lang: Language, catalog: Catalog, key: string, params?: MessageParams): string {
  const message = catalog[key]
  return message === undefined ? key : formatMessage(lang, message, params)
}
