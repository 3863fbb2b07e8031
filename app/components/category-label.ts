/** Category bar text: uppercase, hyphen shown as a space ("main-dishes" -> "MAIN DISHES"). */
export function categoryBarLabel(category: string): string {
  return category.replace(/-/g, ' ').toUpperCase()
}

/**
 * A category as guests and staff read it (menu headings, the staff selects and groups): capitalised words, hyphens
 * shown as spaces ("main-dishes" -> "Main Dishes").
 */
export function categoryTitle(category: string): string {
  return category
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}
