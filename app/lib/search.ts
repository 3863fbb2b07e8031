/** The menu search: pure matching, the same on the server (first render of ?q=) and in the browser as guests type. */

// Accents are combining marks once NFKD takes them apart, but Japanese voiced marks are not accents (が is not か).
// Hangul syllables come apart into letters (not marks) under NFKD, and NFC puts them back together.
const ACCENTS = /(?![\u3099\u309a])\p{M}/gu

/**
 * Lower case without accents, full- and half-width forms as the usual ones: "Piña Colada" -> "pina colada",
 * "ＢＥＥＲ" -> "beer", "ｶﾞｰﾘｯｸ" -> "ガーリック".
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFKD').replace(ACCENTS, '').normalize('NFC').toLowerCase()
}

/** The query's words, folded; none for an empty or blank query. */
export function searchTerms(query: string): string[] {
  return foldForSearch(query).split(/\s+/).filter(Boolean)
}

/** What a menu row is searched by: its texts, and in another language than English its English ones too. */
export interface Searchable {
  name: string
  description: string
  original?: { name?: string; description?: string }
}

/**
 * True when every word of the query appears in the name or the description, in the page's language or in English
 * (`original`, on a translated page); an empty query matches everything.
 */
export function matchesSearch(item: Searchable, terms: readonly string[]): boolean {
  if (terms.length === 0) return true
  const texts = [item.name, item.description, item.original?.name ?? '', item.original?.description ?? '']
  const text = texts.map(foldForSearch).join('\n')
  return terms.every((term) => text.includes(term))
}

/** Longest query kept from a URL (?q=): longer text cannot match a menu row anyway. */
export const SEARCH_QUERY_MAX_LENGTH = 100
