/** The zod half of the menu contract (menu.ts): kept apart so that pages which only read the menu never load zod. */
import { z } from 'zod'
import { EXTRAS_SECTION, MENU_CATEGORIES } from '~/lib/constants'
import { MAX_PRICE_CENTAVOS, priceTooHigh } from '~/lib/money'
import { safeText } from './fields.schemas'
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

/** A menu item as staff send it (POST, and PUT with the full item). Prices are integer centavos. */
export const menuItemInputSchema = z
  .object({
    name: safeText({ label: 'Name', required: menuItemMessages.name, min: 1, max: MENU_NAME_MAX_LENGTH }),
    description: safeText({ label: 'Description', required: menuItemMessages.description, max: MENU_DESCRIPTION_MAX_LENGTH, multiline: true }),
    price: z.number({ error: menuItemMessages.price }).int(menuItemMessages.price).min(0, menuItemMessages.price).max(MAX_PRICE_CENTAVOS, priceTooHigh),
    category: z.enum(MENU_CATEGORIES, { error: menuItemMessages.category }),
    imageUrl: optionalImageUrl,
    isSpecial: z.boolean().default(false),
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
