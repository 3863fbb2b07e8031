import type { CategoryJson } from '~/contracts/categories'

/** Category bar text: the category's name in uppercase, a hyphen shown as a space ("Non-Alcoholics" -> "NON ALCOHOLICS"). */
export function categoryBarLabel(name: string): string {
  return name.replace(/-/g, ' ').toUpperCase()
}

/**
 * A category slug as people read it when no name is at hand (the staff selects and groups): capitalised words,
 * hyphens shown as spaces ("main-dishes" -> "Main Dishes").
 */
export function categoryTitle(category: string): string {
  return category
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}

/** The name staff gave the category `slug`; its slug read as words when it is not in the list. */
export function categoryName(categories: readonly Pick<CategoryJson, 'slug' | 'name'>[], slug: string): string {
  return categories.find((category) => category.slug === slug)?.name ?? categoryTitle(slug)
}

/**
 * The language the category's name came back in, on a page in another language (`nameLang` of the public reads;
 * absent from English reads). A slug read as words is English.
 */
export function categoryNameLang(categories: readonly (Pick<CategoryJson, 'slug'> & { nameLang?: string })[], slug: string): string | undefined {
  const category = categories.find((c) => c.slug === slug)
  return category ? category.nameLang : 'en'
}
