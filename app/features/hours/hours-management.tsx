import { Trash2 } from '~/components/staff-icons'
import { useState } from 'react'
import { QueryState } from '~/components/query-state'
import { useStaffTranslations } from '~/components/staff-translations-query'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { StaffScreen } from '~/components/admin-frame'
import { UnsavedChangesDialog } from '~/components/unsaved-changes-dialog'
import { useHydrated } from '~/components/use-hydrated'
import { useUnsavedChanges } from '~/components/use-unsaved-changes'
import type { OpeningHoursCheckJson, OpeningHoursJson, WeeklyHoursJson } from '~/contracts/opening-hours'
import { ApiError } from '~/lib/api'
import { formatWeekdayDate } from '~/lib/date-wording'
import { AddException } from './add-exception'
import { AffectedBookings } from './affected-bookings'
import { AffectedEvents } from './affected-events'
import { ExceptionTranslations } from './exception-translations'
import {
  describeDetail,
  describeException,
  type ExceptionDraft,
  hoursChanged,
  sortedExceptions,
  toExceptionDraft,
  toHoursInput,
  WEEKDAYS_MONDAY_FIRST,
} from './hours-form'
import { OVERNIGHT_HINT, WeekdayRow } from './hours-inputs'
import { useCheckHours, useHours, useSaveHours } from './hours-query'

/**
 * /admin/hours: weekly hours, closed days and special hours. Saving first checks which bookings and events the new
 * hours leave outside them and shows them (the owner can still save); leaving with changes not saved asks first.
 */
export function HoursManagement({ today }: { today: string }) {
  const hours = useHours()
  return (
    <StaffScreen title="Opening Hours">
      <QueryState query={hours} loading="Loading opening hours..." error="The opening hours could not be loaded.">
        {(data) => <HoursEditor initial={data} today={today} />}
      </QueryState>
    </StaffScreen>
  )
}

const hasAffected = (result: OpeningHoursCheckJson) => result.affectedBookings.length > 0 || result.affectedEvents.length > 0

function HoursEditor({ initial, today }: { initial: OpeningHoursJson; today: string }) {
  const hydrated = useHydrated()
  const save = useSaveHours()
  const check = useCheckHours()
  const storedTranslations = useStaffTranslations()?.openingHours
  const [saved, setSaved] = useState<OpeningHoursJson>(initial)
  const [weekly, setWeekly] = useState<WeeklyHoursJson[]>(initial.weekly)
  const [exceptions, setExceptions] = useState<ExceptionDraft[]>(initial.exceptions.map(toExceptionDraft))
  const [problems, setProblems] = useState<string[]>([])
  // Before a save: what it would affect, shown until the owner saves anyway or edits on. After it: what it affected.
  const [checked, setChecked] = useState<OpeningHoursCheckJson | null>(null)
  const [affected, setAffected] = useState<OpeningHoursCheckJson | null>(null)
  const blocker = useUnsavedChanges(hoursChanged(saved, weekly, exceptions))

  // Any edit makes an earlier check or answer stale.
  const edit = <T,>(apply: (value: T) => void) => (value: T) => {
    setChecked(null)
    setAffected(null)
    apply(value)
  }
  const setDay = (weekday: number, change: Partial<WeeklyHoursJson>) =>
    edit(setWeekly)((days: WeeklyHoursJson[]) => days.map((d) => (d.weekday === weekday ? { ...d, ...change } : d)))
  const changeExceptions = edit(setExceptions)

  const showProblems = (error: unknown, input: OpeningHoursJson) => {
    if (!(error instanceof ApiError && error.status === 400)) return
    const details = error.body?.details ?? []
    setProblems(details.length > 0 ? details.map((d) => describeDetail(d, input)) : [error.body?.message ?? 'The hours could not be saved.'])
  }

  const saveNow = () => {
    const input = toHoursInput(weekly, exceptions)
    setProblems([])
    save.mutate(input, {
      onSuccess: (answer) => {
        setChecked(null)
        setAffected(answer)
        setSaved(answer)
        setWeekly(answer.weekly)
        setExceptions(answer.exceptions.map(toExceptionDraft))
      },
      onError: (error) => showProblems(error, input),
    })
  }

  const onSave = (event: React.FormEvent) => {
    event.preventDefault()
    // Checked already (the owner read what it affects): this is "Save anyway".
    if (checked) return saveNow()
    const input = toHoursInput(weekly, exceptions)
    setProblems([])
    setAffected(null)
    check.mutate(input, {
      onSuccess: (result) => (hasAffected(result) ? setChecked(result) : saveNow()),
      onError: (error) => showProblems(error, input),
    })
  }
  const working = save.isPending || check.isPending

  return (
    <form onSubmit={onSave} className="grid gap-6" aria-label="Opening hours">
      <Card>
        <CardHeader>
          <CardTitle>Weekly hours</CardTitle>
          <CardDescription>{OVERNIGHT_HINT} Guests can book a table starting up to two hours before closing.</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="divide-y divide-border">
            {WEEKDAYS_MONDAY_FIRST.map((weekday) => {
              const day = weekly.find((d) => d.weekday === weekday)!
              return <WeekdayRow key={weekday} day={day} disabled={!hydrated} onChange={(change) => setDay(weekday, change)} />
            })}
          </ul>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Closed days and special hours</CardTitle>
          <CardDescription>
            Close the venue on one date, or open it at other hours. The note (for example &quot;Private event&quot;) is shown to guests.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          {exceptions.length === 0 ? (
            <p className="text-muted-foreground">No closed days or special hours from today on.</p>
          ) : (
            <ul className="divide-y divide-border" aria-label="Closed days and special hours">
              {sortedExceptions(exceptions).map((e) => (
                <li key={e.date} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <span className="flex flex-wrap items-center gap-2">
                    {e.closed ? <Badge variant="accent">Closed</Badge> : <Badge variant="secondary">Special hours</Badge>}
                    <span>{describeException(e)}</span>
                  </span>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    className="text-destructive"
                    disabled={!hydrated}
                    onClick={() => changeExceptions((list: ExceptionDraft[]) => list.filter((x) => x.date !== e.date))}
                  >
                    <Trash2 aria-hidden="true" />
                    Remove<span className="sr-only"> the exception for {formatWeekdayDate(e.date)}</span>
                  </Button>
                  {e.note.trim() && (
                    <div className="basis-full">
                      <ExceptionTranslations
                        // Just added: what was typed with it; else the date's stored ones (once read).
                        stored={e.translations ?? (storedTranslations && (storedTranslations[e.date] ?? {}))}
                        onChange={(translations) => changeExceptions((list: ExceptionDraft[]) => list.map((x) => (x.date === e.date ? { ...x, translations } : x)))}
                      />
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
          <AddException today={today} listed={exceptions} disabled={!hydrated} onAdd={(e) => changeExceptions((list: ExceptionDraft[]) => [...list, e])} />
        </CardContent>
      </Card>

      {problems.length > 0 && (
        <div role="alert" className="rounded-lg border border-destructive p-4 text-sm text-destructive">
          <p className="font-semibold">The hours were not saved:</p>
          <ul className="mt-1 list-disc pl-5">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}

      {checked && (
        <section aria-labelledby="hours-check-title" className="grid gap-4 rounded-lg border-2 border-accent-strong p-4" data-testid="hours-check">
          <h3 id="hours-check-title" role="alert" className="text-lg font-semibold">
            Before you save: the new hours close the venue for these
          </h3>
          {checked.affectedBookings.length > 0 && <AffectedBookings bookings={checked.affectedBookings} saved={false} />}
          <AffectedEvents events={checked.affectedEvents} saved={false} />
        </section>
      )}

      <div className="flex flex-wrap items-center justify-end gap-3">
        <p className="text-sm text-muted-foreground">Added and removed dates take effect when you save.</p>
        {checked && (
          <Button type="button" size="lg" variant="outline" onClick={() => setChecked(null)}>
            Keep editing
          </Button>
        )}
        <Button type="submit" size="lg" disabled={!hydrated || working}>
          {working ? (save.isPending ? 'Saving...' : 'Checking...') : checked ? 'Save anyway' : 'Save opening hours'}
        </Button>
      </div>

      {affected && (
        <>
          <AffectedBookings bookings={affected.affectedBookings} saved />
          <AffectedEvents events={affected.affectedEvents} saved />
        </>
      )}
      <UnsavedChangesDialog blocker={blocker} />
    </form>
  )
}

