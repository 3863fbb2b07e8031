import { isRouteErrorResponse, Link, useRevalidator, useRouteError } from 'react-router'
import { useI18n } from './i18n'
import { LoadError } from './load-error'
import { LogoMark } from './logo'

/** The 404 screen, inside the public frame. */
export function NotFoundState() {
  const { t, path } = useI18n()
  return (
    <div className="mx-auto max-w-xl py-12 text-center" data-testid="not-found">
      <LogoMark className="mx-auto size-20 opacity-90" />
      <h1 className="mt-4 text-2xl font-bold text-foreground">{t('frame.notFoundTitle')}</h1>
      <p className="mt-2 text-muted-foreground">{t('frame.notFoundText')}</p>
      <Link
        to={path('/')}
        className="mt-6 inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover"
      >
        {t('frame.notFoundBack')}
      </Link>
    </div>
  )
}

/**
 * A route's ErrorBoundary content inside the public frame: a 404 shows `notFound` (default: the 404 screen),
 * anything else an error state whose retry runs the route's loaders again. `heading`: add the page's h1.
 */
export function RouteErrorState({ notFound, heading = true }: { notFound?: React.ReactNode; heading?: boolean }) {
  const error = useRouteError()
  const revalidator = useRevalidator()
  const { t } = useI18n()
  if (isRouteErrorResponse(error) && error.status === 404) return <>{notFound ?? <NotFoundState />}</>
  return (
    <div className="py-6">
      {heading && <h1 className="sr-only">{t('frame.errorHeading')}</h1>}
      <LoadError
        title={t('frame.pageLoadError')}
        onRetry={() => void revalidator.revalidate()}
        retrying={revalidator.state === 'loading'}
      />
    </div>
  )
}
