import { BellOff, Eye, Info, RotateCw } from '~/components/staff-icons'
import { useState } from 'react'
import { QueryState, type QueryStateResult } from '~/components/query-state'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { StaffScreen } from '~/components/admin-frame'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { type EmailJson, type EmailListJson, EMAIL_LIST_LIMIT, emailKindLabels, emailStatusLabels } from '~/contracts/emails'
import { cn } from '~/lib/cn'
import { plural } from '~/lib/plural'
import { EMAIL_STATUS_BADGE, canResend, deliveryText, emailTimeFormat, shownError } from './email-format'
import { EmailPreviewDialog } from './email-preview-dialog'
import { useDismissEmail, useEmails, useResendEmail } from './emails-query'

export const EMAILS_TEXT = {
  title: 'E-mails',
  intro: `Every message the site sends (booking confirmations, cancellations, changes, reminders, and the venue's new-booking notices), newest first: the last ${EMAIL_LIST_LIMIT}. The list refreshes every 30 seconds.`,
  noMailServer:
    'E-mails are not being sent: no mail server is set (SMTP_URL). They wait here, and are sent once a mail server is set.',
  loading: 'Loading e-mails...',
  error: 'The e-mails could not be loaded.',
  empty: 'No e-mails yet. Booking confirmations and notices appear here as soon as guests book.',
} as const

/** The outbox as staff see it: each message, its delivery, a preview, and 'Resend' for a failed one. */
export function EmailsManagement({ timeZone }: { timeZone: string }) {
  const emails = useEmails()
  const [previewing, setPreviewing] = useState<EmailJson | null>(null)
  return (
    <StaffScreen title={EMAILS_TEXT.title} description={EMAILS_TEXT.intro}>
      {emails.data && !emails.data.mailServer && <NoMailServerNotice />}
      <Outbox emails={emails} timeZone={timeZone} onPreview={setPreviewing} />
      <EmailPreviewDialog email={previewing} onClose={() => setPreviewing(null)} />
    </StaffScreen>
  )
}

function NoMailServerNotice() {
  return (
    <div className="flex gap-3 rounded-lg border border-border bg-muted p-4 text-sm" data-testid="no-mail-server">
      <Info className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
      <p>{EMAILS_TEXT.noMailServer}</p>
    </div>
  )
}

/** The outbox card: cards on a phone or a tablet, a table on a wide screen (each rendering hides the other). */
export function Outbox({
  emails,
  timeZone,
  onPreview,
  now = new Date(),
}: {
  emails: QueryStateResult<EmailListJson>
  timeZone: string
  onPreview: (email: EmailJson) => void
  now?: Date
}) {
  const resend = useResendEmail()
  const dismiss = useDismissEmail()
  const formatTime = emailTimeFormat(timeZone)
  const count = emails.data?.emails.length
  const rowOf = (email: EmailJson): EmailRow => ({
    email,
    created: formatTime(email.createdAt),
    delivery: deliveryText(email, { formatTime, now, mailServer: emails.data?.mailServer ?? true }),
    error: shownError(email),
    resending: resend.isPending && resend.variables?.id === email.id,
    dismissing: dismiss.isPending && dismiss.variables?.id === email.id,
  })
  // The pressed button goes with the failure it answered: focus moves to its message, never to the page's start.
  const keepFocus = { onSuccess: (_result: EmailJson, email: EmailJson) => focusMessage(email.id) }
  const actions = {
    onPreview,
    onResend: (email: EmailJson) => resend.mutate(email, keepFocus),
    onDismiss: (email: EmailJson) => dismiss.mutate(email, keepFocus),
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>{count === undefined ? 'Outbox' : `Outbox (${count})`}</CardTitle>
        <CardDescription>Times are the venue&rsquo;s. A failed message can be sent again; every message can be previewed.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={emails}
          loading={EMAILS_TEXT.loading}
          error={EMAILS_TEXT.error}
          empty={EMAILS_TEXT.empty}
          isEmpty={(data) => data.emails.length === 0}
        >
          {(data) => {
            const rows = data.emails.map(rowOf)
            return (
              <>
                <ul className="grid gap-3 sm:grid-cols-2 lg:hidden" aria-label="E-mails">
                  {rows.map((row) => (
                    <EmailCard key={row.email.id} row={row} {...actions} />
                  ))}
                </ul>
                <EmailTable rows={rows} {...actions} />
              </>
            )
          }}
        </QueryState>
      </CardContent>
    </Card>
  )
}

/** Focuses the message `id` as the screen shows it (its card on a phone, its table row on a wide screen). */
function focusMessage(id: number) {
  const shown = [...document.querySelectorAll<HTMLElement>(`[data-email-id="${id}"]`)].find((element) => element.offsetParent !== null)
  shown?.focus()
}

/** A message with what the screen says of it. */
interface EmailRow {
  email: EmailJson
  created: string
  delivery: string | null
  error: string | null
  resending: boolean
  dismissing: boolean
}

interface RowActions {
  onPreview: (email: EmailJson) => void
  onResend: (email: EmailJson) => void
  onDismiss: (email: EmailJson) => void
}

function StatusBadge({ email }: { email: EmailJson }) {
  return (
    <Badge className={cn('shrink-0 whitespace-nowrap', EMAIL_STATUS_BADGE[email.status])} data-testid="email-status">
      {emailStatusLabels[email.status]}
    </Badge>
  )
}

function LastError({ error }: { error: string }) {
  return (
    <p className="rounded-md bg-muted px-2 py-1 text-sm wrap-anywhere" data-testid="email-error">
      <span className="font-medium">Last error:</span> {error}
    </p>
  )
}

/** A button of an e-mail's row, named with the e-mail for screen readers ('Resend: Booking confirmation to ...'). */
function EmailButton({
  icon: Icon,
  label,
  which,
  busy,
  onClick,
}: {
  icon: React.ComponentType<{ 'aria-hidden'?: boolean | 'true' }>
  label: string
  which: string
  busy?: boolean
  onClick: () => void
}) {
  return (
    <Button variant="outline" size="sm" disabled={busy} aria-busy={busy || undefined} onClick={onClick}>
      <Icon aria-hidden="true" />
      {label}
      <span className="sr-only">: {which}</span>
    </Button>
  )
}

function RowButtons({ row, onPreview, onResend, onDismiss }: { row: EmailRow } & RowActions) {
  const { email } = row
  const which = `${emailKindLabels[email.kind]} to ${email.to}`
  return (
    <div className="flex flex-wrap gap-2">
      <EmailButton icon={Eye} label="Preview" which={which} onClick={() => onPreview(email)} />
      {canResend(email) && (
        <EmailButton icon={RotateCw} label={row.resending ? 'Resending...' : 'Resend'} which={which} busy={row.resending} onClick={() => onResend(email)} />
      )}
      {canResend(email) && (
        <EmailButton icon={BellOff} label={row.dismissing ? 'Dismissing...' : 'Dismiss'} which={which} busy={row.dismissing} onClick={() => onDismiss(email)} />
      )}
    </div>
  )
}

function EmailCard({ row, ...actions }: { row: EmailRow } & RowActions) {
  const { email } = row
  return (
    <li className="grid content-start gap-2 rounded-lg border border-border p-3" data-email-id={email.id} tabIndex={-1}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold">{emailKindLabels[email.kind]}</span>
        <StatusBadge email={email} />
      </div>
      <p className="text-sm break-words">{email.subject}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">To</dt>
        <dd className="min-w-0 wrap-anywhere">{email.to}</dd>
        {email.reference && (
          <>
            <dt className="text-muted-foreground">Booking</dt>
            <dd className="font-mono">{email.reference}</dd>
          </>
        )}
        <dt className="text-muted-foreground">Created</dt>
        <dd>
          <time dateTime={email.createdAt}>{row.created}</time>
        </dd>
        {row.delivery && (
          <>
            <dt className="text-muted-foreground">Delivery</dt>
            <dd>{row.delivery}</dd>
          </>
        )}
        <dt className="text-muted-foreground">Attempts</dt>
        <dd className="tabular-nums">{email.attempts}</dd>
      </dl>
      {row.error && <LastError error={row.error} />}
      <RowButtons row={row} {...actions} />
    </li>
  )
}

function EmailTable({ rows, ...actions }: { rows: EmailRow[] } & RowActions) {
  return (
    <table className="hidden w-full text-left text-sm lg:table">
      <caption className="sr-only">E-mails, newest first</caption>
      <thead className="border-b border-border text-muted-foreground">
        <tr>
          {['Message', 'Booking', 'Status', 'Created', 'Delivery'].map((column, index) => (
            <th key={column} scope="col" className={cn('py-2 font-medium', index === 0 ? 'pr-3' : 'px-3')}>
              {column}
            </th>
          ))}
          <th scope="col" className="py-2 pl-3 font-medium">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {rows.map((row) => {
          const { email } = row
          return (
            <tr key={email.id} data-email-id={email.id} tabIndex={-1} className="align-top">
              <td className="min-w-56 py-3 pr-3">
                <p className="font-semibold">{emailKindLabels[email.kind]}</p>
                <p className="break-words">{email.subject}</p>
                <p className="text-muted-foreground wrap-anywhere">
                  <span className="sr-only">To: </span>
                  {email.to}
                </p>
              </td>
              <td className="px-3 py-3 font-mono whitespace-nowrap">{email.reference ?? <span className="font-sans text-muted-foreground">None</span>}</td>
              <td className="px-3 py-3">
                <StatusBadge email={email} />
              </td>
              <td className="px-3 py-3 whitespace-nowrap">
                <time dateTime={email.createdAt}>{row.created}</time>
              </td>
              <td className="min-w-60 px-3 py-3">
                <div className="grid gap-1">
                  {row.delivery && <p>{row.delivery}</p>}
                  <p className="text-muted-foreground">{plural(email.attempts, 'attempt')}</p>
                  {row.error && <LastError error={row.error} />}
                </div>
              </td>
              <td className="py-3 pl-3">
                <RowButtons row={row} {...actions} />
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
