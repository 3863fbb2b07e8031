import { Link } from 'react-router'
import { categoryTitle } from '~/components/category-label'
import { LoadError } from '~/components/load-error'
import { fullMenuSections } from './menu-layout'
import { MenuEntries, MenuPlaceholder } from './menu-rows'
import { useFullMenu } from './queries'
import type { MenuItemJson } from '~/contracts/menu'

/** The full menu (/ and /menu): every category in one list, seeded with the server-rendered data. */
export function FullMenu({ initialItems }: { initialItems?: MenuItemJson[] }) {
  const menu = useFullMenu(initialItems)

  if (menu.isPending) return <MenuPlaceholder />
  if (menu.isError) {
    return <LoadError title="We couldn't load the menu." onRetry={() => void menu.refetch()} retrying={menu.isFetching} />
  }
  const sections = fullMenuSections(menu.data)
  if (sections.length === 0) {
    return <p className="py-10 text-center text-muted-foreground">The menu is being updated. Please check back soon.</p>
  }
  return (
    <div className="flex flex-col gap-5">
      {sections.map(({ category, entries }) => (
        <section
          key={category}
          aria-labelledby={`menu-${category}`}
          className="rounded-xl border border-border bg-card px-4 pt-4 pb-2 shadow-sm"
          data-testid="menu-section"
        >
          <div className="flex items-baseline justify-between gap-3 border-b border-border pb-2">
            <h2 id={`menu-${category}`} className="text-xl font-bold text-foreground">
              {categoryTitle(category)}
            </h2>
            <Link
              to={`/menu/${category}`}
              className="text-sm font-medium whitespace-nowrap text-primary underline-offset-4 hover:underline"
            >
              Only {categoryTitle(category)}
            </Link>
          </div>
          <MenuEntries entries={entries} headingLevel={3} />
        </section>
      ))}
    </div>
  )
}
