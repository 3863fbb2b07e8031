import { useI18n } from './i18n'

/**
 * Staff content in the page's language, or its English original where staff have not translated it: `lang` is what
 * the API said the text is in (`nameLang`); where it differs from the page's, the text is marked so screen readers
 * switch voice. `as` picks the element (a span by default).
 */
export function Translated({
  text,
  lang,
  as: Element = 'span',
  className,
  ...rest
}: {
  text: string
  lang?: string | null
  as?: 'span' | 'p' | 'h2' | 'h3' | 'div'
  className?: string
} & Omit<React.HTMLAttributes<HTMLElement>, 'lang' | 'children'>) {
  const page = useI18n().lang
  return (
    <Element {...rest} className={className} lang={textLanguage(page, lang)}>
      {text}
    </Element>
  )
}

/** The `lang` attribute a text needs on a page: none when it is in the page's language (or not said). */
export function textLanguage(page: string, text: string | null | undefined): string | undefined {
  return text && text !== page ? text : undefined
}

/**
 * The language the API gave for a translatable field of an item (`nameLang` for `name`), when it gave one: pages
 * read content in their language, and only a field staff have not translated comes back in English.
 */
export function fieldLanguage(item: object, field: string): string | undefined {
  const value = (item as Record<string, unknown>)[`${field}Lang`]
  return typeof value === 'string' ? value : undefined
}
