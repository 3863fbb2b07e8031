/** The public layout's route id in English; another language's layout adds `-<code>` (`routes/public-layout-ko`). */
export const PUBLIC_LAYOUT_ROUTE_ID = 'routes/public-layout'

/** Whether a route id is a public layout, in any language. */
export function isPublicLayoutId(id: string): boolean {
  return id === PUBLIC_LAYOUT_ROUTE_ID || id.startsWith(`${PUBLIC_LAYOUT_ROUTE_ID}-`)
}
