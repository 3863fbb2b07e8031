import { useLocation } from 'react-router'
import { useI18n } from './i18n'
import { LANGUAGE_INFO, LANGUAGES, switchLanguage } from '~/lib/languages'

/** The same page and query in every language: plain links that load the other language's page whole. */
function useLanguageLinks() {
  const { pathname, search } = useLocation()
  const { lang } = useI18n()
  return LANGUAGES.map((to) => ({ lang: to, name: LANGUAGE_INFO[to].name, href: switchLanguage(pathname, search, to), current: to === lang }))
}

const LINK = 'rounded px-1.5 py-1 font-medium text-primary underline-offset-4 hover:underline aria-[current=true]:font-bold aria-[current=true]:text-foreground aria-[current=true]:no-underline'

/**
 * The language switcher: in the header a small disclosure (a details element: it opens without JavaScript), in the
 * footer a row of links. Each language is named in itself, the current one marked aria-current.
 */
export function LanguageSwitcher({ place }: { place: 'header' | 'footer' }) {
  const { lang, t } = useI18n()
  const links = useLanguageLinks()
  const list = (className: string) => (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.lang}>
          {/* A plain link: the other language's page is loaded whole (its messages and content come with it). */}
          <a href={link.href} hrefLang={link.lang} lang={link.lang} aria-current={link.current ? 'true' : undefined} className={LINK} data-testid={`language-${link.lang}`}>
            {link.name}
          </a>
        </li>
      ))}
    </ul>
  )
  if (place === 'footer') {
    return (
      <nav aria-label={t('frame.languageSwitcher')} className="text-sm" data-testid="language-switcher-footer">
        {list('flex flex-wrap items-center justify-center gap-x-2 gap-y-1')}
      </nav>
    )
  }
  return (
    <details className="relative text-sm" data-testid="language-switcher-header">
      <summary className="flex h-10 cursor-pointer list-none items-center gap-1 rounded-full px-3 font-semibold text-muted-foreground hover:bg-muted hover:text-primary [&::-webkit-details-marker]:hidden">
        <span className="sr-only">{t('frame.languageSwitcher')}: </span>
        <span lang={lang}>{LANGUAGE_INFO[lang].name}</span>
        <span aria-hidden="true">▾</span>
      </summary>
      {list('absolute right-0 z-50 mt-1 grid min-w-36 gap-1 rounded-lg border border-border bg-card p-2 shadow-lg')}
    </details>
  )
}
