import { useEffect } from 'react'
import { Link } from 'react-router'
import { CategoryBar } from '~/components/category-bar'
import { useI18n } from '~/components/i18n'
import { Star, UtensilsCrossed, Wine } from '~/components/icons'
import type { CategoryJson, CategoryKind } from '~/contracts/categories'
import { categoriesOf, menuBasePath } from './menu-routing'
import { rememberCategories } from './queries'

/** The dashed notice above every menu. */
export function MenuNotice() {
  const { t } = useI18n()
  return (
    <div
      className="my-4 flex items-start gap-2.5 rounded-xl border-2 border-dashed border-accent/70 bg-accent/5 px-4 py-3 text-sm leading-relaxed text-foreground"
      data-testid="menu-notice"
    >
      <Star className="mt-0.5 size-4 shrink-0 fill-accent text-accent-strong" aria-hidden="true" />
      <p>{t('menu.notice')}</p>
    </div>
  )
}

const KINDS = [
  { kind: 'food', label: 'menu.food', icon: UtensilsCrossed },
  { kind: 'drink', label: 'menu.drinks', icon: Wine },
] as const

/** Food | Drinks: the two halves of the menu, the current one marked. */
function MenuKindSwitch({ current }: { current: CategoryKind }) {
  const { lang, t } = useI18n()
  return (
    <nav aria-label={t('menu.foodOrDrinks')} className="mb-3 flex justify-center">
      <ul className="inline-flex rounded-full border border-border bg-card p-1 shadow-sm">
        {KINDS.map(({ kind, label, icon: Icon }) => (
          <li key={kind}>
            <Link
              to={menuBasePath(kind, lang)}
              aria-current={kind === current ? 'page' : undefined}
              className="inline-flex h-10 min-w-28 items-center justify-center gap-2 rounded-full px-5 text-sm font-bold text-foreground transition-colors hover:text-primary aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground"
            >
              <Icon className="size-4" />
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

interface MenuPageProps {
  title: string
  /** The title's language where it differs from the page's (an untranslated category name). */
  titleLang?: string
  kind: CategoryKind
  /** Every category (both kinds), in display order: the bar shows those of `kind`. */
  categories: CategoryJson[]
  /** The category screen's slug. */
  category?: string
  /** The search and diet filter, just above the list it narrows. */
  search?: React.ReactNode
  /** From 1024 px on, the page takes the whole width (the full menu, in two columns). */
  wide?: boolean
  children: React.ReactNode
}

/**
 * The shared frame of the menu screens: Food | Drinks, category bar, title, notice, search, then the list. The public
 * layout draws the large logo and the first screen (today's hours, happy hour, Book a table) above it.
 */
export function MenuPage({ title, titleLang, kind, categories, category, search, wide = false, children }: MenuPageProps) {
  const { lang, t } = useI18n()
  // Later navigations in the browser start from the categories this page was rendered with.
  useEffect(() => {
    if (categories.length > 0) rememberCategories(categories, lang)
  }, [categories, lang])
  return (
    <div className={`mx-auto max-w-3xl ${wide ? 'lg:max-w-none' : ''}`}>
      <MenuKindSwitch current={kind} />
      <CategoryBar
        categories={categoriesOf(categories, kind)}
        basePath={menuBasePath(kind, lang)}
        current={category}
        label={t(kind === 'food' ? 'menu.foodCategories' : 'menu.drinkCategories')}
      />
      <h1 className="mt-5 text-center text-3xl font-extrabold tracking-tight text-primary" lang={titleLang}>
        {title}
      </h1>
      <MenuNotice />
      {search}
      {children}
    </div>
  )
}
