import { FieldNotes } from '~/components/field-notes'
import { Label } from '~/components/ui/label'
import { useBookingWords } from './use-booking-words'

/** One labelled field of the booking form with its optional hint and its error message (linked by fieldAria). */
export function Field({
  id,
  label,
  hint,
  error,
  after,
  children,
}: {
  id: string
  label: React.ReactNode
  hint?: string
  error?: string
  /** Shown below the hint and the error message. */
  after?: React.ReactNode
  children: React.ReactNode
}) {
  const words = useBookingWords()
  return (
    <div className="grid content-start gap-1.5" data-field>
      <Label htmlFor={id} id={`${id}-label`}>
        {label}
      </Label>
      {children}
      <FieldNotes id={id} hint={hint} error={error && words.error(error)} />
      {after}
    </div>
  )
}

/** A field label with '(optional)' after it. */
export function OptionalLabel({ text }: { text: string }) {
  const { t } = useBookingWords()
  return (
    <>
      {`${text} `}
      <span className="font-normal text-muted-foreground">{t('optional')}</span>
    </>
  )
}
