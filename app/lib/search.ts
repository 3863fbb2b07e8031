/** The menu search: pure matching, the same on the server (first render of ?q=) and in the browser as guests type. */

/** Lower case without accents: "Piña Colada" -> "pina colada". */
export function foldForSearch(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()
}

/** The query's words, folded; none for an empty or blank query. */
export function searchTerms(query: string): string[] {
  return foldForSearch(query).split(/\s+/).filter(Boolean)
}

/** True when every word of the query appears in the name or the description (an empty query matches everything). */
export function matchesSearch(item: { name: string; description: string }, terms: readonly string[]): boolean {
  if (terms.length === 0) return true
  const text = `${foldForSearch(item.name)}\n${foldForSearch(item.description)}`
  return terms.every((term) => text.includes(term))
}

/** Longest query kept from a URL (?q=): longer text cannot match a menu row anyway. */
export const SEARCH_QUERY_MAX_LENGTH = 100
