import { Link } from 'react-router'
import { categoryName, categoryNameLang } from '~/components/category-label'
import { useI18n } from '~/components/i18n'
import type { CategoryJson, CategoryKind } from '~/contracts/categories'
import { isFiltering, menuItemMatches } from './menu-filter'
import { FilterStatus, useMenuFilter } from './menu-filters'
import { categoryMenuEntries, dishEntries, filterMenuEntries, fullMenuEntries, menuSections } from './menu-layout'
import { MenuEntries } from './menu-rows'
import { contentLang } from './menu-content'
import { categoryPath } from './menu-routing'
import type { MenuItemJson } from '~/contracts/menu'

interface FullMenuProps {
  /** 'food': the full menu (/ and /menu), by the full menu's extras rule (menu-layout.ts); 'drink': every drink (/drinks). */
  kind: CategoryKind
  categories: CategoryJson[]
  items: MenuItemJson[]
}

/**
 * A whole list, one section per category, narrowed by the guest's filter. The server renders it with its data; after
 * a navigation in the browser, FullMenuQuery (full-menu-query.tsx) loads the list first.
 */
export function FullMenu({ kind, categories, items }: FullMenuProps) {
  const filter = useMenuFilter()
  const { lang, t } = useI18n()
  const all = menuSections(items, categories, kind === 'food' ? fullMenuEntries : categoryMenuEntries)
  if (all.length === 0) {
    return (
      <p className="py-10 text-center text-muted-foreground">{t(kind === 'food' ? 'menu.menuUpdating' : 'menu.drinksUpdating')}</p>
    )
  }
  const filtering = isFiltering(filter)
  const sections = filtering
    ? all.map((s) => ({ ...s, entries: filterMenuEntries(s.entries, (item) => menuItemMatches(item, filter)) })).filter((s) => s.entries.length > 0)
    : all
  const count = sections.reduce((sum, s) => sum + dishEntries(s.entries).length, 0)
  return (
    <>
      <FilterStatus filter={filter} count={count} kind={kind} />
      {/* From 1024 px on, two columns that keep the categories in order: down the first, then down the second.
          Below that, one column: a section out of view is not laid out or painted until it nears the screen
          (content-visibility), so the long menu costs a phone little main-thread time as it loads and hydrates. Not
          in two columns, which the browser balances by the sections' real heights. */}
      <div className="flex flex-col gap-5 lg:block lg:columns-2 lg:gap-5">
        {sections.map(({ category, entries }) => {
          const name = categoryName(categories, category)
          const nameLangAttr = contentLang(categoryNameLang(categories, category), lang)
          // The name inside the sentence keeps its own language ('Only Breakfast', '{name}만 보기').
          const [before = '', after = ''] = t('menu.onlyCategory').split('{name}')
          return (
            <section
              key={category}
              aria-labelledby={`menu-${category}`}
              className="rounded-xl border border-border bg-card px-4 pt-4 pb-2 shadow-sm max-lg:[contain-intrinsic-size:auto_40rem] max-lg:[content-visibility:auto] lg:mb-5 lg:break-inside-avoid"
              data-testid="menu-section"
            >
              <div className="flex items-baseline justify-between gap-3 border-b border-border pb-2">
                <h2 id={`menu-${category}`} className="text-xl font-bold text-foreground" lang={nameLangAttr}>
                  {name}
                </h2>
                <Link
                  to={categoryPath(kind, category, lang)}
                  className="text-sm font-medium whitespace-nowrap text-primary underline-offset-4 hover:underline"
                >
                  {before}
                  {nameLangAttr ? <span lang={nameLangAttr}>{name}</span> : name}
                  {after}
                </Link>
              </div>
              <MenuEntries entries={entries} headingLevel={3} />
            </section>
          )
        })}
      </div>
    </>
  )
}
