import { describe, expect, it } from 'vitest'
import { EXTRAS_SECTION } from '~/lib/constants'
import { PREFIXED_LANGUAGES } from '~/lib/languages'
import { demoEvents, demoMenu, demoOffers } from './demo-data'
import { DEMO_GALLERY } from './demo-gallery'
import {
  DEMO_CATEGORY_SLUGS,
  demoCategoryTranslations,
  demoEventTranslations,
  demoGalleryTranslations,
  demoMenuItemTranslations,
  demoOfferTranslations,
} from './demo-translations'

/** Every other language has every field, none blank, none the English text left as it was in a Hangul/CJK script. */
function expectComplete(translations: ReturnType<typeof demoMenuItemTranslations>, fields: string[], what: string) {
  for (const lang of PREFIXED_LANGUAGES) {
    for (const field of fields) {
      const text = translations[lang as Exclude<typeof lang, 'en'>]?.[field]
      expect(text?.trim(), `${what} ${lang} ${field}`).toBeTruthy()
      expect(text, `${what} ${lang} ${field}`).toMatch(/[\p{Script=Hangul}\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}]/u)
    }
  }
}

describe('the demo content in other languages', () => {
  it('translates every demo menu item (not the extras marker) and every category it uses', () => {
    for (const [category, items] of demoMenu) {
      expect(DEMO_CATEGORY_SLUGS).toContain(category)
      expectComplete(demoCategoryTranslations(category), ['name'], category)
      for (const item of items) {
        if (item.name === EXTRAS_SECTION) expect(demoMenuItemTranslations(item.name)).toEqual({})
        else expectComplete(demoMenuItemTranslations(item.name), ['name', 'description'], item.name)
      }
    }
  })

  it('translates every demo offer, event and photo caption', () => {
    for (const offer of demoOffers) expectComplete(demoOfferTranslations(offer.name), ['name'], offer.name)
    for (const event of demoEvents('Asia/Manila')) expectComplete(demoEventTranslations(event.title), ['title', 'description'], event.title)
    for (const photo of DEMO_GALLERY) expectComplete(demoGalleryTranslations(photo.alt), ['alt'], photo.alt)
  })

  it('has nothing for content it does not know', () => {
    expect(demoMenuItemTranslations('Something staff added')).toEqual({})
    expect(demoCategoryTranslations('tapas')).toEqual({})
  })
})
