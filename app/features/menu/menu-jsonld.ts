import { categoryName } from '~/components/category-label'
import { schemaOrgDiets } from '~/lib/diet'
import { DEFAULT_LANGUAGE, type Language } from '~/lib/languages'
import { isExtrasMarker } from './menu-layout'
import type { CategoryJson } from '~/contracts/categories'
import type { MenuItemJson } from '~/contracts/menu'

function menuItem(item: MenuItemJson) {
  const diets = schemaOrgDiets(item.dietLabels)
  return {
    '@type': 'MenuItem',
    name: item.name,
    ...(item.description ? { description: item.description } : {}),
    ...(diets.length > 0 ? { suitableForDiet: diets } : {}),
    offers: {
      '@type': 'Offer',
      price: (item.price / 100).toFixed(2),
      priceCurrency: 'PHP',
      ...(item.soldOutUntil !== null ? { availability: 'https://schema.org/SoldOut' } : {}),
    },
  }
}

/**
 * The venue's schema.org `Restaurant` (`restaurant`, from restaurant-jsonld.ts) with one menu (`menuName`: the food
 * 'Menu' or the 'Drinks'): a section per category, named as staff named it, in the categories' display order (the
 * EXTRAS_SECTION marker is not a dish). The menu says the page's language (`inLanguage`, a BCP 47 tag); names and
 * descriptions are those of the page (translated by staff, else English).
 */
export function menuJsonLd<R extends object>(
  restaurant: R,
  items: readonly MenuItemJson[],
  categories: readonly CategoryJson[],
  menuName = 'Menu',
  lang: Language = DEFAULT_LANGUAGE,
) {
  const present = new Set(items.map((i) => i.category))
  const order = categories.map((c) => c.slug)
  const sections = [...order.filter((slug) => present.has(slug)), ...[...present].filter((slug) => !order.includes(slug)).sort()]
  return {
    ...restaurant,
    servesCuisine: ['Filipino', 'Seafood', 'International'],
    currenciesAccepted: 'PHP',
    hasMenu: {
      '@type': 'Menu',
      name: menuName,
      inLanguage: lang,
      hasMenuSection: sections.map((slug) => ({
        '@type': 'MenuSection',
        name: categoryName(categories, slug),
        hasMenuItem: items.filter((i) => i.category === slug && !isExtrasMarker(i)).map(menuItem),
      })),
    },
  }
}
