import { Pencil, Trash2 } from '~/components/staff-icons'
import { Button } from '~/components/ui/button'
import { cn } from '~/lib/cn'

type ClickHandler = (event: React.MouseEvent<HTMLButtonElement>) => void

/**
 * A small button of a staff list's row: its icon and label, then the row's name for screen readers, so each reads
 * 'Delete Sunset Mojito' rather than one of many 'Delete's.
 */
export function RowActionButton({
  icon: Icon,
  label,
  name,
  destructive = false,
  className,
  ...props
}: Omit<React.ComponentProps<typeof Button>, 'children'> & {
  icon: React.ComponentType<{ 'aria-hidden'?: boolean | 'true' }>
  label: React.ReactNode
  /** The row's name (a dish, an offer, a table). */
  name: string
  destructive?: boolean
}) {
  return (
    <Button variant="outline" size="sm" className={cn(destructive && 'text-destructive', className)} {...props}>
      <Icon aria-hidden="true" />
      {label}
      <span className="sr-only"> {name}</span>
    </Button>
  )
}

/**
 * A staff list row's actions: buttons of its own (`children`), then Edit and Delete (each when its handler is given),
 * in a row that wraps. `className` places the group within the row.
 */
export function RowActions({
  name,
  onEdit,
  onDelete,
  editLabel = 'Edit',
  className,
  children,
}: {
  name: string
  onEdit?: ClickHandler
  onDelete?: ClickHandler
  editLabel?: string
  className?: string
  children?: React.ReactNode
}) {
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      {children}
      {onEdit && <RowActionButton icon={Pencil} label={editLabel} name={name} onClick={onEdit} />}
      {onDelete && <RowActionButton icon={Trash2} label="Delete" name={name} destructive onClick={onDelete} />}
    </div>
  )
}
