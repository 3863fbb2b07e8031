/** A category slug as staff read it: capitalised words, hyphens as spaces ('main-dishes' -> 'Main Dishes'). */
export function categoryLabel(category: string): string {
  return category
    .split('-')
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}

/** 'Breakfast (3 items)', 'Soups (1 item)'. */
export function categoryHeading(category: string, count: number): string {
  return `${categoryLabel(category)} (${count} ${count === 1 ? 'item' : 'items'})`
}
