import { Link } from 'react-router'
import { useI18n } from './i18n'
import { LanguageSwitcher } from './language-switcher'
import { LogoMark } from './logo'
import { useVenue } from './venue'
import { localTimeRange } from '~/lib/local-time'

/** The footer of every public page: who we are, where, happy hour, and the site in the other languages. */
export function SiteFooter() {
  const venue = useVenue()
  const { lang, t, path } = useI18n()
  return (
    <footer className="border-t border-border bg-muted/60">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-3 px-4 py-6 text-center text-sm text-muted-foreground sm:flex-row sm:justify-between sm:text-left">
        <div className="flex items-center gap-3">
          <LogoMark className="size-8 shrink-0" />
          <div className="leading-tight">
            <p className="font-semibold text-foreground">{venue.name}</p>
            <p>{venue.address}</p>
          </div>
        </div>
        <p>
          {t('frame.footerHappyHour', { hours: localTimeRange(lang, t, venue.happyHour.start, venue.happyHour.end) })}
          <span aria-hidden="true"> · </span>
          <Link to={path('/contacts')} className="font-medium text-primary underline underline-offset-4">
            {t('frame.findUs')}
          </Link>
        </p>
      </div>
      <div className="mx-auto max-w-5xl px-4 pb-6">
        <LanguageSwitcher place="footer" />
      </div>
    </footer>
  )
}
