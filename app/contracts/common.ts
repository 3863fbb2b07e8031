/** Wording and query-key shapes every contract shares, so that each writes them the same way. */

export const requiredMessage = (field: string) => `${field} is required`
export const notFoundMessage = (thing: string) => `${thing} not found`
export const dateMessage = (field: string) => `${field} must be a date (yyyy-MM-dd)`
export const timeMessage = (field: string) => `${field} must be a time (HH:mm)`
export const timesMessage = (field: string) => `${field} must be times (HH:mm)`
export const tooLongMessage = (field: string, max: number) => `${field} must be ${max} characters or fewer`

type ViewKeys<Root extends string, Views extends string> = { all: readonly [Root] } & {
  [View in Views]: () => readonly [Root, View]
}

/**
 * Query keys of one resource: `all`, which a write invalidates, and one key under it for each named view,
 * e.g. `viewKeys('offers', 'list', 'active')` is `{ all: ['offers'], list: () => ['offers', 'list'], active: ... }`.
 */
export function viewKeys<const Root extends string, const Views extends string[]>(root: Root, ...views: Views) {
  const all = [root] as const
  const keys: Record<string, unknown> = { all }
  for (const view of views) keys[view] = () => [...all, view] as const
  return keys as ViewKeys<Root, Views[number]>
}
