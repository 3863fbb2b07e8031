/** The menu screens' titles and descriptions, in the page's language: pure, for the routes' meta functions. */
import type { CategoryJson, CategoryKind } from '~/contracts/categories'
import { rootDataOf, type VenueMatches } from '~/components/venue'
import { DEFAULT_LANGUAGE, LANGUAGE_INFO, type Language } from '~/lib/languages'
import { translate } from '~/lib/messages'
import type { MenuText } from './menu-filter'
import { categoriesOf } from './menu-routing'

/** The page's language and its messages, for a meta function (the root loader's data). */
export function metaText(matches: VenueMatches): { lang: Language; t: MenuText } {
  const root = rootDataOf(matches)
  const lang = root?.lang ?? DEFAULT_LANGUAGE
  const messages = root?.messages ?? {}
  return { lang, t: (key, params) => translate(lang, messages, key, params) }
}

/** Names as a list in running text: 'coffee, wines and beers' in English, 'a, b 및 c' in Korean. */
export function listedNames(names: readonly string[], lang: Language): string {
  // English keeps the site's own list (no comma before 'and'), which Intl's en-US list would add.
  if (lang === DEFAULT_LANGUAGE) return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : (names[0] ?? '')
  return new Intl.ListFormat(LANGUAGE_INFO[lang].locale, { type: 'conjunction' }).format(names)
}

/** The full list's title and description: the food menu, or the drinks with the drink categories named. */
export function menuListMeta(kind: CategoryKind, categories: readonly CategoryJson[], lang: Language, t: MenuText): { title: string; description: string } {
  if (kind === 'food') return { title: t('menu.metaMenuTitle'), description: t('menu.metaMenuDescription') }
  const names = categoriesOf([...categories], 'drink').map((c) => c.name.toLocaleLowerCase(LANGUAGE_INFO[lang].locale))
  const list = names.length > 0 ? listedNames(names, lang) : t('menu.metaDrinksFallback')
  return { title: t('menu.metaDrinksTitle'), description: t('menu.metaDrinksDescription', { list }) }
}

/** A category screen's title and description (`name` null: the category does not exist). */
export function categoryMeta(kind: CategoryKind, name: string | null, t: MenuText): { title: string; description: string } {
  const food = kind === 'food'
  if (name === null) {
    return food
      ? { title: t('menu.foodCategoryNotFound'), description: t('menu.metaFoodCategoryNotFoundDescription') }
      : { title: t('menu.drinkCategoryNotFound'), description: t('menu.metaDrinkCategoryNotFoundDescription') }
  }
  return {
    title: t('menu.metaCategoryTitle', { name }),
    description: t(food ? 'menu.metaFoodCategoryDescription' : 'menu.metaDrinkCategoryDescription', { name }),
  }
}
