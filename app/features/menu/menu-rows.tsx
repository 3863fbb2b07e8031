import { useI18n } from '~/components/i18n'
import { Flame, type IconProps, Leaf, MilkOff, Nut, Sprout, Star, WheatOff } from '~/components/icons'
import { formatPesoIn } from '~/lib/money'
import { MENU_PLACEHOLDER_COUNT } from '~/lib/constants'
import { DIET_LABEL_MESSAGE, type DietLabel } from '~/lib/diet'
import { descriptionLang, nameLang, type TranslatedDescription, type TranslatedName } from './menu-content'
import type { MenuEntry } from './menu-layout'
import type { MenuItemJson } from '~/contracts/menu'

/** The star that marks a special item (on special items only, as the notice explains). */
function SpecialStar() {
  const { t } = useI18n()
  return (
    <span className="ml-1.5 inline-flex translate-y-0.5 align-baseline" data-testid="special-star">
      <Star className="size-4 fill-accent text-accent-strong" aria-hidden="true" />
      <span className="sr-only">{t('menu.special')}</span>
    </span>
  )
}

const DIET_ICONS: Record<DietLabel, (props: IconProps) => React.ReactNode> = {
  vegetarian: Leaf,
  vegan: Sprout,
  'gluten-free': WheatOff,
  'dairy-free': MilkOff,
  'contains-nuts': Nut,
  spicy: Flame,
}

/** The item's diet and allergen labels: a small icon and the label's short text (what a screen reader reads). */
function DietLabels({ labels }: { labels: readonly DietLabel[] }) {
  const { t } = useI18n()
  if (labels.length === 0) return null
  return (
    <ul className="mt-1.5 flex flex-wrap gap-1.5" aria-label={t('menu.dietLabels')} data-testid="diet-labels">
      {labels.map((label) => {
        const Icon = DIET_ICONS[label]
        return (
          <li
            key={label}
            className="inline-flex items-center gap-1 rounded-full border border-border bg-background px-2 py-0.5 text-xs leading-4 font-medium text-foreground"
          >
            <Icon className={label === 'spicy' || label === 'contains-nuts' ? 'size-3.5 text-accent-strong' : 'size-3.5 text-primary'} />
            {t(DIET_LABEL_MESSAGE[label])}
          </li>
        )
      })}
    </ul>
  )
}

/** "Sold out today": the row stays readable (the venue's guests still see what it is and what it costs). */
function SoldOut() {
  const { t } = useI18n()
  return (
    <span className="ml-2 inline-block rounded-full bg-muted px-2 py-0.5 align-[0.1em] text-xs leading-4 font-semibold whitespace-nowrap text-foreground ring-1 ring-border" data-testid="sold-out">
      {t('menu.soldOut')}
    </span>
  )
}

/** A dish as the public reads give it: in another language, its fields say which language they came back in. */
type MenuRowItem = MenuItemJson & TranslatedName & TranslatedDescription

function MenuRow({ item, number }: { item: MenuRowItem; number: number }) {
  const { lang, locale } = useI18n()
  const soldOut = item.soldOutUntil !== null
  return (
    <li className="flex gap-3 py-3.5" data-testid="menu-item" data-item-id={item.id} data-sold-out={soldOut || undefined}>
      <span
        className={`mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold tabular-nums ${soldOut ? 'bg-muted text-muted-foreground ring-1 ring-border' : 'bg-primary text-primary-foreground'}`}
        data-testid="item-number"
      >
        {number}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <p className={`font-semibold leading-snug ${soldOut ? 'text-muted-foreground' : 'text-foreground'}`}>
            <span data-testid="item-name" lang={nameLang(item, lang)}>
            {item.name}
          </span>
            {item.isSpecial && <SpecialStar />}
            {soldOut && <SoldOut />}
          </p>
          <p
            className={`shrink-0 font-bold whitespace-nowrap tabular-nums ${soldOut ? 'text-muted-foreground' : 'text-primary'}`}
            data-testid="item-price"
          >
            {formatPesoIn(locale, item.price)}
          </p>
        </div>
        {item.description && (
          <p className="mt-1 text-sm leading-relaxed text-muted-foreground" lang={descriptionLang(item, lang)}>
            {item.description}
          </p>
        )}
        <DietLabels labels={item.dietLabels} />
      </div>
    </li>
  )
}

function ExtraRow({ item, number }: { item: MenuRowItem; number: number }) {
  const { lang, locale } = useI18n()
  const soldOut = item.soldOutUntil !== null
  const text = soldOut ? 'text-muted-foreground' : 'text-foreground'
  return (
    <li className="flex items-center gap-2.5 py-2" data-testid="menu-extra" data-item-id={item.id} data-sold-out={soldOut || undefined}>
      <span
        className={`flex size-6 shrink-0 items-center justify-center rounded-full bg-muted text-xs font-bold tabular-nums ring-1 ring-border ${text}`}
        data-testid="item-number"
      >
        {number}
      </span>
      <div className="min-w-0 flex-1 leading-tight">
        <p className={`text-sm font-medium ${text}`}>
          <span data-testid="item-name" lang={nameLang(item, lang)}>
            {item.name}
          </span>
          {item.isSpecial && <SpecialStar />}
          {soldOut && <SoldOut />}
        </p>
        {item.description && (
          <p className="text-xs text-muted-foreground" lang={descriptionLang(item, lang)}>
            {item.description}
          </p>
        )}
        <DietLabels labels={item.dietLabels} />
      </div>
      <p className={`shrink-0 text-sm font-semibold whitespace-nowrap tabular-nums ${text}`} data-testid="item-price">
        {formatPesoIn(locale, item.price)}
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
  const { t } = useI18n()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <>
      {segments(entries).map((segment, i) => (
        <div key={segment.heading ?? `rows-${i}`}>
          {segment.heading && (
            <Heading className="mt-4 mb-1 flex items-center gap-3 text-sm font-extrabold tracking-[0.2em] text-accent-strong" data-testid="extras-heading">
              {t('menu.extras')}
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

/** Loading: six placeholder rows. */
export function MenuPlaceholder({ label }: { label?: string }) {
  const { t } = useI18n()
  return (
    <div>
      <p role="status" className="sr-only">
        {label ?? t('menu.loadingMenu')}
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
