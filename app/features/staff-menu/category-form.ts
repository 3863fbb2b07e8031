import { ApiError } from '~/lib/api'
import { slugify, uniqueSlug } from '~/lib/slug'
import { type CategoryJson, type CategoryKind, CATEGORY_SLUG_MAX_LENGTH, categoriesOfKind, categoryMessages } from '~/contracts/categories'
import { type CategoryCreateInput, type CategoryUpdateInput, categoryCreateSchema, categoryUpdateSchema } from '~/contracts/categories.schemas'
import type { ContentTranslations } from '~/contracts/translations'
import { type TranslationFormValues, translationFormValues, translationsInput } from '~/components/translation-form'

/** The field of a category staff translate. */
export const CATEGORY_TRANSLATED = [{ name: 'name', label: 'Name' }] as const
const TRANSLATED_NAMES = CATEGORY_TRANSLATED.map((field) => field.name)

/** What the add and rename dialogs hold. */
export interface CategoryFormValues {
  name: string
  kind: CategoryKind
  slug: string
  /** The rename dialog's; undefined while the stored ones are not read (then none is sent: the category keeps its own). */
  translations?: TranslationFormValues
}

export type CategoryField = 'name' | 'kind' | 'slug'
/** Messages by field, and by translation input ('translations.ko.name'). */
export type CategoryFieldErrors = Partial<Record<CategoryField | `translations.${string}`, string>>

export const CATEGORY_KIND_LABEL: Record<CategoryKind, string> = { food: 'Food', drink: 'Drink' }
/** The public address of a category's page. */
export function categoryPagePath(category: Pick<CategoryJson, 'slug' | 'kind'>): string {
  return `${category.kind === 'drink' ? '/drinks' : '/menu'}/${category.slug}`
}

export function emptyCategoryForm(kind: CategoryKind = 'food'): CategoryFormValues {
  return { name: '', kind, slug: '' }
}

/** The rename dialog's values; `translations` (the stored ones, {} for none) undefined while they are not read yet. */
export function categoryToFormValues(category: CategoryJson, translations?: ContentTranslations): CategoryFormValues {
  return {
    name: category.name,
    kind: category.kind,
    slug: category.slug,
    translations: translations && translationFormValues(translations, TRANSLATED_NAMES),
  }
}

/**
 * The slug a new category gets from its name when staff leave the slug alone: what the server makes, `slugify`
 * then a number where the slug is taken ('coffee-2').
 */
export function suggestedSlug(name: string, categories: readonly Pick<CategoryJson, 'slug'>[]): string {
  const base = slugify(name, CATEGORY_SLUG_MAX_LENGTH)
  return base === '' ? '' : uniqueSlug(base, new Set(categories.map((category) => category.slug)), CATEGORY_SLUG_MAX_LENGTH)
}

function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): CategoryFieldErrors {
  const errors: CategoryFieldErrors = {}
  for (const issue of issues) {
    const field = issue.path[0]
    if (field === 'name' || field === 'kind' || field === 'slug') errors[field] ??= issue.message
    // A translation's message goes on its input ('translations.ko.name'), one about them all on 'translations'.
    if (field === 'translations') errors[issue.path.map(String).join('.') as `translations.${string}`] ??= issue.message
  }
  return errors
}

/** Whether two sets of translations say the same (languages and fields in any order). */
function sameTranslations(a: ContentTranslations, b: ContentTranslations): boolean {
  const entries = (translations: ContentTranslations) =>
    Object.entries(translations)
      .flatMap(([lang, fields]) => Object.entries(fields ?? {}).map(([field, text]) => `${lang}.${field}=${text}`))
      .sort()
      .join('\n')
  return entries(a) === entries(b)
}

export type CategoryFormResult<T> = { ok: true; input: T } | { ok: false; fieldErrors: CategoryFieldErrors }

/**
 * The add dialog, checked with the API's schema and messages. `slugEdited`: staff typed a slug of their own, which
 * is sent; otherwise none is sent and the server makes it from the name (as the dialog showed).
 */
export function parseCategoryCreateForm(values: CategoryFormValues, slugEdited: boolean): CategoryFormResult<CategoryCreateInput> {
  const slug = values.slug.trim()
  const result = categoryCreateSchema.safeParse({
    name: values.name,
    kind: values.kind,
    ...(slugEdited && slug !== '' ? { slug } : {}),
  })
  if (result.success) return { ok: true, input: result.data }
  return { ok: false, fieldErrors: fieldErrorsOf(result.error.issues) }
}

/**
 * The rename dialog: only what changed is sent (the slug stays as it is unless staff change it; the translations,
 * all of them, when one changed from `stored`). `input` is null when nothing changed.
 */
export function parseCategoryUpdateForm(
  values: Pick<CategoryFormValues, 'name' | 'slug' | 'translations'>,
  category: Pick<CategoryJson, 'name' | 'slug'>,
  stored: ContentTranslations = {},
): CategoryFormResult<CategoryUpdateInput | null> {
  const name = values.name.trim()
  const slug = values.slug.trim()
  const translations = values.translations && translationsInput(values.translations)
  const change = {
    ...(name !== category.name ? { name } : {}),
    ...(slug !== category.slug ? { slug } : {}),
    ...(translations && !sameTranslations(translations, stored) ? { translations } : {}),
  }
  if (Object.keys(change).length === 0) return { ok: true, input: null }
  const result = categoryUpdateSchema.safeParse(change)
  if (result.success) return { ok: true, input: result.data }
  return { ok: false, fieldErrors: fieldErrorsOf(result.error.issues) }
}

/** What a refused category save tells the dialog: its field messages, or a message for the whole form. */
export interface CategorySaveErrors {
  fieldErrors: CategoryFieldErrors
  formError?: string
}

/**
 * The server's refusal of an add or a rename, as the dialog shows it: a 400's field messages on their fields, a 409's
 * duplicate name or slug on the name or slug field. Null for any other failure (the toast tells it).
 */
export function categorySaveErrors(error: unknown, input: { name?: string; slug?: string }): CategorySaveErrors | null {
  if (!(error instanceof ApiError)) return null
  const message = error.body?.message
  if (error.status === 400) {
    const fieldErrors = fieldErrorsOf((error.body?.details ?? []).map((detail) => ({ path: detail.path.split('.'), message: detail.message })))
    return Object.keys(fieldErrors).length > 0 ? { fieldErrors } : { fieldErrors, formError: message ?? 'The category could not be saved.' }
  }
  if (error.status === 409 && message) {
    const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
    if (input.slug !== undefined && same(message, categoryMessages.slugTaken(input.slug))) return { fieldErrors: { slug: message } }
    if (input.name !== undefined && (same(message, categoryMessages.nameTaken(input.name)) || message === categoryMessages.nameTakenAnyCase)) {
      return { fieldErrors: { name: message } }
    }
    return { fieldErrors: {}, formError: message }
  }
  return null
}

/** The category just before (up) or after (down) `slug` among those of its kind; null at the end of its list. */
export function neighbourOf(categories: readonly CategoryJson[], slug: string, direction: 'up' | 'down'): CategoryJson | null {
  const own = categories.find((category) => category.slug === slug)
  if (!own) return null
  const list = categoriesOfKind(categories, own.kind)
  const index = list.findIndex((category) => category.slug === slug)
  return list[direction === 'up' ? index - 1 : index + 1] ?? null
}

/** Where the items of a category being deleted can go: the other categories of its kind, in display order. */
export function moveTargets(categories: readonly CategoryJson[], deleting: Pick<CategoryJson, 'slug' | 'kind'>): CategoryJson[] {
  return categoriesOfKind(categories, deleting.kind).filter((category) => category.slug !== deleting.slug)
}

/** How many rows (EXTRAS_SECTION markers included: they move too) and dishes each category holds. */
export function countItemsByCategory(items: readonly { name: string; category: string }[], isDish: (item: { name: string }) => boolean) {
  const counts = new Map<string, { rows: number; dishes: number }>()
  for (const item of items) {
    const count = counts.get(item.category) ?? { rows: 0, dishes: 0 }
    count.rows++
    if (isDish(item)) count.dishes++
    counts.set(item.category, count)
  }
  return counts
}

/** The 409 of a delete while items remain: how many (the move dialog opens with it); null for any other failure. */
export function inUseItemCount(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null
  const count = (error.body as { itemCount?: unknown } | null)?.itemCount
  return typeof count === 'number' && count > 0 ? count : null
}

/** What staff hear after a move: 'Coffee moved up: 2 of 6 drink categories.' */
export function movedAnnouncement(categories: readonly CategoryJson[], slug: string, direction: 'up' | 'down'): string {
  const own = categories.find((category) => category.slug === slug)
  if (!own) return ''
  const list = categoriesOfKind(categories, own.kind)
  const place = list.findIndex((category) => category.slug === slug) + 1
  return `${own.name} moved ${direction}: ${place} of ${list.length} ${own.kind} categories.`
}
