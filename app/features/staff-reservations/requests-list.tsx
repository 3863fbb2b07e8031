import { useQuery } from '@tanstack/react-query'
import { Mail, MessageSquareX, Phone, Users } from 'lucide-react'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { QueryState } from '~/components/query-state'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/components/ui/dialog'
import { Label } from '~/components/ui/label'
import { NativeSelect } from '~/components/ui/native-select'
import { Textarea } from '~/components/ui/textarea'
import { useHydrated } from '~/components/use-hydrated'
import { useStaffMutation } from '~/components/use-staff-mutation'
import { groupRequestKeys, groupRequestPaths, REQUESTS_SECTION_ID } from '~/contracts/group-requests'
import type { OpeningHoursJson } from '~/contracts/opening-hours'
import { IF_MATCH_HEADER, type ReservationJson, reservationKeys, reservationPaths } from '~/contracts/reservations'
import { joinedTablesName, type TableCombinationJson, tableCombinationKeys, tableCombinationPaths } from '~/contracts/table-combinations'
import type { TableJson } from '~/contracts/tables'
import { apiRequest, errorMessage, getJson } from '~/lib/api'
import { dayMinute, MINUTES_PER_DAY } from '~/lib/bookable-times'
import { formatWeekdayDate } from '~/lib/date-wording'
import { hoursOn } from '~/lib/opening-hours'
import { plural } from '~/lib/plural'
import { formatTime12h } from '~/lib/time-slots'

/** Requests come in while the host works: asked again as often as the day's bookings. */
const REQUESTS_REFRESH_MS = 20_000

/** GET /api/group-requests (staff): the group requests waiting for an answer, from today on. */
export function useOpenGroupRequests() {
  return useQuery({
    queryKey: groupRequestKeys.open(),
    queryFn: getJson<ReservationJson[]>(groupRequestPaths.open),
    refetchInterval: REQUESTS_REFRESH_MS,
    refetchOnWindowFocus: true,
  })
}

type JoinedTables = Pick<TableCombinationJson, 'id' | 'tableNumbers' | 'capacity'>

/** The venue's joined tables (GET /api/table-combinations), asked for only while a request waits for its tables. */
function useJoinedTables(enabled: boolean) {
  return useQuery({ queryKey: tableCombinationKeys.all, queryFn: getJson<TableCombinationJson[]>(tableCombinationPaths.list), enabled })
}

export interface TableChoice {
  /** The option's value: the table numbers joined by '+'. */
  value: string
  label: string
  tableNumbers: number[]
}

/**
 * What a request can be seated at: every active table, and every combination of active tables, that seats the party;
 * the fewest seats first (then fewer tables, then the lowest numbers). Whether they are free then is the server's
 * check.
 */
export function tableChoices(
  tables: readonly Pick<TableJson, 'id' | 'tableNumber' | 'capacity' | 'isActive'>[],
  joined: readonly JoinedTables[],
  guests: number,
): TableChoice[] {
  const active = new Set(tables.filter((t) => t.isActive).map((t) => t.tableNumber))
  const seats = [
    ...tables.filter((t) => t.isActive).map((t) => ({ tableNumbers: [t.tableNumber], capacity: t.capacity })),
    ...joined.filter((c) => c.tableNumbers.every((n) => active.has(n))).map((c) => ({ tableNumbers: [...c.tableNumbers].sort((a, b) => a - b), capacity: c.capacity })),
  ]
  return seats
    .filter((s) => s.capacity >= guests)
    .sort((a, b) => a.capacity - b.capacity || a.tableNumbers.length - b.tableNumbers.length || a.tableNumbers[0] - b.tableNumbers[0])
    .map(({ tableNumbers, capacity }) => ({
      value: tableNumbers.join('+'),
      label: `${tablesName(tableNumbers)} (${plural(capacity, 'seat')})`,
      tableNumbers,
    }))
}

/** 'Table 5', or 'Tables 5 + 6'. */
export function tablesName(tableNumbers: readonly number[]): string {
  return tableNumbers.length === 1 ? `Table ${tableNumbers[0]}` : joinedTablesName(tableNumbers)
}

/** 'Saturday, December 5, 2026 at 7:00 PM', with '(after midnight)' for a start past the day's midnight. */
export function requestWhen(request: Pick<ReservationJson, 'date' | 'time'>, hours: OpeningHoursJson | undefined): string {
  const minute = hours ? dayMinute(hoursOn(hours, request.date), request.time) : null
  const late = minute !== null && minute >= MINUTES_PER_DAY ? ' (after midnight)' : ''
  return `${formatWeekdayDate(request.date)} at ${formatTime12h(request.time)}${late}`
}

/** One answer to a request (If-Match: the version the host saw): the lists refetch, and the open requests. */
function useRequestChange<V>(send: (variables: V, request: ReservationJson) => Promise<ReservationJson>, success: (updated: ReservationJson) => string) {
  return useStaffMutation({
    mutationFn: ({ variables, request }: { variables: V; request: ReservationJson }) => send(variables, request),
    invalidates: [groupRequestKeys.all, reservationKeys.all],
    success,
    // The server's words: a table taken or too small, tables still to assign, a change on another screen.
    failure: (error) => errorMessage(error, 'The request could not be changed. Please try again.'),
  })
}

const ifMatch = (request: ReservationJson) => ({ [IF_MATCH_HEADER]: String(request.version) })

/**
 * The host stand's 'Requests': every group request waiting for an answer, with who asks, for how many, when, their
 * notes and how to reach them; and the answers: assign tables (one, or joined ones), Confirm, Decline with a message.
 */
export function RequestsList({ tables, hours }: { tables: readonly TableJson[] | undefined; hours: OpeningHoursJson | undefined }) {
  const requests = useOpenGroupRequests()
  const joined = useJoinedTables((requests.data?.length ?? 0) > 0)
  const count = requests.data?.length
  return (
    <section id={REQUESTS_SECTION_ID} aria-labelledby="requests-title" className="grid scroll-mt-20 gap-3" data-testid="group-requests">
      <h3 id="requests-title" className="flex items-center gap-2 text-lg font-semibold">
        <Users className="size-5" aria-hidden="true" />
        Requests
        {count !== undefined && count > 0 && <Badge className="bg-orange-100 text-orange-900">{count}</Badge>}
      </h3>
      <QueryState query={requests} loading="Loading the group requests..." error="The group requests could not be loaded." empty="No group requests waiting for an answer.">
        {(list) => (
          <ul className="grid gap-3" aria-label="Group requests">
            {list.map((request) => (
              <RequestItem key={request.id} request={request} hours={hours} choices={tableChoices(tables ?? [], joined.data ?? [], request.guests)} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  )
}

function RequestItem({ request, hours, choices }: { request: ReservationJson; hours: OpeningHoursJson | undefined; choices: TableChoice[] }) {
  const hydrated = useHydrated()
  const uid = useId()
  const assigned = request.tableNumbers.join('+')
  const [picked, setPicked] = useState(assigned)
  const [declining, setDeclining] = useState(false)
  const assign = useRequestChange(
    (tableNumbers: number[], r) => apiRequest<ReservationJson>('PATCH', reservationPaths.table(r.id), { tableNumbers }, undefined, ifMatch(r)),
    (updated) => `${tablesName(updated.tableNumbers)} assigned to ${updated.name}'s request.`,
  )
  const confirm = useRequestChange(
    (_: void, r) => apiRequest<ReservationJson>('PATCH', reservationPaths.status(r.id), { status: 'confirmed' }, undefined, ifMatch(r)),
    (updated) => `${updated.name}'s request is confirmed: ${tablesName(updated.tableNumbers)} held for them.`,
  )
  const busy = assign.isPending || confirm.isPending
  const choice = choices.find((c) => c.value === picked)
  const hasTables = request.tableNumbers.length > 0
  const tablesId = `${uid}-tables`
  const confirmHintId = `${uid}-confirm-hint`
  return (
    <li className="grid gap-3 rounded-lg border border-orange-300 bg-card p-3" data-request-id={request.id}>
      <div className="grid gap-1 text-sm">
        <p className="text-base font-semibold break-words">
          {request.name} <span className="font-normal">· {plural(request.guests, 'guest')}</span>
        </p>
        <p className="font-medium">{requestWhen(request, hours)}</p>
        <p className="text-muted-foreground">
          <span className="font-mono">{request.reference}</span>
          {hasTables && <> · {tablesName(request.tableNumbers)} assigned</>}
        </p>
        {request.notes && (
          <p className="break-words whitespace-pre-line">
            <span className="font-medium">Request:</span> {request.notes}
          </p>
        )}
        <div className="flex flex-wrap gap-x-4">
          {request.phone && (
            <a href={`tel:${request.phone}`} className="flex min-h-11 items-center gap-2 underline underline-offset-4" aria-label={`Call ${request.name}, ${request.phone}`}>
              <Phone className="size-4" aria-hidden="true" />
              {request.phone}
            </a>
          )}
          {request.email && (
            <a href={`mailto:${request.email}`} className="flex min-h-11 items-center gap-2 break-all underline underline-offset-4" aria-label={`E-mail ${request.name}, ${request.email}`}>
              <Mail className="size-4 shrink-0" aria-hidden="true" />
              {request.email}
            </a>
          )}
        </div>
      </div>

      <form
        className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault()
          if (choice) assign.mutate({ variables: choice.tableNumbers, request })
        }}
      >
        <div className="grid gap-1.5">
          <Label htmlFor={tablesId}>Tables for {request.name}</Label>
          <NativeSelect id={tablesId} value={picked} onChange={(e) => setPicked(e.target.value)} disabled={!hydrated || busy || choices.length === 0}>
            <option value="">{choices.length === 0 ? `No table or joined tables seat ${request.guests}` : 'Choose tables'}</option>
            {choices.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </NativeSelect>
          {choices.length === 0 && (
            <p className="text-sm text-muted-foreground">
              Join tables on the{' '}
              <Link to="/admin/tables" className="text-primary underline underline-offset-4">
                tables page
              </Link>{' '}
              to seat this group.
            </p>
          )}
        </div>
        <Button type="submit" variant="outline" className="h-11" disabled={!hydrated || busy || !choice || picked === assigned}>
          Assign tables
        </Button>
      </form>

      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          className="h-11"
          disabled={!hydrated || busy || !hasTables}
          aria-describedby={hasTables ? undefined : confirmHintId}
          onClick={() => confirm.mutate({ variables: undefined, request })}
        >
          Confirm
        </Button>
        <Button type="button" variant="outline" className="h-11" disabled={!hydrated || busy} onClick={() => setDeclining(true)}>
          <MessageSquareX aria-hidden="true" />
          Decline
        </Button>
        {!hasTables && (
          <p id={confirmHintId} className="text-sm text-muted-foreground">
            Assign tables first, then confirm.
          </p>
        )}
      </div>
      <DeclineDialog request={declining ? request : null} when={requestWhen(request, hours)} onClose={() => setDeclining(false)} />
    </li>
  )
}

/** Decline a request with a message the guest reads (on their page and by e-mail). */
function DeclineDialog({ request, when, onClose }: { request: ReservationJson | null; when: string; onClose: () => void }) {
  const uid = useId()
  const [message, setMessage] = useState('')
  const [error, setError] = useState<string | null>(null)
  const decline = useStaffMutation({
    mutationFn: ({ r, text }: { r: ReservationJson; text: string }) =>
      apiRequest<ReservationJson>('PATCH', reservationPaths.status(r.id), { status: 'declined', message: text }, undefined, ifMatch(r)),
    invalidates: [groupRequestKeys.all, reservationKeys.all],
    success: (updated) => `${updated.name}'s request is declined; your message is on its way to them.`,
    failure: (failure) => errorMessage(failure, 'The request could not be declined. Please try again.'),
  })
  const messageId = `${uid}-message`
  const errorId = `${uid}-error`
  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Decline {request?.name}&rsquo;s request?</DialogTitle>
          <DialogDescription>
            {request && `${plural(request.guests, 'guest')}, ${when}. `}
            The guest reads your message on their booking page and by e-mail.
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault()
            if (!request) return
            if (message.trim() === '') return setError('Please write the guest a message (up to 1000 characters)')
            decline.mutate({ r: request, text: message }, { onSuccess: onClose })
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor={messageId}>Message to the guest</Label>
            <Textarea
              id={messageId}
              rows={4}
              maxLength={1000}
              value={message}
              onChange={(e) => {
                setMessage(e.target.value)
                setError(null)
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              placeholder="We are fully booked that evening. Could you come on Sunday instead?"
            />
            {error && (
              <p id={errorId} className="text-sm font-medium text-destructive">
                {error}
              </p>
            )}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Keep the request
            </Button>
            <Button type="submit" variant="destructive" disabled={decline.isPending}>
              {decline.isPending ? 'Declining...' : 'Decline request'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
