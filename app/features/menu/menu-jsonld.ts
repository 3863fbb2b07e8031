import { categoryTitle } from '~/components/category-label'
import { VENUE } from '~/components/venue'
import { isExtrasMarker } from './menu-layout'
import type { MenuItemJson } from '~/contracts/menu'

function menuItem(item: MenuItemJson) {
  return {
    '@type': 'MenuItem',
    name: item.name,
    ...(item.description ? { description: item.description } : {}),
    offers: { '@type': 'Offer', price: (item.price / 100).toFixed(2), priceCurrency: 'PHP' },
  }
}

/** schema.org `Restaurant` with its menu, one section per category (the EXTRAS_SECTION marker is not a dish). */
export function restaurantJsonLd(items: readonly MenuItemJson[]) {
  const categories = [...new Set(items.map((i) => i.category))]
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
      name: 'Menu',
      hasMenuSection: categories.map((category) => ({
        '@type': 'MenuSection',
        name: categoryTitle(category),
        hasMenuItem: items.filter((i) => i.category === category && !isExtrasMarker(i)).map(menuItem),
      })),
    },
  }
}
