/** The zod half of the menu contract (menu.ts): kept apart so that pages which only read the menu never load zod. */
import { z } from 'zod'
import { EXTRAS_SECTION } from '~/lib/constants'
import { DIET_LABELS, sortedDietLabels } from '~/lib/diet'
import { CATEGORY_SLUG_MAX_LENGTH } from './categories'
import { MAX_PRICE_CENTAVOS, priceTooHigh } from '~/lib/money'
import { safeText } from './fields.schemas'
import { translationsSchema } from './translations.schemas'
import { isImageUrl, MENU_DESCRIPTION_MAX_LENGTH, MENU_NAME_MAX_LENGTH, menuItemMessages } from './menu'

const optionalImageUrl = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z
    .string()
    .trim()
    .refine(isImageUrl, menuItemMessages.imageUrl)
    .nullish()
    .transform((v) => v ?? null),
)

const name = safeText({ label: 'Name', required: menuItemMessages.name, min: 1, max: MENU_NAME_MAX_LENGTH })
const description = safeText({ label: 'Description', required: menuItemMessages.description, max: MENU_DESCRIPTION_MAX_LENGTH, multiline: true })

/** A menu item as staff send it (POST, and PUT with the full item). Prices are integer centavos. */
export const menuItemInputSchema = z
  .object({
    name,
    description,
    price: z.number({ error: menuItemMessages.price }).int(menuItemMessages.price).min(0, menuItemMessages.price).max(MAX_PRICE_CENTAVOS, priceTooHigh),
    // A slug of a category in the database: the service checks that it exists.
    category: z.string({ error: menuItemMessages.category }).trim().min(1, menuItemMessages.category).max(CATEGORY_SLUG_MAX_LENGTH, menuItemMessages.category),
    imageUrl: optionalImageUrl,
    isSpecial: z.boolean().default(false),
    dietLabels: z
      .array(z.enum(DIET_LABELS, { error: menuItemMessages.dietLabels }), { error: menuItemMessages.dietLabels })
      .max(DIET_LABELS.length * 2, menuItemMessages.dietLabels)
      .optional()
      // Left out of a PUT, the item keeps its labels (clients written before the labels existed).
      .transform((labels) => labels && sortedDietLabels(labels)),
    // Left out of a PUT, the item keeps its translations.
    translations: translationsSchema({ name, description }),
  })
  .superRefine((item, ctx) => {
    // The EXTRAS_SECTION marker is a heading, not a dish: it needs no description or price.
    if (item.name === EXTRAS_SECTION) return
    if (item.description.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['description'], message: menuItemMessages.description })
    }
    if (item.price <= 0) ctx.addIssue({ code: 'custom', path: ['price'], message: menuItemMessages.price })
  })

export type MenuItemInput = z.infer<typeof menuItemInputSchema>

/** PATCH /api/menu/:id: the staff list's one-click toggles. */
export const menuItemFlagsSchema = z
  .strictObject({
    isSpecial: z.boolean({ error: 'isSpecial must be true or false' }).optional(),
    soldOutToday: z.boolean({ error: 'soldOutToday must be true or false' }).optional(),
  })
  .refine((flags) => flags.isSpecial !== undefined || flags.soldOutToday !== undefined, menuItemMessages.emptyFlags)
export type MenuItemFlags = z.infer<typeof menuItemFlagsSchema>
