import type { CategoryKind } from '~/contracts/categories'

/** The staff menu page's Food | Drinks switch lives in the URL (?kind=drinks), so a reload or a shared link keeps it. */
export const KIND_PARAM = 'kind'

export const KIND_LABEL: Record<CategoryKind, string> = { food: 'Food', drink: 'Drinks' }

/** The kind a URL's query asks for: drinks for ?kind=drinks (or drink), food otherwise. */
export function kindFromSearch(params: URLSearchParams): CategoryKind {
  const value = params.get(KIND_PARAM)
  return value === 'drinks' || value === 'drink' ? 'drink' : 'food'
}

/** The query of the switch's link to a kind: food is the page without one. */
export function kindSearch(kind: CategoryKind): string {
  return kind === 'drink' ? `?${KIND_PARAM}=drinks` : ''
}
