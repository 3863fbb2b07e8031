/** "1 guest", "4 guests", "0 seats": a count with the right form of its noun. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`
}
