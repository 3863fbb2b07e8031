import { createContext, useContext, useMemo } from 'react'
import { DEFAULT_LANGUAGE, LANGUAGE_INFO, type Language, localePath } from '~/lib/languages'
import type { PublicMessageKey } from '~/lib/message-keys'
import { localizeError } from '~/lib/localize-error'
import { type Catalog, type MessageParams, translate } from '~/lib/messages'

interface I18nValue {
  lang: Language
  catalog: Catalog
}

const I18nContext = createContext<I18nValue>({ lang: DEFAULT_LANGUAGE, catalog: {} })

/** Provides the page's language and its messages (the root loader's) to every component below. */
export function I18nProvider({ lang, catalog, children }: I18nValue & { children: React.ReactNode }) {
  const value = useMemo(() => ({ lang, catalog }), [lang, catalog])
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

export interface I18n {
  lang: Language
  /** The locale Intl formats with ('ko-KR'). */
  locale: string
  /** A message of the public site in the page's language: `t('frame.skipToContent')`. */
  t: (key: PublicMessageKey, params?: MessageParams) => string
  /** A site path in the page's language: `path('/menu')` is '/ko/menu' on a Korean page. */
  path: (sitePath: string) => string
  /** An English message of the API or a form's rules in the page's language (the `errors` area). */
  error: (english: string) => string
}

/** The page's language, its messages and its addresses. */
export function useI18n(): I18n {
  const { lang, catalog } = useContext(I18nContext)
  return useMemo(
    () => ({
      lang,
      locale: LANGUAGE_INFO[lang].locale,
      t: (key, params) => translate(lang, catalog, key, params),
      path: (sitePath) => localePath(lang, sitePath),
      error: (english) => localizeError(lang, catalog, english),
    }),
    [lang, catalog],
  )
}
