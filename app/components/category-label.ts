/** Category bar text: uppercase, hyphen shown as a space ("main-dishes" -> "MAIN DISHES"). */
export function categoryBarLabel(category: string): string {
  return category.replace(/-/g, ' ').toUpperCase()
}

/** Heading text for a category: capitalised words, hyphen shown as a space ("main-dishes" -> "Main Dishes"). */
export function categoryTitle(category: string): string {
  return category
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}
