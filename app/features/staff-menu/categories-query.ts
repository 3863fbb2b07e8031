import { useQuery } from '@tanstack/react-query'
import { useStaffMutation } from '~/components/use-staff-mutation'
import { type CategoryJson, categoryKeys, categoryPaths } from '~/contracts/categories'
import type { CategoryCreateInput, CategoryUpdateInput } from '~/contracts/categories.schemas'
import { menuKeys } from '~/contracts/menu'
import { translationKeys } from '~/contracts/translations'
import { ApiError, apiRequest, errorMessage, getJson } from '~/lib/api'
import { inUseItemCount } from './category-form'

/** Every category, food and drink, in display order (GET /api/categories). */
export function useCategories() {
  return useQuery({ queryKey: categoryKeys.all, queryFn: getJson<CategoryJson[]>(categoryPaths.list) })
}

// A category write can change items too (a new slug cascades to them, a delete moves them): every write refetches
// the categories, the menu lists and the translations (the editors' and the missing counts).
const CATEGORY_WRITES = [categoryKeys.all, menuKeys.all, translationKeys.all] as const

/** The server's reason for a refusal staff can act on (400, 404, 409), else `fallback`. */
function refusal(error: unknown, fallback: string): string {
  return error instanceof ApiError && [400, 404, 409].includes(error.status) ? errorMessage(error, fallback) : fallback
}

/** A 400 or 409 of an add or a rename is shown in its dialog, on the field; other failures get the toast. */
const shownInDialog = (error: unknown) => error instanceof ApiError && (error.status === 400 || error.status === 409)

export function useAddCategory() {
  return useStaffMutation({
    mutationFn: (input: CategoryCreateInput) => apiRequest<CategoryJson>('POST', categoryPaths.list, input),
    invalidates: CATEGORY_WRITES,
    success: (category) => `Category "${category.name}" added.`,
    failure: (error) => (shownInDialog(error) ? null : 'Failed to add the category. Please try again.'),
  })
}

export function useRenameCategory() {
  return useStaffMutation({
    mutationFn: ({ slug, input }: { slug: string; input: CategoryUpdateInput }) => apiRequest<CategoryJson>('PUT', categoryPaths.item(slug), input),
    invalidates: CATEGORY_WRITES,
    success: (category) => `Category "${category.name}" saved.`,
    failure: (error) => (shownInDialog(error) ? null : 'Failed to save the category. Please try again.'),
  })
}

/** Move up / Move down: the category takes its neighbour's position (PUT { position }); the page announces it. */
export function useMoveCategory() {
  return useStaffMutation({
    mutationFn: ({ slug, position }: { slug: string; position: number; direction: 'up' | 'down' }) =>
      apiRequest<CategoryJson>('PUT', categoryPaths.item(slug), { position }),
    invalidates: CATEGORY_WRITES,
    failure: (error) => refusal(error, 'Failed to move the category. Please try again.'),
  })
}

/**
 * DELETE /api/categories/:slug, with `moveTo` when its items go to another category first. A 409 while items remain
 * is a question, not a failure (no toast): the page asks where to move them.
 */
export function useDeleteCategory() {
  return useStaffMutation({
    mutationFn: ({ category, moveTo }: { category: CategoryJson; moveTo?: string }) =>
      apiRequest('DELETE', moveTo ? categoryPaths.deleteMovingTo(category.slug, moveTo) : categoryPaths.item(category.slug)),
    invalidates: CATEGORY_WRITES,
    success: (_, { category, moveTo }) => (moveTo ? `Category "${category.name}" deleted; its items were moved.` : `Category "${category.name}" deleted.`),
    failure: (error) => (inUseItemCount(error) !== null ? null : refusal(error, 'Failed to delete the category. Please try again.')),
  })
}
