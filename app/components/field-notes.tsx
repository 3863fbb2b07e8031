// Apart from form-field.tsx, whose staff checkbox would bring lucide-react into the booking page.

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
