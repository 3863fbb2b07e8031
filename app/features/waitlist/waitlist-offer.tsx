import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '~/components/ui/button'
import { useHydrated } from '~/components/use-hydrated'
import type { WaitlistStatusJson } from '~/contracts/waitlist'
import { LeaveLine } from './leave-line'
import { countdownText, secondsLeft } from './waitlist-status-model'
import { isGone, useAcceptOffer } from './waitlist-status-query'
import { useWaitlistWords } from './use-waitlist-words'

/** A held table: its time, the hold's countdown, 'Book this table' (to the booking's own page) and 'No, thanks'. */
export function WaitlistOffer({ token, entry, disabled }: { token: string; entry: WaitlistStatusJson; disabled: boolean }) {
  const w = useWaitlistWords()
  const { t } = w
  const navigate = useNavigate()
  const accept = useAcceptOffer(token)
  // The countdown exists only in the browser: the server's HTML (and hydration) shows none.
  const hydrated = useHydrated()
  const [clock, setNow] = useState(() => Date.now())
  const now = hydrated ? clock : null
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  const left = now === null ? null : secondsLeft(entry.offerExpiresAt, now)
  const ended = left === 0

  return (
    <section className="grid gap-3 rounded-xl border-2 border-accent-strong bg-accent/10 p-4" aria-labelledby="waitlist-offer-title" data-testid="waitlist-offer">
      <h2 id="waitlist-offer-title" className="text-xl font-bold text-foreground break-keep">
        {t('offerTitle', { time: entry.offerTime ? w.time(entry.offerTime) : '' })}
      </h2>
      <p className="text-sm">{t('offerText')}</p>
      <p className="text-lg font-semibold tabular-nums" data-testid="waitlist-countdown">
        {ended ? t('offerEnded') : left === null ? '' : t('offerCountdown', { time: countdownText(left) })}
      </p>
      <Button
        size="lg"
        className="w-full"
        disabled={disabled || ended || accept.isPending}
        onClick={() => accept.mutate(undefined, { onSuccess: (booking) => navigate(w.path(booking.managePath)) })}
        data-testid="waitlist-accept"
      >
        {accept.isPending ? t('accepting') : t('accept')}
      </Button>
      {accept.isError && (
        <p role="alert" className="text-sm text-destructive">
          {isGone(accept.error) ? t('acceptGone') : t('actionFailed')}
        </p>
      )}
      <LeaveLine token={token} decline disabled={disabled} />
    </section>
  )
}
