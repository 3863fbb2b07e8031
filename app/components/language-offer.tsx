import { useState } from 'react'
import { useLocation } from 'react-router'
import { X } from './icons'
import { useI18n } from './i18n'
import { useHydrated } from './use-hydrated'
import { DEFAULT_LANGUAGE, type Language, LANGUAGE_INFO, preferredLanguage, switchLanguage } from '~/lib/languages'

const DISMISSED = 'language-offer-dismissed'

/**
 * The language this browser would rather read, when it is not English and the offer was not dismissed: the
 * browser's own list (navigator.languages), never the request's header, since pages are stored by address alone.
 */
export function offeredLanguage(browserLanguages: readonly string[], dismissed: boolean): Language | null {
  if (dismissed) return null
  const preferred = preferredLanguage(browserLanguages.join(','))
  return preferred && preferred !== DEFAULT_LANGUAGE ? preferred : null
}

function readDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED) === '1'
  } catch {
    return false
  }
}

/**
 * On an English page, a one-line offer to read it in the browser's language ('한국어로 보기'), shown once the page
 * is interactive; dismissing it remembers that in this browser. Never a redirect: the address decides the language.
 */
export function LanguageOffer() {
  const { lang, t } = useI18n()
  const { pathname, search } = useLocation()
  const hydrated = useHydrated()
  const [dismissed, setDismissed] = useState(false)
  // Only once hydrated: the server's HTML (stored per address) must be the same for every browser.
  const offer = hydrated && lang === DEFAULT_LANGUAGE ? offeredLanguage(navigator.languages ?? [navigator.language], dismissed || readDismissed()) : null
  if (!offer) return null
  const dismiss = () => {
    try {
      localStorage.setItem(DISMISSED, '1')
    } catch {
      // Private browsing without storage: hidden for this page only.
    }
    setDismissed(true)
  }
  return (
    <div className="flex items-center justify-center gap-2 bg-primary px-4 py-1.5 text-sm text-primary-foreground" data-testid="language-offer">
      <a href={switchLanguage(pathname, search, offer)} hrefLang={offer} lang={offer} className="font-semibold underline underline-offset-4">
        {LANGUAGE_INFO[offer].offer}
      </a>
      <button type="button" onClick={dismiss} aria-label={t('frame.dismissOffer')} className="inline-flex size-8 items-center justify-center rounded-full hover:bg-white/15">
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  )
}
