import { AdminDialogContent } from '~/components/admin-dialog'
import { QueryState } from '~/components/query-state'
import { Badge } from '~/components/ui/badge'
import { Dialog, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog'
import { type EmailJson, type EmailPreviewJson, emailKindLabels, emailStatusLabels } from '~/contracts/emails'
import { cn } from '~/lib/cn'
import { EMAIL_STATUS_BADGE } from './email-format'
import { useEmailPreview } from './emails-query'
import { TitledSection } from '~/components/titled-section'

/** The message of a row, as it is (or was) sent: open while there is one, `onClose` when staff close it. */
export function EmailPreviewDialog({ email, onClose }: { email: EmailJson | null; onClose: () => void }) {
  return (
    <Dialog open={email !== null} onOpenChange={(open) => !open && onClose()}>
      <AdminDialogContent onEscape={onClose} className="max-w-3xl grid-cols-1">
        <DialogHeader>
          <DialogTitle className="break-words">{email?.subject ?? 'E-mail'}</DialogTitle>
          <DialogDescription className="wrap-anywhere">{email && `${emailKindLabels[email.kind]} to ${email.to}`}</DialogDescription>
        </DialogHeader>
        {email && <LoadedPreview id={email.id} />}
      </AdminDialogContent>
    </Dialog>
  )
}

function LoadedPreview({ id }: { id: number }) {
  const preview = useEmailPreview(id)
  return (
    <QueryState query={preview} loading="Loading the message..." error="The message could not be loaded.">
      {(message) => <EmailPreview message={message} />}
    </QueryState>
  )
}

/**
 * The message's envelope, its HTML part in a sandboxed frame (no scripts, no access to this page: `sandbox=""` gives
 * it an origin of its own), and its plain-text part as a mail program without HTML shows it.
 */
export function EmailPreview({ message }: { message: EmailPreviewJson }) {
  return (
    <div className="grid gap-5">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="font-medium">To</dt>
        <dd className="min-w-0 wrap-anywhere">{message.to}</dd>
        <dt className="font-medium">Subject</dt>
        <dd className="min-w-0 wrap-anywhere">{message.subject}</dd>
        <dt className="font-medium">Attachments</dt>
        <dd className="min-w-0 wrap-anywhere">
          {message.attachments.length === 0 ? (
            'None'
          ) : (
            <ul>
              {message.attachments.map((attachment, index) => (
                <li key={index}>
                  <span className="font-mono">{attachment.fileName}</span>{' '}
                  <span className="text-muted-foreground">({attachment.contentType})</span>
                </li>
              ))}
            </ul>
          )}
        </dd>
        <dt className="font-medium">Status</dt>
        <dd>
          <Badge className={cn(EMAIL_STATUS_BADGE[message.status])}>{emailStatusLabels[message.status]}</Badge>
        </dd>
      </dl>
      <TitledSection id={`email-html-${message.id}`} title="As e-mail programs show it">
        {/* Out of the Tab order: a key pressed inside a frame never reaches this page, so Escape would not close the
            dialog from there, and the message's links are not for staff to follow. The plain text below says it all. */}
        <iframe
          sandbox=""
          tabIndex={-1}
          srcDoc={message.html}
          title={`The e-mail as e-mail programs show it: ${message.subject}`}
          className="h-[36rem] max-h-[65dvh] w-full rounded-md border border-border bg-white"
        />
      </TitledSection>
      <TitledSection id={`email-text-${message.id}`} title="Plain text">
        <pre className="rounded-md border border-border bg-muted p-3 font-mono text-sm whitespace-pre-wrap wrap-anywhere" data-testid="email-text">
          {message.text}
        </pre>
      </TitledSection>
    </div>
  )
}
