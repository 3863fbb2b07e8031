import { MessageSquareX, Users } from '~/components/staff-icons'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { QueryState } from '~/components/query-state'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Label } from '~/components/ui/label'
import { NativeSelect } from '~/components/ui/native-select'
import { useHydrated } from '~/components/use-hydrated'
import { REQUESTS_SECTION_ID } from '~/contracts/group-requests'
import type { OpeningHoursJson } from '~/contracts/opening-hours'
import { type ReservationJson, reservationPaths } from '~/contracts/reservations'
import type { TableJson } from '~/contracts/tables'
import { apiRequest } from '~/lib/api'
import { plural } from '~/lib/plural'
import { DeclineDialog } from './decline-request-dialog'
import { GuestEmailLink, GuestPhoneLink, GuestRequestNote } from './guest-contact'
import { requestWhen, type TableChoice, tableChoices, tablesName } from './request-choices'
import { ifMatch, useJoinedTables, useOpenGroupRequests, useRequestChange } from './requests-query'

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
        {request.notes && <GuestRequestNote notes={request.notes} />}
        <div className="flex flex-wrap gap-x-4">
          {request.phone && <GuestPhoneLink name={request.name} phone={request.phone} />}
          {request.email && <GuestEmailLink name={request.name} email={request.email} />}
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
