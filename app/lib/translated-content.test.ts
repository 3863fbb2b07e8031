import { describe, expect, it } from 'vitest'
import { translateFields, translationOf } from './translated-content'

const dish = { id: 1, name: 'Halo-Halo', description: 'Shaved ice', price: 25000 }

describe('translationOf', () => {
  it('is the staff translation, or null when missing, blank or not a text', () => {
    const translations = { ko: { name: '할로할로', description: '  ' }, ja: { name: 7 as unknown as string } }
    expect(translationOf(translations, 'ko', 'name')).toBe('할로할로')
    expect(translationOf(translations, 'ko', 'description')).toBeNull()
    expect(translationOf(translations, 'ja', 'name')).toBeNull()
    expect(translationOf(translations, 'zh-Hans', 'name')).toBeNull()
    expect(translationOf(translations, 'en', 'name')).toBeNull()
    expect(translationOf(null, 'ko', 'name')).toBeNull()
    expect(translationOf({ ko: 'x' } as never, 'ko', 'name')).toBeNull()
  })
})

describe('translateFields', () => {
  it('answers English untouched (the same object)', () => {
    expect(translateFields(dish, { ko: { name: '할로할로' } }, 'en', ['name', 'description'])).toBe(dish)
  })

  it('translates where staff did, falls back to English, says which, and keeps the English under original', () => {
    const out = translateFields(dish, { ko: { name: '할로할로' } }, 'ko', ['name', 'description'])
    expect(out).toEqual({
      id: 1,
      name: '할로할로',
      nameLang: 'ko',
      description: 'Shaved ice',
      descriptionLang: 'en',
      price: 25000,
      original: { name: 'Halo-Halo', description: 'Shaved ice' },
    })
    expect(Object.keys(out)).toEqual(['id', 'name', 'nameLang', 'description', 'descriptionLang', 'price', 'original'])
  })

  it('leaves an empty English text empty, and skips fields the row lacks', () => {
    const out = translateFields({ date: '2026-12-24', note: '' }, { ja: { note: '貸切' } }, 'ja', ['note'])
    expect(out).toEqual({ date: '2026-12-24', note: '', noteLang: 'en', original: { note: '' } })
    expect(translateFields({ date: '2026-12-25' } as { date: string; note?: string }, { ja: { note: '貸切' } }, 'ja', ['note'])).toEqual({
      date: '2026-12-25',
      original: {},
    })
  })

  it('reads a translation stored under an alias name', () => {
    const venue = { name: 'Bar', tagline: 'On the beach' }
    expect(translateFields(venue, { 'zh-Hant': { description: '海灘酒吧' } }, 'zh-Hant', ['tagline'], { tagline: ['description'] })).toEqual({
      name: 'Bar',
      tagline: '海灘酒吧',
      taglineLang: 'zh-Hant',
      original: { tagline: 'On the beach' },
    })
  })
})
