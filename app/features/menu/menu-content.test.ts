import { describe, expect, it } from 'vitest'
import { contentLang, descriptionLang, nameLang } from './menu-content'

describe('the lang of staff texts', () => {
  it('marks a text that came back in another language than the page', () => {
    expect(nameLang({ nameLang: 'en' }, 'ko')).toBe('en')
    expect(descriptionLang({ descriptionLang: 'en' }, 'ja')).toBe('en')
  })

  it('leaves a translated text, and any text of an English read, unmarked', () => {
    expect(nameLang({ nameLang: 'ko' }, 'ko')).toBeUndefined()
    expect(nameLang({}, 'ko')).toBeUndefined()
    expect(descriptionLang({}, 'en')).toBeUndefined()
    expect(contentLang('en', 'en')).toBeUndefined()
  })
})
