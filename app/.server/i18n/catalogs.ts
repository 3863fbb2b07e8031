import { CATALOG_FILES } from '~/i18n/catalog-files'
import { DEFAULT_LANGUAGE, isStaffPath, LANGUAGES, type Language, languageOfPath } from '~/lib/languages'
import type { MessageKey } from '~/lib/message-keys'
import { PUBLIC_AREAS } from '~/lib/message-keys'
import { localizeError } from '~/lib/localize-error'
import { type Catalog, type MessageParams, translate } from '~/lib/messages'

/** One area's messages in one language, keys prefixed with the area ('frame.skipToContent'). */
function areaMessages(area: string, lang: Language): Catalog {
  const messages = CATALOG_FILES[area]?.[lang] ?? {}
  return Object.fromEntries(Object.entries(messages).map(([key, message]) => [`${area}.${key}`, message]))
}

function buildCatalog(areas: readonly string[], lang: Language): Catalog {
  const english = Object.assign({}, ...areas.map((area) => areaMessages(area, DEFAULT_LANGUAGE))) as Catalog
  if (lang === DEFAULT_LANGUAGE) return english
  // A message a language lacks falls back to English (the catalogs test keeps that from happening).
  return Object.assign(english, ...areas.map((area) => areaMessages(area, lang))) as Catalog
}

const publicCatalogs = new Map(LANGUAGES.map((lang) => [lang, buildCatalog(PUBLIC_AREAS, lang)]))
const allAreas = Object.keys(CATALOG_FILES)
const fullCatalogs = new Map(LANGUAGES.map((lang) => [lang, buildCatalog(allAreas, lang)]))

/** The messages a browser receives for the public site in a language (loader data of the root route). */
export function publicCatalog(lang: Language): Catalog {
  return publicCatalogs.get(lang) ?? {}
}

const staffCatalog = buildCatalog(['frame'], DEFAULT_LANGUAGE)

/**
 * The messages of a page at `pathname`: the back office (English) needs only the frame's (the logo, error states),
 * not the public pages' hundreds.
 */
export function pageCatalog(pathname: string): Catalog {
  return isStaffPath(pathname) ? staffCatalog : publicCatalog(languageOfPath(pathname))
}

/** A message in a language on the server (e-mails, API messages), with English for anything untranslated. */
export function serverText(lang: Language, key: MessageKey, params?: MessageParams): string {
  return translate(lang, fullCatalogs.get(lang) ?? {}, key, params)
}

/** An English API message in a language (the `errors` area), e.g. a 400 answer to a booking made in Korean. */
export function serverError(lang: Language, english: string, wordValue?: (value: string) => string): string {
  return localizeError(lang, fullCatalogs.get(lang) ?? {}, english, wordValue)
}
