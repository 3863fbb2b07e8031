import { useI18n } from './i18n'
import { RefreshCw } from './icons'

interface LoadErrorProps {
  /** What could not be loaded, in the guest's words. */
  title: string
  /** The technical reason, when it helps (e.g. the category menu's fetch message). */
  detail?: string
  onRetry: () => void
  retrying?: boolean
}

/** The error state of a screen whose data failed to load: never a blank page, always a way to try again. */
export function LoadError({ title, detail, onRetry, retrying = false }: LoadErrorProps) {
  const { t } = useI18n()
  return (
    <div role="alert" className="mx-auto my-6 max-w-md rounded-xl border border-destructive/30 bg-card p-6 text-center shadow-sm">
      <p className="text-base font-semibold text-foreground">{title}</p>
      {detail && <p className="mt-1 text-sm text-muted-foreground">{detail}</p>}
      <p className="mt-1 text-sm text-muted-foreground">{t('frame.checkConnection')}</p>
      <button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        className="mt-4 inline-flex h-10 items-center justify-center gap-2 rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover disabled:opacity-60"
      >
        <RefreshCw className={retrying ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" />
        {retrying ? t('frame.tryingAgain') : t('frame.tryAgain')}
      </button>
    </div>
  )
}
