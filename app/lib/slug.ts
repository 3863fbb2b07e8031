/** URL slugs of staff-named things (menu categories): pure rules, shared by the API and the staff screens. */

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export function isSlug(value: string): boolean {
  return SLUG.test(value)
}

/**
 * A slug made from a name: accents dropped ("Piña" -> "pina"), "&" read as "and", every other run of non-letters a
 * single hyphen ("Non-Alcoholics" -> "non-alcoholics", "Main Dishes" -> "main-dishes"). '' when nothing is left.
 */
export function slugify(name: string, maxLength = 60): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, maxLength)
    .replace(/^-+|-+$/g, '')
}

/** `base`, or `base-2`, `base-3`... : the first one not in `taken`. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>, maxLength = 60): string {
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) {
    const suffix = `-${n}`
    const candidate = `${base.slice(0, maxLength - suffix.length).replace(/-+$/, '')}${suffix}`
    if (!taken.has(candidate)) return candidate
  }
}
