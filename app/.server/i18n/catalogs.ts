import { CATALOG_FILES } from '~/i18n/catalog-files'
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, languageOfPath } from '~/lib/languages'
import type { MessageKey } from '~/lib/message-keys'
import { type PublicArea, messageAreasOfPath } from '~/lib/message-areas'
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

const allAreas = Object.keys(CATALOG_FILES)
const fullCatalogs = new Map(LANGUAGES.map((lang) => [lang, buildCatalog(allAreas, lang)]))

// Each page's catalog is built once, by its areas and language.
const pageCatalogs = new Map<string, Catalog>()
function publicCatalog(areas: readonly PublicArea[], lang: Language): Catalog {
  const key = `${lang} ${areas.join(' ')}`
  let catalog = pageCatalogs.get(key)
  if (!catalog) pageCatalogs.set(key, (catalog = buildCatalog(areas, lang)))
  return catalog
}

/** The messages a browser receives with a page at `pathname` (the root route's loader data): its areas' only. */
export function pageCatalog(pathname: string): Catalog {
  return publicCatalog(messageAreasOfPath(pathname), languageOfPath(pathname))
}

/** A message in a language on the server (e-mails, API messages), with English for anything untranslated. */
export function serverText(lang: Language, key: MessageKey, params?: MessageParams): string {
  return translate(lang, fullCatalogs.get(lang) ?? {}, key, params)
}

/** An English API message in a language (the `errors` area), e.g. a 400 answer to a booking made in Korean. */
export function serverError(lang: Language, english: string, wordValue?: (value: string) => string): string {
  return localizeError(lang, fullCatalogs.get(lang) ?? {}, english, wordValue)
}
