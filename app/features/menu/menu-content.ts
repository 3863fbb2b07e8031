/**
 * Staff texts (dish and category names, descriptions) on a page in another language. The public reads in a language
 * say which language each field came back in (`nameLang: 'en'` where staff have not translated it yet): such a field
 * is marked with its own `lang`, so a screen reader reads it with the right voice. Optional: English reads carry none.
 */
import type { Language } from '~/lib/languages'

export interface TranslatedName {
  nameLang?: string
}

export interface TranslatedDescription {
  descriptionLang?: string
}

/** The `lang` attribute of a staff text on a page in `pageLang`: only where the text is in another language. */
export function contentLang(fieldLang: string | undefined, pageLang: Language): string | undefined {
  return fieldLang && fieldLang !== pageLang ? fieldLang : undefined
}

/** The `lang` of a name (a dish's, a category's) on the page. */
export function nameLang(content: TranslatedName, pageLang: Language): string | undefined {
  return contentLang(content.nameLang, pageLang)
}

/** The `lang` of a dish's description on the page. */
export function descriptionLang(content: TranslatedDescription, pageLang: Language): string | undefined {
  return contentLang(content.descriptionLang, pageLang)
}
