// Apart from form-field.tsx, whose staff checkbox would bring Radix's checkbox into the booking page.

/** A field's hint and error message, below its control, with the ids `fieldAria(id, error, hint)` links it to. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: React.ReactNode; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </>
  )
}

/** A field's note that follows the guest's choices (the day's hours, the stay), read out as it changes; none while empty. */
export function FieldStatusNote({ id, note, className }: { id: string; note: React.ReactNode; className: string }) {
  return note ? (
    <p id={id} role="status" className={className}>
      {note}
    </p>
  ) : null
}
