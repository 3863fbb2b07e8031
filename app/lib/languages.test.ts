import { describe, expect, it } from 'vitest'
import { isStaffPath, languageOfPath, languageOfTag, localePath, pathWithoutLanguage, preferredLanguage, switchLanguage } from './languages'

describe('addresses', () => {
  it('reads the language from the first segment', () => {
    expect(languageOfPath('/ko/menu/breakfast')).toBe('ko')
    expect(languageOfPath('/zh-hans/book')).toBe('zh-Hans')
    expect(languageOfPath('/ZH-HANT')).toBe('zh-Hant')
    expect(languageOfPath('/menu')).toBe('en')
    expect(languageOfPath('/kor/menu')).toBe('en')
  })
  it('puts a path under the language’s prefix, English unchanged', () => {
    expect(localePath('en', '/menu')).toBe('/menu')
    expect(localePath('ko', '/')).toBe('/ko/')
    expect(localePath('zh-Hans', '/book?date=2026-12-01')).toBe('/zh-hans/book?date=2026-12-01')
  })
  it('switches a page to another language, keeping the page and its query', () => {
    expect(pathWithoutLanguage('/ko')).toBe('/')
    expect(pathWithoutLanguage('/ja/drinks/cocktails')).toBe('/drinks/cocktails')
    expect(switchLanguage('/ko/menu', '?q=kimchi', 'ja')).toBe('/ja/menu?q=kimchi')
    expect(switchLanguage('/ko/menu', '', 'en')).toBe('/menu')
    expect(switchLanguage('/', '', 'zh-Hant')).toBe('/zh-hant/')
  })
})

describe('Accept-Language', () => {
  it('maps a browser’s tags to our languages', () => {
    expect(languageOfTag('ko-KR')).toBe('ko')
    expect(languageOfTag('zh-CN')).toBe('zh-Hans')
    expect(languageOfTag('zh-TW')).toBe('zh-Hant')
    expect(languageOfTag('zh-Hant-HK')).toBe('zh-Hant')
    expect(languageOfTag('zh')).toBe('zh-Hans')
    expect(languageOfTag('ja')).toBe('ja')
    expect(languageOfTag('fr-FR')).toBeNull()
  })
  it('takes the most wanted of ours', () => {
    expect(preferredLanguage('ko-KR,ko;q=0.9,en-US;q=0.8')).toBe('ko')
    expect(preferredLanguage('en-US,en;q=0.9,ko;q=0.5')).toBe('en')
    expect(preferredLanguage('fr-FR,zh-TW;q=0.5')).toBe('zh-Hant')
    expect(preferredLanguage('en;q=0.2,ja;q=0.8')).toBe('ja')
    expect(preferredLanguage('de, fr')).toBeNull()
    expect(preferredLanguage('')).toBeNull()
    expect(preferredLanguage('ko;q=0')).toBeNull()
  })
})

describe('isStaffPath', () => {
  it('is the back office only', () => {
    expect(isStaffPath('/admin')).toBe(true)
    expect(isStaffPath('/admin/menu')).toBe(true)
    expect(isStaffPath('/administrator')).toBe(false)
    expect(isStaffPath('/ko/menu')).toBe(false)
  })
})
