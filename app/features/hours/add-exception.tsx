import { useId, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { TranslationFields } from '~/components/translation-fields'
import { type TranslationFormValues, translationFormValues, translationsInput } from '~/components/translation-form'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { NativeSelect } from '~/components/ui/native-select'
import { OPENING_NOTE_MAX_LENGTH } from '~/contracts/opening-hours'
import { EMPTY_EXCEPTION, EXCEPTION_TRANSLATED, EXCEPTION_TRANSLATED_NAMES, type ExceptionDraft, exceptionDraftProblem } from './hours-form'
import { OVERNIGHT_HINT, TimeInput } from './hours-inputs'

const noTranslations = () => translationFormValues(undefined, EXCEPTION_TRANSLATED_NAMES)

/** The form to add one date's exception to the list (saved with the rest), its note with its translations. */
export function AddException({ today, listed, disabled, onAdd }: { today: string; listed: ExceptionDraft[]; disabled: boolean; onAdd: (e: ExceptionDraft) => void }) {
  const id = useId()
  const [draft, setDraft] = useState<ExceptionDraft>({ ...EMPTY_EXCEPTION, date: '' })
  const [problem, setProblem] = useState<string | null>(null)
  const translationForm = useForm<{ translations: TranslationFormValues }>({ defaultValues: { translations: noTranslations() } })
  const translations = useWatch({ control: translationForm.control, name: 'translations' })
  const set = (change: Partial<ExceptionDraft>) => setDraft((d) => ({ ...d, ...change }))
  const add = () => {
    const typed = { ...draft, note: draft.note.trim(), translations: translationsInput(translationForm.getValues('translations')) }
    const why = exceptionDraftProblem(typed, listed, today)
    setProblem(why)
    if (why) return
    onAdd(typed)
    setDraft({ ...EMPTY_EXCEPTION, date: '' })
    translationForm.reset({ translations: noTranslations() })
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
      <TranslationFields
        fields={EXCEPTION_TRANSLATED}
        register={(path) => translationForm.register(path as 'translations')}
        errorOf={() => undefined}
        values={translations}
      />
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
