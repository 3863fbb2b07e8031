/** The menu categories' contract: GET /api/categories and the staff writes, their messages, paths and query keys. */
import { requiredMessage } from './common'
import type { ErrorEnvelope } from './errors'

export const CATEGORY_KINDS = ['food', 'drink'] as const
export type CategoryKind = (typeof CATEGORY_KINDS)[number]

/** A category as GET /api/categories lists it: in display order, `position` counting from 1 over all categories. */
export interface CategoryJson {
  slug: string
  name: string
  kind: CategoryKind
  position: number
}

/** The 409 of DELETE /api/categories/:slug while items remain and no `moveTo` was given. */
export interface CategoryInUseBody extends ErrorEnvelope {
  itemCount: number
}

export const CATEGORY_NAME_MAX_LENGTH = 60
export const CATEGORY_SLUG_MAX_LENGTH = 60

export const categoryMessages = {
  name: requiredMessage('Name'),
  kind: 'Kind must be food or drink',
  slug: 'Slug must be lowercase letters and digits, joined by single hyphens (e.g. "main-dishes")',
  position: 'Position must be a whole number from 1',
  emptyUpdate: 'Send a name, a slug or a position to change.',
  nameTaken: (name: string) => `A category named "${name}" already exists`,
  nameTakenAnyCase: 'A category with this name already exists',
  slugFromName: 'The name needs a letter or a digit to make a web address from; or give a slug',
  slugTaken: (slug: string) => `The slug "${slug}" is already used by another category`,
  notFound: (slug: string) => `Unknown menu category: ${slug}`,
  inUse: (name: string, count: number) =>
    `"${name}" still has ${count} ${count === 1 ? 'item' : 'items'}. Choose another category of the same kind to move ${count === 1 ? 'it' : 'them'} to.`,
  moveToSame: 'Choose a different category to move the items to',
  moveToUnknown: (slug: string) => `Unknown category to move the items to: ${slug}`,
  moveToKind: 'Items can only move to a category of the same kind (food to food, drinks to drinks)',
} as const

export const categoryKeys = {
  all: ['categories'] as const,
}

export const categoryPaths = {
  list: '/api/categories',
  item: (slug: string) => `/api/categories/${encodeURIComponent(slug)}`,
  deleteMovingTo: (slug: string, moveTo: string) => `/api/categories/${encodeURIComponent(slug)}?moveTo=${encodeURIComponent(moveTo)}`,
}

/** The categories of one kind, in display order. */
export function categoriesOfKind(categories: readonly CategoryJson[], kind: CategoryKind): CategoryJson[] {
  return categories.filter((category) => category.kind === kind)
}
