import { Martini } from '~/components/icons'
import { useI18n } from '~/components/i18n'
import { LoadError } from '~/components/load-error'
import { fieldLanguage, Translated } from '~/components/translated-text'
import { formatWholePeso } from '~/lib/money'
import { useActiveOffers } from './queries'
import type { ActiveOfferJson } from '~/contracts/offers'

/** The happy-hour grid: 2 columns on small screens, 4 on large; prices in whole pesos. */
export function ActiveOffers({ initialOffers }: { initialOffers?: ActiveOfferJson[] }) {
  const offers = useActiveOffers(initialOffers)
  const { t } = useI18n()

  if (offers.isPending) {
    return (
      <p role="status" className="py-10 text-center text-muted-foreground">
        {t('pages.offersLoading')}
      </p>
    )
  }
  if (offers.isError) {
    return <LoadError title={t('pages.offersError')} onRetry={() => void offers.refetch()} retrying={offers.isFetching} />
  }
  if (offers.data.length === 0) {
    return <p className="py-10 text-center text-muted-foreground">{t('pages.offersEmpty')}</p>
  }
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" data-testid="offers-grid">
      {offers.data.map((offer) => (
        <li
          key={offer.id}
          className="flex flex-col items-center justify-between gap-3 rounded-xl border border-border bg-card p-4 text-center shadow-sm"
          data-testid="offer"
        >
          <span className="flex size-10 items-center justify-center rounded-full bg-accent/10 text-accent-strong" aria-hidden="true">
            <Martini className="size-5" />
          </span>
          <Translated
            as="p"
            text={offer.name}
            lang={fieldLanguage(offer, 'name')}
            className="text-sm leading-snug font-semibold text-foreground sm:text-base"
            data-testid="offer-name"
          />
          <p className="text-2xl font-extrabold text-primary tabular-nums" data-testid="offer-price">
            {formatWholePeso(offer.price)}
          </p>
        </li>
      ))}
    </ul>
  )
}
