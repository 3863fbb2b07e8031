/** The zod half of the menu contract (menu.ts): kept apart so that pages which only read the menu never load zod. */
import { z } from 'zod'
import { EXTRAS_SECTION, MENU_CATEGORIES } from '~/lib/constants'
import { isImageUrl, menuItemMessages } from './menu'

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
    name: z.string({ error: menuItemMessages.name }).trim().min(1, menuItemMessages.name).max(200),
    description: z.string({ error: menuItemMessages.description }).trim().max(2000),
    price: z.number({ error: menuItemMessages.price }).int(menuItemMessages.price).min(0, menuItemMessages.price),
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
