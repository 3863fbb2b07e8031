import { LoadError } from '~/components/load-error'
import { categoryMenuEntries } from './menu-layout'
import { MenuEntries, MenuPlaceholder } from './menu-rows'
import { useCategoryMenu } from './queries'
import type { MenuItemJson } from '~/contracts/menu'

/** One category of the menu (/menu/:category): refreshed every 5 s while the page is open. */
export function CategoryMenu({ category, initialItems }: { category: string; initialItems?: MenuItemJson[] }) {
  const menu = useCategoryMenu(category, initialItems)

  if (menu.isPending) return <MenuPlaceholder />
  // A failed background refresh keeps showing the last good list; only a list that never loaded is an error.
  if (menu.isError && !menu.data) {
    return (
      <LoadError
        title="We couldn't load this part of the menu."
        detail={menu.error.message}
        onRetry={() => void menu.refetch()}
        retrying={menu.isFetching}
      />
    )
  }
  const entries = categoryMenuEntries(category, menu.data ?? [])
  if (entries.length === 0) {
    return <p className="py-10 text-center text-muted-foreground">No dishes in this category right now. Please check back soon.</p>
  }
  return (
    <section aria-label="Dishes" className="rounded-xl border border-border bg-card px-4 pt-1 pb-2 shadow-sm">
      <MenuEntries entries={entries} headingLevel={2} />
    </section>
  )
}
