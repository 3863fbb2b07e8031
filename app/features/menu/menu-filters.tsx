import { useEffect, useMemo, useRef } from 'react'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { useI18n } from '~/components/i18n'
import { Check, Search } from '~/components/icons'
import type { CategoryKind } from '~/contracts/categories'
import { DIET_FILTER_MESSAGE, DIET_FILTERS } from '~/lib/diet'
import { SEARCH_QUERY_MAX_LENGTH } from '~/lib/search'
import { clearFilterLabel, filterSummary, isFiltering, type MenuFilter, menuFilterSearch, readMenuFilter, toggleDiet } from './menu-filter'

export const SEARCH_FIELD_ID = 'menu-search'
const DIET_GROUP_ID = 'menu-diet'

/** The search and diet filter the URL asks for (the same on the server and in the browser). */
export function useMenuFilter(): MenuFilter {
  const [params] = useSearchParams()
  return useMemo(() => readMenuFilter(params), [params])
}

/** Navigations made by typing into the field: the field already shows their query. */
const TYPED = { menuSearchTyped: true }

/**
 * The search field and the diet chips. Without a script they are a GET form and links, so the server renders the
 * result; once the page's script runs, the rows follow each keystroke and the URL keeps the query (history replace).
 */
export function MenuSearch({ kind }: { kind: CategoryKind }) {
  const { pathname, key, state } = useLocation()
  const navigate = useNavigate()
  const filter = useMenuFilter()
  const field = useRef<HTMLInputElement>(null)
  const mounted = useRef(false)
  const { t } = useI18n()
  const searchLabel = t(kind === 'food' ? 'menu.searchDishes' : 'menu.searchDrinks')

  const searchFor = (q: string) =>
    navigate({ pathname, search: menuFilterSearch({ q, diet: filter.diet }) }, { replace: true, preventScrollReset: true, state: TYPED })

  useEffect(() => {
    const input = field.current
    if (!input) return
    if (!mounted.current) {
      mounted.current = true
      // What a guest typed before the page's script ran counts.
      if (input.value !== filter.q) searchFor(input.value)
    } else if ((state as typeof TYPED | null)?.menuSearchTyped !== true && input.value !== filter.q) {
      // A link (clear, a diet chip, the bottom bar, the back button) changed the query: the field shows it.
      input.value = filter.q
    }
    // On each navigation (its key), with that navigation's query and state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])

  return (
    <div className="mb-4 flex flex-col gap-2">
      <form
        role="search"
        method="get"
        action={pathname}
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          searchFor(field.current?.value ?? '')
        }}
      >
        <label htmlFor={SEARCH_FIELD_ID} className="sr-only">
          {searchLabel}
        </label>
        <div className="relative min-w-0 flex-1">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <input
            ref={field}
            id={SEARCH_FIELD_ID}
            type="search"
            name="q"
            defaultValue={filter.q}
            maxLength={SEARCH_QUERY_MAX_LENGTH}
            placeholder={searchLabel}
            autoComplete="off"
            enterKeyHint="search"
            onInput={(event) => searchFor(event.currentTarget.value)}
            className="h-11 w-full rounded-full border border-border bg-card pr-3 pl-9 text-base text-foreground shadow-sm placeholder:text-muted-foreground focus-visible:border-primary"
          />
        </div>
        {filter.diet.length > 0 && <input type="hidden" name="diet" value={filter.diet.join(',')} />}
        <button
          type="submit"
          className="h-11 shrink-0 rounded-full bg-primary px-4 text-sm font-semibold text-primary-foreground hover:bg-primary-hover"
        >
          {t('menu.search')}
        </button>
      </form>
      {/* On a phone the chips scroll sideways in one row (like the category bar); wider screens show them all. */}
      <div role="group" aria-labelledby={DIET_GROUP_ID} className="-mr-4 flex items-center gap-2 sm:mr-0">
        <span id={DIET_GROUP_ID} className="shrink-0 text-sm font-semibold text-foreground">
          {t('menu.showOnly')}
        </span>
        <ul
          id={`${DIET_GROUP_ID}-chips`}
          className="flex min-w-0 gap-1.5 overflow-x-auto py-1 pr-4 [scrollbar-width:none] sm:flex-wrap sm:overflow-visible sm:pr-0 [&::-webkit-scrollbar]:hidden"
        >
          {DIET_FILTERS.map((diet) => {
            const on = filter.diet.includes(diet)
            return (
              <li key={diet} className="shrink-0">
                <Link
                  to={{ pathname, search: menuFilterSearch({ q: filter.q, diet: toggleDiet(filter.diet, diet) }) }}
                  replace
                  preventScrollReset
                  aria-current={on ? 'true' : undefined}
                  data-testid="diet-filter"
                  className="inline-flex h-9 items-center gap-1 rounded-full border border-border bg-card px-3 text-sm font-medium whitespace-nowrap text-foreground transition-colors hover:border-primary hover:text-primary aria-[current=true]:border-primary aria-[current=true]:bg-primary aria-[current=true]:text-primary-foreground"
                >
                  {on && <Check className="size-3.5" />}
                  {t(DIET_FILTER_MESSAGE[diet])}
                </Link>
              </li>
            )
          })}
        </ul>
      </div>
    </div>
  )
}

/**
 * How many rows match (a polite live region: a screen reader hears the count as the guest types), and when none
 * does, an empty state with a link that clears the search and filters.
 */
export function FilterStatus({ filter, count, kind }: { filter: MenuFilter; count: number; kind: CategoryKind }) {
  const { pathname } = useLocation()
  const { t } = useI18n()
  const filtering = isFiltering(filter)
  return (
    <>
      <p role="status" className={filtering ? 'mb-3 text-center text-sm font-medium text-foreground' : 'sr-only'} data-testid="filter-status">
        {filtering ? filterSummary(count, filter, kind, t) : ''}
      </p>
      {filtering && count === 0 && (
        <div className="rounded-xl border border-dashed border-border bg-card px-4 py-8 text-center" data-testid="filter-empty">
          <p className="text-sm text-muted-foreground">{t('menu.noMatchHint')}</p>
          <Link
            to={pathname}
            replace
            preventScrollReset
            onClick={() => {
              // Back to where a guest starts again: the field, or the first diet chip.
              const target = filter.terms.length > 0 ? `#${SEARCH_FIELD_ID}` : `#${DIET_GROUP_ID}-chips a`
              document.querySelector<HTMLElement>(target)?.focus()
            }}
            className="mt-4 inline-flex h-10 items-center rounded-full bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover"
          >
            {clearFilterLabel(filter, t)}
          </Link>
        </div>
      )}
    </>
  )
}
