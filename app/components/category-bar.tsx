import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { MENU_CATEGORIES } from '~/lib/constants'
import { categoryBarLabel } from './category-label'

/** Sticky, horizontally scrolling bar with one link per category; the current one is highlighted. */
export function CategoryBar({ current }: { current?: string }) {
  const listRef = useRef<HTMLUListElement>(null)

  // Bring the current category into view inside the bar (horizontally only: the page must not jump).
  useEffect(() => {
    const list = listRef.current
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!list || !active) return
    const left = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2
    list.scrollTo({ left: Math.max(0, left) })
  }, [current])

  return (
    <nav aria-label="Menu categories" className="sticky top-0 z-30 -mx-4 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <ul
        ref={listRef}
        className="flex gap-2 overflow-x-auto px-4 py-2.5 [scrollbar-width:none] md:justify-center-safe [&::-webkit-scrollbar]:hidden"
      >
        {MENU_CATEGORIES.map((category) => (
          <li key={category} className="shrink-0">
            <Link
              to={`/menu/${category}`}
              prefetch="intent"
              aria-current={category === current ? 'page' : undefined}
              className="inline-flex h-9 items-center rounded-full border border-border bg-card px-4 text-xs md:px-3 font-bold tracking-wider whitespace-nowrap text-foreground transition-colors hover:border-primary hover:text-primary aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground"
            >
              {categoryBarLabel(category)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
