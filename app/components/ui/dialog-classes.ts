/** The classes the dialog and the alert dialog share. */
export const DIALOG_CLASS = {
  overlay: 'fixed inset-0 z-50 bg-black/60',
  // Centred, and narrower than a phone's screen; each dialog adds its greatest width.
  box: 'fixed left-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border border-border bg-card p-6 shadow-lg',
  footer: 'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end',
  title: 'text-lg font-semibold',
  description: 'text-base text-muted-foreground',
}
