import { useId, useState } from 'react'
import { Link } from 'react-router'
import { Mail } from '~/components/icons'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { useHydrated } from '~/components/use-hydrated'
import { errorMessage } from '~/lib/api'
import { type FullTime, type NotifyMeValues, notifyMeDefaults, readNotifyMe } from './notify-me-form'
import { useJoinWaitlist } from './notify-me-query'
import { useWaitlistWords, type WaitlistKey } from './use-waitlist-words'

/**
 * The booking form's offer for a full time: 'Tell me if a table frees up', then a small form (name and e-mail from the
 * booking form, the window from the full time to 90 minutes later), then the place in line and its private page.
 * It lives inside the booking form's <form>, so it is no form itself: Enter in its fields sends it, not the booking.
 */
export function NotifyMe({ full }: { full: FullTime }) {
  const w = useWaitlistWords()
  const { t } = w
  const uid = useId()
  const hydrated = useHydrated()
  const join = useJoinWaitlist(w.lang)
  const [values, setValues] = useState<NotifyMeValues | null>(null)
  const [errors, setErrors] = useState<Partial<Record<keyof NotifyMeValues, WaitlistKey>>>({})

  if (join.data) {
    return (
      <div role="status" className="grid gap-2 rounded-lg border border-primary/30 bg-primary/5 p-4 text-sm" data-testid="notify-me-joined">
        <p className="text-base font-semibold">{t('notifyJoinedTitle')}</p>
        <p>{t('notifyJoinedText', { position: join.data.position })}</p>
        <Link to={join.data.statusPath} className="font-semibold text-primary underline underline-offset-4">
          {t('notifyLinkLabel')}
        </Link>
      </div>
    )
  }

  if (!values) {
    return (
      <div className="grid gap-2 rounded-lg border border-border bg-card p-4 text-sm" data-testid="notify-me">
        <p>{t('notifyOffer')}</p>
        <Button type="button" variant="outline" disabled={!hydrated} onClick={() => setValues(notifyMeDefaults(full))}>
          <Mail aria-hidden="true" />
          {t('notifyOpen')}
        </Button>
      </div>
    )
  }

  const send = () => {
    const read = readNotifyMe(full, values)
    if ('errors' in read) return setErrors(read.errors)
    setErrors({})
    join.mutate(read.input)
  }
  const field = (name: keyof NotifyMeValues, label: string, type: string, autoComplete?: string) => {
    const id = `${uid}-${name}`
    const error = errors[name]
    return (
      <div className="grid gap-1.5">
        <Label htmlFor={id}>{label}</Label>
        <Input
          id={id}
          type={type}
          value={values[name]}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setValues({ ...values, [name]: e.target.value })}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return
            e.preventDefault()
            send()
          }}
        />
        {error && (
          <p id={`${id}-error`} className="text-sm text-destructive">
            {t(error)}
          </p>
        )}
      </div>
    )
  }

  return (
    <section className="grid gap-3 rounded-lg border border-primary/30 bg-card p-4 text-sm" aria-labelledby={`${uid}-title`} data-testid="notify-me-form">
      <h2 id={`${uid}-title`} className="text-base font-semibold">
        {t('notifyTitle')}
      </h2>
      <p className="text-muted-foreground">{t('notifyText')}</p>
      {field('name', t('notifyName'), 'text', 'name')}
      {field('email', t('notifyEmail'), 'email', 'email')}
      <div className="grid grid-cols-2 gap-3">
        {field('from', t('notifyFrom'), 'time')}
        {field('to', t('notifyTo'), 'time')}
      </div>
      {join.isError && (
        <p role="alert" className="text-sm text-destructive">
          {w.error(errorMessage(join.error, t('actionFailed')))}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={send} disabled={join.isPending}>
          {join.isPending ? t('notifySubmitting') : t('notifySubmit')}
        </Button>
        <Button type="button" variant="ghost" onClick={() => setValues(null)}>
          {t('notifyCancel')}
        </Button>
      </div>
    </section>
  )
}
