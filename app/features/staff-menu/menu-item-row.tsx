import { HistoryLink } from '~/components/history-link'
import { Ban, Star } from '~/components/staff-icons'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { RowActions } from '~/components/row-actions'
import { cn } from '~/lib/cn'
import { DIET_LABEL_TEXT } from '~/lib/diet'
import { formatPeso } from '~/lib/money'
import type { MenuItemJson } from '~/contracts/menu'
import { isDish } from './menu-grouping'
import { useSetMenuItemFlags } from './menu-items-query'

/** One item of the staff menu list: its special and sold-out toggles, diet labels, price, and edit and delete if given. */
export function MenuItemRow({
  item,
  onEdit,
  onDelete,
}: {
  item: MenuItemJson
  onEdit?: (item: MenuItemJson) => void
  onDelete?: (item: MenuItemJson) => void
}) {
  const dish = isDish(item)
  const flags = useSetMenuItemFlags()
  // While a toggle is saved, the row shows the state it asked for.
  const asked = flags.isPending ? flags.variables.flags : {}
  const special = asked.isSpecial ?? item.isSpecial
  const soldOut = asked.soldOutToday ?? item.soldOutUntil !== null
  const busy = flags.isPending
  const toggle = (change: { isSpecial: boolean } | { soldOutToday: boolean }) => {
    if (!busy) flags.mutate({ id: item.id, flags: change })
  }

  return (
    <li className={cn('flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:gap-4', soldOut && 'text-muted-foreground')}>
      <div className="flex min-w-0 flex-1 items-start gap-2">
        {dish && (
          <Button
            variant="ghost"
            size="icon"
            className="-my-2 -ml-2 shrink-0"
            aria-pressed={special}
            aria-disabled={busy || undefined}
            aria-busy={(busy && asked.isSpecial !== undefined) || undefined}
            onClick={() => toggle({ isSpecial: !special })}
          >
            <Star aria-hidden="true" className={cn('size-5!', special ? 'fill-accent text-accent-strong' : 'text-muted-foreground')} />
            <span className="sr-only">Mark {item.name} as special</span>
          </Button>
        )}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className={cn('font-medium break-words', !soldOut && 'text-foreground')}>{item.name}</span>
            {special && <Badge className="border border-accent bg-accent/15 text-foreground">Special</Badge>}
            {soldOut && <Badge className="bg-foreground text-background">Sold out today</Badge>}
            {!dish && <Badge variant="outline">Extras heading</Badge>}
          </div>
          {dish ? (
            item.description && <p className="mt-1 text-sm text-muted-foreground">{item.description}</p>
          ) : (
            <p className="mt-1 text-sm text-muted-foreground">Starts the extras block of this category on the menu.</p>
          )}
          {item.dietLabels.length > 0 && (
            <ul aria-label="Diet labels" className="mt-2 flex flex-wrap gap-1.5">
              {item.dietLabels.map((label) => (
                <li key={label}>
                  <Badge variant="outline" className="font-medium">
                    {DIET_LABEL_TEXT[label]}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </div>
        {dish && <span className="shrink-0 font-semibold text-foreground tabular-nums">{formatPeso(item.price)}</span>}
      </div>
      <RowActions
        name={item.name}
        onEdit={onEdit && (() => onEdit(item))}
        onDelete={onDelete && (() => onDelete(item))}
        className="justify-end sm:shrink-0"
      >
        <HistoryLink resource="menu-item" id={item.id} label={item.name} className="self-center" />
        {dish && (
          <Button
            variant="outline"
            size="sm"
            aria-pressed={soldOut}
            aria-disabled={busy || undefined}
            aria-busy={(busy && asked.soldOutToday !== undefined) || undefined}
            className={cn(soldOut && 'border-foreground bg-foreground text-background hover:bg-foreground/90')}
            aria-label={`Sold out today: ${item.name}`}
            onClick={() => toggle({ soldOutToday: !soldOut })}
          >
            <Ban aria-hidden="true" />
            <span>
              Sold out<span className="max-sm:hidden"> today</span>
            </span>
          </Button>
        )}
      </RowActions>
    </li>
  )
}
