import { Trash2 } from '~/components/staff-icons'
import { useId, useState } from 'react'
import { QueryState } from '~/components/query-state'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Checkbox } from '~/components/ui/checkbox'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { NativeSelect } from '~/components/ui/native-select'
import { StaffScreen } from '~/components/admin-frame'
import { useHydrated } from '~/components/use-hydrated'
import { OPENING_NOTE_MAX_LENGTH, type AffectedBookingJson, type OpeningHoursJson, type WeeklyHoursJson } from '~/contracts/opening-hours'
import { ApiError } from '~/lib/api'
import { formatWeekdayDate } from '~/lib/date-wording'
import { weekdayName } from '~/lib/opening-hours'
import { formatTime12h } from '~/lib/time-slots'
import {
  closesNextDay,
  describeDetail,
  describeException,
  EMPTY_EXCEPTION,
  type ExceptionDraft,
  exceptionDraftProblem,
  sortedExceptions,
  toExceptionDraft,
  toHoursInput,
  WEEKDAYS_MONDAY_FIRST,
} from './hours-form'
import { AffectedBookings } from './affected-bookings'
import { useHours, useSaveHours } from './hours-query'

const OVERNIGHT_HINT = 'A closing time at or before the opening time means the next morning: open 18:00, close 02:00 is until 2 AM the next day.'

/** /admin/hours: weekly hours, closed days and special hours; a save lists the bookings staff should contact. */
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

function HoursEditor({ initial, today }: { initial: OpeningHoursJson; today: string }) {
  const hydrated = useHydrated()
  const save = useSaveHours()
  const [weekly, setWeekly] = useState<WeeklyHoursJson[]>(initial.weekly)
  const [exceptions, setExceptions] = useState<ExceptionDraft[]>(initial.exceptions.map(toExceptionDraft))
  const [problems, setProblems] = useState<string[]>([])
  const [affected, setAffected] = useState<AffectedBookingJson[] | null>(null)

  const setDay = (weekday: number, change: Partial<WeeklyHoursJson>) =>
    setWeekly((days) => days.map((d) => (d.weekday === weekday ? { ...d, ...change } : d)))

  const onSave = (event: React.FormEvent) => {
    event.preventDefault()
    const input = toHoursInput(weekly, exceptions)
    setProblems([])
    save.mutate(input, {
      onSuccess: (saved) => {
        setAffected(saved.affectedBookings)
        setExceptions(saved.exceptions.map(toExceptionDraft))
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) {
          const details = error.body?.details ?? []
          setProblems(details.length > 0 ? details.map((d) => describeDetail(d, input)) : [error.body?.message ?? 'The hours could not be saved.'])
        }
      },
    })
  }

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
                    onClick={() => setExceptions((list) => list.filter((x) => x.date !== e.date))}
                  >
                    <Trash2 aria-hidden="true" />
                    Remove<span className="sr-only"> the exception for {formatWeekdayDate(e.date)}</span>
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <AddException today={today} listed={exceptions} disabled={!hydrated} onAdd={(e) => setExceptions((list) => [...list, e])} />
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

      <div className="flex flex-wrap items-center justify-end gap-3">
        <p className="text-sm text-muted-foreground">Added and removed dates take effect when you save.</p>
        <Button type="submit" size="lg" disabled={!hydrated || save.isPending}>
          {save.isPending ? 'Saving...' : 'Save opening hours'}
        </Button>
      </div>

      {affected && <AffectedBookings bookings={affected} />}
    </form>
  )
}

function WeekdayRow({ day, disabled, onChange }: { day: WeeklyHoursJson; disabled: boolean; onChange: (change: Partial<WeeklyHoursJson>) => void }) {
  const id = useId()
  const name = weekdayName(day.weekday)
  return (
    <li className="grid gap-3 py-3 sm:grid-cols-[8rem_7rem_1fr] sm:items-center" data-testid={`weekday-${day.weekday}`}>
      <span className="font-medium">{name}</span>
      <div className="flex items-center gap-2">
        <Checkbox id={`${id}-closed`} checked={day.closed} disabled={disabled} onCheckedChange={(checked) => onChange({ closed: checked === true })} />
        <Label htmlFor={`${id}-closed`}>
          Closed<span className="sr-only"> on {name}s</span>
        </Label>
      </div>
      {day.closed ? (
        <span className="text-sm text-muted-foreground">Closed all day</span>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <TimeInput id={`${id}-opens`} label="Opens" day={name} value={day.opens} disabled={disabled} onChange={(opens) => onChange({ opens })} />
          <TimeInput id={`${id}-closes`} label="Closes" day={name} value={day.closes} disabled={disabled} onChange={(closes) => onChange({ closes })} />
          {closesNextDay(day.opens, day.closes) && <Badge variant="secondary">closes next day at {formatTime12h(day.closes)}</Badge>}
        </div>
      )}
    </li>
  )
}

function TimeInput({
  id,
  label,
  day,
  value,
  disabled,
  onChange,
}: {
  id: string
  label: string
  day?: string
  value: string
  disabled: boolean
  onChange: (value: string) => void
}) {
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id}>
        {label}
        {day && <span className="sr-only"> on {day}</span>}
      </Label>
      <Input id={id} type="time" step={900} className="w-32" value={value} required disabled={disabled} onChange={(e) => onChange(e.target.value)} />
    </div>
  )
}

/** The form to add one date's exception to the list (saved with the rest). */
function AddException({ today, listed, disabled, onAdd }: { today: string; listed: ExceptionDraft[]; disabled: boolean; onAdd: (e: ExceptionDraft) => void }) {
  const id = useId()
  const [draft, setDraft] = useState<ExceptionDraft>({ ...EMPTY_EXCEPTION, date: '' })
  const [problem, setProblem] = useState<string | null>(null)
  const set = (change: Partial<ExceptionDraft>) => setDraft((d) => ({ ...d, ...change }))
  const add = () => {
    const why = exceptionDraftProblem(draft, listed, today)
    setProblem(why)
    if (why) return
    onAdd({ ...draft, note: draft.note.trim() })
    setDraft({ ...EMPTY_EXCEPTION, date: '' })
  }
  return (
    <fieldset className="grid gap-4 rounded-lg border border-border p-4">
      <legend className="px-1 text-sm font-semibold">Add a date</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-date`}>Date</Label>
          <Input
            id={`${id}-date`}
            type="date"
            min={today}
            value={draft.date}
            disabled={disabled}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(e) => set({ date: e.target.value })}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-kind`}>That day</Label>
          <NativeSelect id={`${id}-kind`} value={draft.closed ? 'closed' : 'special'} disabled={disabled} onChange={(e) => set({ closed: e.target.value === 'closed' })}>
            <option value="closed">Closed all day</option>
            <option value="special">Open at special hours</option>
          </NativeSelect>
        </div>
      </div>
      {!draft.closed && (
        <div className="grid gap-2">
          <div className="flex flex-wrap items-center gap-3">
            <TimeInput id={`${id}-opens`} label="Opens" value={draft.opens} disabled={disabled} onChange={(opens) => set({ opens })} />
            <TimeInput id={`${id}-closes`} label="Closes" value={draft.closes} disabled={disabled} onChange={(closes) => set({ closes })} />
          </div>
          <p className="text-xs text-muted-foreground">{OVERNIGHT_HINT}</p>
        </div>
      )}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-note`}>Note for guests (optional)</Label>
        <Input
          id={`${id}-note`}
          value={draft.note}
          maxLength={OPENING_NOTE_MAX_LENGTH}
          placeholder="Private event"
          disabled={disabled}
          onChange={(e) => set({ note: e.target.value })}
        />
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
      <Button type="button" variant="outline" className="justify-self-start" disabled={disabled} onClick={add}>
        Add date
      </Button>
    </fieldset>
  )
}
