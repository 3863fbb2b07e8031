import { Star } from '~/components/icons'
import { formatPeso } from '~/lib/money'
import { MENU_PLACEHOLDER_COUNT } from '~/lib/constants'
import type { MenuEntry } from './menu-layout'
import type { MenuItemJson } from '~/contracts/menu'

/** The star that marks a special item (DESIGN.md: special items only, as the notice explains). */
function SpecialStar() {
  return (
    <span className="ml-1.5 inline-flex translate-y-0.5 align-baseline" data-testid="special-star">
      <Star className="size-4 fill-accent text-accent-strong" aria-hidden="true" />
      <span className="sr-only">(special: please confirm availability with your server)</span>
    </span>
  )
}

function MenuRow({ item, number }: { item: MenuItemJson; number: number }) {
  return (
    <li className="flex gap-3 py-3.5" data-testid="menu-item" data-item-id={item.id}>
      <span
        className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground tabular-nums"
        data-testid="item-number"
      >
        {number}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <p className="font-semibold leading-snug text-foreground">
            <span data-testid="item-name">{item.name}</span>
            {item.isSpecial && <SpecialStar />}
          </p>
          <p className="shrink-0 font-bold whitespace-nowrap text-primary tabular-nums" data-testid="item-price">
            {formatPeso(item.price)}
          </p>
        </div>
        {item.description && <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{item.description}</p>}
      </div>
    </li>
  )
}

function ExtraRow({ item, number }: { item: MenuItemJson; number: number }) {
  return (
    <li className="flex items-center gap-2.5 py-2" data-testid="menu-extra" data-item-id={item.id}>
      <span
        className="flex size-6 shrink-0 items-center justify-center rounded-full bg-muted text-xs font-bold text-foreground tabular-nums ring-1 ring-border"
        data-testid="item-number"
      >
        {number}
      </span>
      <div className="min-w-0 flex-1 leading-tight">
        <p className="text-sm font-medium text-foreground">
          <span data-testid="item-name">{item.name}</span>
          {item.isSpecial && <SpecialStar />}
        </p>
        {item.description && <p className="text-xs text-muted-foreground">{item.description}</p>}
      </div>
      <p className="shrink-0 text-sm font-semibold whitespace-nowrap text-foreground tabular-nums" data-testid="item-price">
        {formatPeso(item.price)}
      </p>
    </li>
  )
}

type Segment = { heading: string | null; entries: Array<Exclude<MenuEntry, { kind: 'extras-heading' }>> }

/** Splits the entries at each EXTRAS heading, so each heading is followed by its own list. */
function segments(entries: readonly MenuEntry[]): Segment[] {
  const result: Segment[] = [{ heading: null, entries: [] }]
  for (const entry of entries) {
    if (entry.kind === 'extras-heading') result.push({ heading: entry.key, entries: [] })
    else result[result.length - 1].entries.push(entry)
  }
  return result.filter((s) => s.heading !== null || s.entries.length > 0)
}

/** The rows of a menu: normal rows, the EXTRAS subsection heading, compact extras rows. */
export function MenuEntries({ entries, headingLevel }: { entries: readonly MenuEntry[]; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <>
      {segments(entries).map((segment, i) => (
        <div key={segment.heading ?? `rows-${i}`}>
          {segment.heading && (
            <Heading className="mt-4 mb-1 flex items-center gap-3 text-sm font-extrabold tracking-[0.2em] text-accent-strong" data-testid="extras-heading">
              EXTRAS
              <span aria-hidden="true" className="h-px flex-1 bg-border" />
            </Heading>
          )}
          {segment.entries.length > 0 && (
            <ul className={segment.entries.every((e) => e.kind === 'extra') ? 'grid gap-x-6 sm:grid-cols-2' : 'divide-y divide-border'}>
              {segment.entries.map((entry) =>
                entry.kind === 'extra' ? (
                  <ExtraRow key={entry.item.id} item={entry.item} number={entry.number} />
                ) : (
                  <MenuRow key={entry.item.id} item={entry.item} number={entry.number} />
                ),
              )}
            </ul>
          )}
        </div>
      ))}
    </>
  )
}

/** Loading: six placeholder rows (spec section 2). */
export function MenuPlaceholder({ label = 'Loading menu...' }: { label?: string }) {
  return (
    <div>
      <p role="status" className="sr-only">
        {label}
      </p>
      <ul aria-hidden="true" className="divide-y divide-border rounded-xl border border-border bg-card px-4">
        {Array.from({ length: MENU_PLACEHOLDER_COUNT }, (_, i) => (
          <li key={i} className="flex animate-pulse gap-3 py-4" data-testid="menu-placeholder">
            <span className="size-8 shrink-0 rounded-full bg-muted" />
            <span className="flex flex-1 flex-col gap-2">
              <span className="flex justify-between gap-4">
                <span className="h-4 w-2/5 rounded bg-muted" />
                <span className="h-4 w-16 rounded bg-muted" />
              </span>
              <span className="h-3 w-4/5 rounded bg-muted" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
