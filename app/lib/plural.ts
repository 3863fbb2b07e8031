/** The form of a noun that goes with `count`: 'guest' for 1, 'guests' (or `many`) otherwise. */
export function pluralNoun(count: number, one: string, many = `${one}s`): string {
  return count === 1 ? one : many
}

/** "1 guest", "4 guests", "0 seats": a count with the right form of its noun. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${pluralNoun(count, one, many)}`
}
