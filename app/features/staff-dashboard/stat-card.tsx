import { useId } from 'react'
import { Link } from 'react-router'
import { Card, CardContent } from '~/components/ui/card'
import { Skeleton } from '~/components/ui/skeleton'

/** One number of the dashboard (a skeleton while it loads), with its icon and where it is dealt with. */
export function StatCard({
  label,
  value,
  isError,
  icon: Icon,
  link,
  detail,
}: {
  label: string
  value: number | undefined
  isError: boolean
  icon: React.ComponentType<{ className?: string; 'aria-hidden'?: boolean }>
  /** Where the number is dealt with. */
  link?: { to: string; label: string }
  /** What the number is made of, under it ('48 food + 17 drinks'). */
  detail?: string
}) {
  const labelId = useId()
  return (
    <Card role="group" aria-labelledby={labelId}>
      <CardContent className="flex items-center justify-between gap-3 p-4 pt-4 sm:p-5 sm:pt-5">
        <div className="grid gap-1">
          <h4 id={labelId} className="text-sm font-medium text-muted-foreground">
            {label}
          </h4>
          {value !== undefined ? (
            <p className="text-3xl font-bold tabular-nums" data-testid="stat-value">
              {value}
            </p>
          ) : isError ? (
            <p className="text-sm text-destructive">Could not load</p>
          ) : (
            <Skeleton className="h-9 w-16" />
          )}
          {detail && value !== undefined && <p className="text-sm text-muted-foreground">{detail}</p>}
          {link && (
            <Link to={link.to} className="text-sm text-primary underline underline-offset-4">
              {link.label}
            </Link>
          )}
        </div>
        <Icon className="hidden size-8 shrink-0 text-primary sm:block" aria-hidden />
      </CardContent>
    </Card>
  )
}

export function SectionHeading({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <h3 id={id} className="text-lg font-semibold">
      {children}
    </h3>
  )
}
