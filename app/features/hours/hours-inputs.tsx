import { useId } from 'react'
import { Badge } from '~/components/ui/badge'
import { Checkbox } from '~/components/ui/checkbox'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import type { WeeklyHoursJson } from '~/contracts/opening-hours'
import { weekdayName } from '~/lib/opening-hours'
import { formatTime12h } from '~/lib/time-slots'
import { closesNextDay } from './hours-form'

export const OVERNIGHT_HINT = 'A closing time at or before the opening time means the next morning: open 18:00, close 02:00 is until 2 AM the next day.'

/** One weekday's row of the weekly hours: closed, or its opening and closing times. */
export function WeekdayRow({ day, disabled, onChange }: { day: WeeklyHoursJson; disabled: boolean; onChange: (change: Partial<WeeklyHoursJson>) => void }) {
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

export function TimeInput({
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

