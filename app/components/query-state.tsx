import { Button } from '~/components/ui/button'
import { Skeleton } from '~/components/ui/skeleton'
import { cn } from '~/lib/cn'

/** What QueryState reads of a TanStack query result (any `useQuery` result fits). */
export interface QueryStateResult<T> {
  data: T | undefined
  isPending: boolean
  isError: boolean
  refetch: () => unknown
}

const isEmptyList = (data: unknown) => Array.isArray(data) && data.length === 0

/**
 * The states of a staff screen's list around its content: the loading text (or a placeholder) while the first
 * answer is on its way, the error text with 'Try again' when the load failed, the empty text when there is nothing
 * to show, and otherwise `children` with the data.
 */
export function QueryState<T>({
  query,
  loading,
  error,
  empty,
  isEmpty = isEmptyList,
  errorClassName,
  children,
}: {
  query: QueryStateResult<T>
  /** A text (announced as a status) or a placeholder of its own. */
  loading: React.ReactNode
  /** What could not be loaded, e.g. 'The tables could not be loaded.' */
  error: string
  /** Shown when `isEmpty(data)` (by default: the list is empty); without it the content shows whatever the data. */
  empty?: string
  isEmpty?: (data: T) => boolean
  /** For the error block where no card frames it. */
  errorClassName?: string
  children: (data: T) => React.ReactNode
}) {
  if (query.isPending) {
    return typeof loading === 'string' ? (
      <p role="status" className="text-muted-foreground">
        {loading}
      </p>
    ) : (
      loading
    )
  }
  if (query.isError || query.data === undefined) {
    return (
      <div role="alert" className={cn('grid justify-items-start gap-3', errorClassName)}>
        <p>{error}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    )
  }
  if (empty !== undefined && isEmpty(query.data)) return <p className="text-muted-foreground">{empty}</p>
  return children(query.data)
}

/**
 * A staff screen's list in its query's states (see QueryState), worded from `noun` ('Loading tables...', 'The tables
 * could not be loaded.'): once loaded, a divided list of `children(item)`, each an `<li>` with its key.
 */
export function QueryList<T>({
  noun,
  label,
  children,
  ...states
}: Omit<Parameters<typeof QueryState<readonly T[]>>[0], 'children' | 'isEmpty' | 'loading' | 'error'> & {
  /** What the list holds, in the plural: 'tables'. */
  noun: string
  /** The list's name for screen readers, e.g. 'Tables'. */
  label?: string
  children: (item: T) => React.ReactNode
}) {
  return (
    <QueryState {...states} loading={`Loading ${noun}...`} error={`The ${noun} could not be loaded.`}>
      {(list) => (
        <ul className="divide-y divide-border" aria-label={label}>
          {list.map(children)}
        </ul>
      )}
    </QueryState>
  )
}

/** A list's placeholder while it loads (QueryState's `loading`): `count` grey blocks, announced as `label`. */
export function SkeletonList({ label, count, className, itemClassName }: { label: string; count: number; className: string; itemClassName: string }) {
  return (
    <div className={cn('grid', className)} aria-busy="true">
      <p className="sr-only" role="status">
        {label}
      </p>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className={cn('w-full', itemClassName)} />
      ))}
    </div>
  )
}
