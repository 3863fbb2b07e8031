/** The zod half of the categories contract (categories.ts). */
import { z } from 'zod'
import { isSlug } from '~/lib/slug'
import { CATEGORY_KINDS, CATEGORY_NAME_MAX_LENGTH, CATEGORY_SLUG_MAX_LENGTH, categoryMessages } from './categories'
import { safeText } from './fields.schemas'
import { translationsSchema } from './translations.schemas'

const name = safeText({ label: 'Name', required: categoryMessages.name, min: 1, max: CATEGORY_NAME_MAX_LENGTH })
const slug = z
  .string({ error: categoryMessages.slug })
  .trim()
  .max(CATEGORY_SLUG_MAX_LENGTH, categoryMessages.slug)
  .refine(isSlug, categoryMessages.slug)

/** POST /api/categories. Without a slug, one is made from the name. */
export const categoryCreateSchema = z.strictObject({
  name,
  kind: z.enum(CATEGORY_KINDS, { error: categoryMessages.kind }),
  slug: slug.optional(),
  translations: translationsSchema({ name }),
})
export type CategoryCreateInput = z.infer<typeof categoryCreateSchema>

/** PUT /api/categories/:slug: any of name, slug (stays as it is on a rename unless given) and position. */
export const categoryUpdateSchema = z
  .strictObject({
    name: name.optional(),
    slug: slug.optional(),
    position: z.number({ error: categoryMessages.position }).int(categoryMessages.position).min(1, categoryMessages.position).max(10_000, categoryMessages.position).optional(),
    translations: translationsSchema({ name }),
  })
  .refine(
    (input) => input.name !== undefined || input.slug !== undefined || input.position !== undefined || input.translations !== undefined,
    categoryMessages.emptyUpdate,
  )
export type CategoryUpdateInput = z.infer<typeof categoryUpdateSchema>

/** DELETE /api/categories/:slug?moveTo=<slug>. */
export const categoryDeleteQuerySchema = z.object({ moveTo: slug.optional() })
