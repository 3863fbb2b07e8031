import { useId } from 'react'
import { Link, useSearchParams } from 'react-router'
import { StaffScreen } from '~/components/admin-frame'
import { QueryState } from '~/components/query-state'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { NativeSelect, SelectOptions } from '~/components/ui/native-select'
import { AUDIT_KEEP_DAYS, AUDIT_RESOURCES, type AuditEntryJson, type AuditFilters } from '~/contracts/audit'
import { fieldChanges } from '~/lib/audit-changes'
import { errorMessage } from '~/lib/api'
import { useAuditTrail } from './audit-query'

export const AUDIT_TEXT = {
  title: 'Audit log',
  intro: `Every change to the menu, offers, events, bookings, tables, hours, venue details and staff accounts: who made it, when, and what changed. Kept ${AUDIT_KEEP_DAYS} days.`,
  loading: 'Loading the audit log...',
  error: 'The audit log could not be loaded.',
  empty: 'No changes match these filters.',
  loadMore: 'Load more',
  loadingMore: 'Loading...',
} as const

const ACTION_WORDS: Record<AuditEntryJson['action'], string> = { create: 'Created', update: 'Changed', delete: 'Deleted', status: 'Status changed' }
const FILTER_NAMES = ['actor', 'resource', 'resourceId', 'from', 'to'] as const

function filtersOf(params: URLSearchParams): AuditFilters {
  return Object.fromEntries(FILTER_NAMES.flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : [])))
}

const resourceWords = (resource: string) => AUDIT_RESOURCES[resource as keyof typeof AUDIT_RESOURCES] ?? resource

/** The owners' audit log: filters in the address (a "History" link opens it filtered), the entries newest first. */
export function AuditLog({ timeZone }: { timeZone: string }) {
  const [params, setParams] = useSearchParams()
  const filters = filtersOf(params)
  const trail = useAuditTrail(filters)
  const formatTime = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', second: '2-digit' })
  const apply = (form: HTMLFormElement) => {
    const data = new FormData(form)
    const next = new URLSearchParams()
    for (const name of FILTER_NAMES) {
      const value = String(data.get(name) ?? '').trim()
      if (value) next.set(name, value)
    }
    setParams(next)
  }
  const entries = trail.data?.pages.flatMap((page) => page.entries) ?? []
  return (
    <StaffScreen title={AUDIT_TEXT.title} description={AUDIT_TEXT.intro}>
      <Filters key={params.toString()} filters={filters} onApply={apply} />
      <Card>
        <CardHeader>
          <CardTitle>Changes</CardTitle>
          <CardDescription>Newest first. Times are the venue&rsquo;s.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <QueryState
            query={{ ...trail, data: trail.data ? entries : undefined }}
            loading={AUDIT_TEXT.loading}
            error={trail.isError ? errorMessage(trail.error, AUDIT_TEXT.error) : AUDIT_TEXT.error}
            empty={AUDIT_TEXT.empty}
          >
            {(shown) => <EntryTable entries={shown} formatTime={(iso) => formatTime.format(new Date(iso))} />}
          </QueryState>
          {trail.hasNextPage && (
            <Button variant="outline" className="justify-self-start" disabled={trail.isFetchingNextPage} onClick={() => void trail.fetchNextPage()}>
              {trail.isFetchingNextPage ? AUDIT_TEXT.loadingMore : AUDIT_TEXT.loadMore}
            </Button>
          )}
        </CardContent>
      </Card>
    </StaffScreen>
  )
}

function Filters({ filters, onApply }: { filters: AuditFilters; onApply: (form: HTMLFormElement) => void }) {
  const id = useId()
  const field = (name: string) => `${id}-${name}`
  const resources = [{ value: '', label: 'Everything' }, ...Object.entries(AUDIT_RESOURCES).map(([value, label]) => ({ value, label }))]
  return (
    <form
      aria-label="Filters"
      className="grid items-end gap-3 rounded-lg border border-border bg-card p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_8rem_10rem_10rem_auto]"
      onSubmit={(event) => {
        event.preventDefault()
        onApply(event.currentTarget)
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={field('actor')}>Person</Label>
        <Input id={field('actor')} name="actor" defaultValue={filters.actor ?? ''} placeholder="username, guest or system" maxLength={100} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={field('resource')}>What</Label>
        <NativeSelect id={field('resource')} name="resource" defaultValue={filters.resource ?? ''}>
          <SelectOptions options={resources} />
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={field('resourceId')}>Id</Label>
        <Input id={field('resourceId')} name="resourceId" defaultValue={filters.resourceId ?? ''} maxLength={100} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={field('from')}>From</Label>
        <Input id={field('from')} name="from" type="date" defaultValue={filters.from ?? ''} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={field('to')}>To</Label>
        <Input id={field('to')} name="to" type="date" defaultValue={filters.to ?? ''} />
      </div>
      <div className="flex gap-2">
        <Button type="submit">Show</Button>
        <Button variant="outline" asChild>
          <Link to="/admin/audit">Clear</Link>
        </Button>
      </div>
    </form>
  )
}

function EntryTable({ entries, formatTime }: { entries: AuditEntryJson[]; formatTime: (iso: string) => string }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" aria-label="Audit log">
        <thead className="border-b border-border text-muted-foreground">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">When</th>
            <th scope="col" className="py-2 pr-3 font-medium">Who</th>
            <th scope="col" className="py-2 pr-3 font-medium">What</th>
            <th scope="col" className="py-2 font-medium">What changed</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className="border-b border-border align-top" data-testid="audit-entry">
              <td className="py-2 pr-3 whitespace-nowrap">{formatTime(entry.at)}</td>
              <td className="py-2 pr-3 font-medium wrap-break-word" data-testid="audit-actor">
                {entry.actor}
              </td>
              <td className="py-2 pr-3">
                {ACTION_WORDS[entry.action]} {resourceWords(entry.resource).toLowerCase()}
                {entry.resourceId !== null && <span className="text-muted-foreground"> #{entry.resourceId}</span>}
              </td>
              <td className="py-2">
                <Changes entry={entry} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function Changes({ entry }: { entry: AuditEntryJson }) {
  const changes = fieldChanges(entry.before, entry.after)
  if (changes.length === 0) return <span className="text-muted-foreground">No fields recorded</span>
  return (
    <ul className="grid gap-0.5" data-testid="audit-changes">
      {changes.map((change) => (
        <li key={change.field} className="wrap-anywhere">
          <span className="font-medium">{change.field}:</span>{' '}
          {change.before !== null && change.after !== null ? (
            <>
              {change.before} <span aria-label="changed to">&rarr;</span> {change.after}
            </>
          ) : (
            (change.after ?? change.before)
          )}
        </li>
      ))}
    </ul>
  )
}
