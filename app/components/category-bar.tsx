import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import type { CategoryJson } from '~/contracts/categories'
import { categoryBarLabel } from './category-label'
import { useI18n } from './i18n'

interface CategoryBarProps {
  /** The categories of one kind, in display order (`nameLang`: the language a translated read gave the name in). */
  categories: readonly (Pick<CategoryJson, 'slug' | 'name'> & { nameLang?: string })[]
  /** Where their screens live, in the page's language: '/menu', '/ko/drinks'. */
  basePath: string
  current?: string
  /** The landmark's name: 'Menu categories', 'Drink categories'. */
  label: string
}

/** Sticky, horizontally scrolling bar with one link per category; the current one is highlighted. */
export function CategoryBar({ categories, basePath, current, label }: CategoryBarProps) {
  const listRef = useRef<HTMLUListElement>(null)
  const { lang } = useI18n()

  // Bring the current category into view inside the bar (horizontally only: the page must not jump).
  useEffect(() => {
    const list = listRef.current
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!list || !active) return
    const left = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2
    list.scrollTo({ left: Math.max(0, left) })
  }, [current])

  return (
    <nav aria-label={label} className="sticky top-0 z-30 -mx-4 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <ul
        ref={listRef}
        className="flex min-h-14 gap-2 overflow-x-auto px-4 py-2.5 [scrollbar-width:none] md:justify-center-safe [&::-webkit-scrollbar]:hidden"
      >
        {categories.map(({ slug, name, nameLang }) => (
          <li key={slug} className="shrink-0">
            <Link
              to={`${basePath}/${encodeURIComponent(slug)}`}
              prefetch="intent"
              aria-current={slug === current ? 'page' : undefined}
              lang={nameLang && nameLang !== lang ? nameLang : undefined}
              className="inline-flex h-9 items-center rounded-full border border-border bg-card px-4 text-xs md:px-3 font-bold tracking-wider whitespace-nowrap text-foreground transition-colors hover:border-primary hover:text-primary aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground"
            >
              {categoryBarLabel(name)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
