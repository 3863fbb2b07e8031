import { describe, expect, it } from 'vitest'
import { pageAlternates } from './seo'

describe('pageAlternates', () => {
  it('gives every language of an English page, x-default English, and the page itself as canonical', () => {
    const { canonical, alternates } = pageAlternates('/menu/breakfast', 'https://beachbar.example')
    expect(canonical).toBe('https://beachbar.example/menu/breakfast')
    expect(alternates).toEqual([
      { hrefLang: 'en', href: 'https://beachbar.example/menu/breakfast' },
      { hrefLang: 'ko', href: 'https://beachbar.example/ko/menu/breakfast' },
      { hrefLang: 'zh-Hans', href: 'https://beachbar.example/zh-hans/menu/breakfast' },
      { hrefLang: 'zh-Hant', href: 'https://beachbar.example/zh-hant/menu/breakfast' },
      { hrefLang: 'ja', href: 'https://beachbar.example/ja/menu/breakfast' },
      { hrefLang: 'x-default', href: 'https://beachbar.example/menu/breakfast' },
    ])
  })
  it("makes a translated page's canonical its own address, and the home page /ko/", () => {
    const { canonical, alternates } = pageAlternates('/ko/', 'https://beachbar.example/')
    expect(canonical).toBe('https://beachbar.example/ko/')
    expect(alternates.find((a) => a.hrefLang === 'x-default')?.href).toBe('https://beachbar.example/')
    expect(alternates.find((a) => a.hrefLang === 'ja')?.href).toBe('https://beachbar.example/ja/')
    expect(pageAlternates('/ja/offers').canonical).toBe('/ja/offers')
  })
  it('writes the addresses from the site root without an origin', () => {
    expect(pageAlternates('/zh-hant/events').alternates.map((a) => a.href)).toEqual(['/events', '/ko/events', '/zh-hans/events', '/zh-hant/events', '/ja/events', '/events'])
  })
})
