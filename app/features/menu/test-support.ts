/** Helpers for the menu's unit tests only: the menu's messages in a language, as a page's `t` gives them. */
import en from '~/i18n/menu/en.json'
import ja from '~/i18n/menu/ja.json'
import ko from '~/i18n/menu/ko.json'
import zhHans from '~/i18n/menu/zh-Hans.json'
import zhHant from '~/i18n/menu/zh-Hant.json'
import type { Language } from '~/lib/languages'
import { type Catalog, translate } from '~/lib/messages'
import type { MenuText } from './menu-filter'

const files: Record<Language, Catalog> = { en, ko, 'zh-Hans': zhHans, 'zh-Hant': zhHant, ja }

/** The menu area's messages in a language, keyed as the root loader keys them ('menu.search'). */
export function menuCatalog(lang: Language): Catalog {
  return Object.fromEntries(Object.entries(files[lang]).map(([key, message]) => [`menu.${key}`, message]))
}

/** `t` of a page in `lang`, for the menu's messages. */
export function menuTextIn(lang: Language): MenuText {
  const catalog = menuCatalog(lang)
  return (key, params) => translate(lang, catalog, key, params)
}
