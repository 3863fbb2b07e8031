import { Link } from 'react-router'
import { LogoMark } from '~/components/logo'
import { PageHeader } from '~/components/page-header'
import { Badge } from '~/components/ui/badge'
import { Button, buttonVariants } from '~/components/ui/button'
import { useHydrated } from '~/components/use-hydrated'
import type { WaitlistStatus, WaitlistStatusJson } from '~/contracts/waitlist'
import { LeaveLine } from './leave-line'
import { WaitlistOffer } from './waitlist-offer'
import { isInLine } from '~/lib/waitlist-line'
import { waitEstimate } from './waitlist-status-model'
import { isNotFound, useWaitlistStatus } from './waitlist-status-query'
import { useWaitlistWords, type WaitlistKey } from './use-waitlist-words'

const STATUS_KEYS: Record<WaitlistStatus, WaitlistKey> = {
  waiting: 'statusWaiting',
  offered: 'statusOffered',
  notified: 'statusNotified',
  seated: 'statusSeated',
  left: 'statusLeft',
  expired: 'statusExpired',
}

/**
 * The guest's live place in line: asked again every 4 s while in line, so the host's 'Notify' shows within 5 s. The
 * 'table ready' line sits in a live region that is there from the start (a region added with its text is not read).
 */
export function WaitlistStatusPage({ token, initialEntry }: { token: string; initialEntry: WaitlistStatusJson | null }) {
  const { t } = useWaitlistWords()
  const hydrated = useHydrated()
  const query = useWaitlistStatus(token, initialEntry)
  const entry = query.data
  const ready = entry?.status === 'notified'

  if (initialEntry === null || isNotFound(query.error)) return <WaitlistNotFound />
  return (
    <div className="grid gap-4" data-testid="waitlist-page">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <div aria-live="assertive" aria-atomic="true">
        {ready && (
          <div className="rounded-xl bg-primary p-5 text-center text-primary-foreground shadow-md" data-testid="waitlist-ready">
            <p className="text-2xl leading-tight font-extrabold break-keep">{t('readyTitle')}</p>
            <p className="mt-1 text-base">{t('readyText')}</p>
          </div>
        )}
      </div>
      {!entry ? (
        query.isError ? (
          <div role="alert" className="grid gap-3 rounded-xl border border-destructive bg-destructive/5 p-4 text-sm">
            <p>{t('loadError')}</p>
            <Button variant="outline" onClick={() => void query.refetch()} disabled={!hydrated}>
              {t('tryAgain')}
            </Button>
          </div>
        ) : (
          <p role="status" className="py-8 text-center text-muted-foreground">
            {t('loading')}
          </p>
        )
      ) : (
        <EntryCard token={token} entry={entry} disabled={!hydrated} stale={query.isError} />
      )}
    </div>
  )
}

function EntryCard({ token, entry, disabled, stale }: { token: string; entry: WaitlistStatusJson; disabled: boolean; stale: boolean }) {
  const w = useWaitlistWords()
  const { t } = w
  const live = isInLine(entry.status)
  const estimate = waitEstimate(entry.quotedMinutes)
  const line =
    entry.kind === 'online' && entry.from && entry.to
      ? t('onlineLine', { date: w.weekdayDate(entry.date), from: w.time(entry.from), to: w.time(entry.to) })
      : t('walkInLine', { date: w.weekdayDate(entry.date) })
  const waitText =
    estimate.kind === 'minutes' ? t('waitMinutes', { count: estimate.minutes }) : estimate.kind === 'now' ? t('waitNow') : t('waitUnknown')

  return (
    <div className="grid gap-4 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-6">
      <div className="grid gap-0.5 text-sm">
        <p className="font-medium text-foreground">{line}</p>
        <p className="text-muted-foreground">{t('party', { guests: w.guests(entry.guests), seating: w.seating(entry.seatingPreference) })}</p>
      </div>

      {entry.status === 'offered' && <WaitlistOffer token={token} entry={entry} disabled={disabled} />}

      <div role="status" aria-live="polite">
        <dl className="grid grid-cols-2 gap-3">
          <div className="rounded-lg bg-muted p-3">
            <dt className="text-sm text-muted-foreground">{t('place')}</dt>
            <dd className="text-4xl font-extrabold text-primary tabular-nums" data-testid="waitlist-position">
              {entry.position ?? '–'}
            </dd>
          </div>
          <div className="rounded-lg bg-muted p-3">
            <dt className="text-sm text-muted-foreground">{t('estimatedWait')}</dt>
            <dd className="text-lg leading-tight font-bold" data-testid="waitlist-wait">
              {entry.status === 'waiting' ? waitText : '–'}
            </dd>
          </div>
          <div className="col-span-2 flex items-center gap-2">
            <dt className="text-sm text-muted-foreground">{t('status')}</dt>
            <dd>
              <Badge variant={entry.status === 'notified' ? 'default' : 'secondary'} className="px-3 py-1 text-sm" data-testid="waitlist-status">
                {t(STATUS_KEYS[entry.status])}
              </Badge>
            </dd>
          </div>
        </dl>
      </div>

      <EndedNote entry={entry} />

      {live && entry.status !== 'offered' && <LeaveLine token={token} disabled={disabled} />}
      {live && <p className={`text-center text-xs ${stale ? 'text-destructive' : 'text-muted-foreground'}`}>{stale ? t('loadError') : t('liveNote')}</p>}
    </div>
  )
}

/** What an ended entry means, and where to go from there. */
function EndedNote({ entry }: { entry: WaitlistStatusJson }) {
  const w = useWaitlistWords()
  const { t } = w
  if (isInLine(entry.status)) return null
  const text = entry.managePath ? t('bookedText') : entry.status === 'seated' ? t('seatedText') : entry.status === 'left' ? t('leftText') : t('expiredText')
  return (
    <div className="grid gap-3">
      <p className="text-base">{text}</p>
      {entry.managePath ? (
        <Link to={w.path(entry.managePath)} className={buttonVariants({ size: 'lg' })}>
          {t('seeBooking')}
        </Link>
      ) : (
        entry.status !== 'seated' && (
          <Link to={w.path('/book')} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            {t('bookAnother')}
          </Link>
        )
      )}
    </div>
  )
}

/** Every token that opens nothing, malformed or unknown alike. */
export function WaitlistNotFound() {
  const w = useWaitlistWords()
  const { t } = w
  return (
    <div className="mx-auto max-w-xl py-10 text-center" data-testid="waitlist-not-found">
      <LogoMark className="mx-auto size-16 opacity-90" />
      <h1 className="mt-4 text-2xl font-bold text-foreground">{t('notFoundTitle')}</h1>
      <p className="mt-2 text-foreground">{t('notFound')}</p>
      <div className="mt-6 flex justify-center">
        <Link to={w.path('/book')} className={buttonVariants({ variant: 'default' })}>
          {t('bookAnother')}
        </Link>
      </div>
    </div>
  )
}
