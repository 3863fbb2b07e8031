import { categoryName } from '~/components/category-label'
import { VENUE } from '~/components/venue'
import { schemaOrgDiets } from '~/lib/diet'
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
 * schema.org `Restaurant` with one menu (`menuName`: the food 'Menu' or the 'Drinks'): a section per category, named
 * as staff named it, in the categories' display order (the EXTRAS_SECTION marker is not a dish).
 */
export function restaurantJsonLd(items: readonly MenuItemJson[], categories: readonly CategoryJson[], menuName = 'Menu') {
  const present = new Set(items.map((i) => i.category))
  const order = categories.map((c) => c.slug)
  const sections = [...order.filter((slug) => present.has(slug)), ...[...present].filter((slug) => !order.includes(slug)).sort()]
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: VENUE.name,
    description: VENUE.tagline,
    servesCuisine: ['Filipino', 'Seafood', 'International'],
    currenciesAccepted: 'PHP',
    telephone: VENUE.phone,
    email: VENUE.email,
    address: {
      '@type': 'PostalAddress',
      addressLocality: VENUE.address.locality,
      addressRegion: VENUE.address.region,
      addressCountry: VENUE.address.countryCode,
    },
    acceptsReservations: true,
    hasMenu: {
      '@type': 'Menu',
      name: menuName,
      hasMenuSection: sections.map((slug) => ({
        '@type': 'MenuSection',
        name: categoryName(categories, slug),
        hasMenuItem: items.filter((i) => i.category === slug && !isExtrasMarker(i)).map(menuItem),
      })),
    },
  }
}
