import { describe, expect, it } from 'vitest'
import type { MissingCountsJson, MissingTranslationsJson } from '~/contracts/translations'
import { everythingTranslated, missingSummary } from './missing-summary'

const none: MissingCountsJson = { menuItems: 0, categories: 0, offers: 0, events: 0, gallery: 0, venue: 0, openingHours: 0 }

describe('the Translations page model', () => {
  it('lists per language only what is missing, with counts and the screens to fix it', () => {
    const json: MissingTranslationsJson = {
      ko: { ...none, menuItems: 12, categories: 1, venue: 1 },
      'zh-Hans': none,
      'zh-Hant': { ...none, gallery: 3 },
      ja: none,
    }
    const summary = missingSummary(json)
    expect(summary.map((s) => [s.lang, s.name, s.total])).toEqual([
      ['ko', 'Korean', 14],
      ['zh-Hans', 'Simplified Chinese', 0],
      ['zh-Hant', 'Traditional Chinese', 3],
      ['ja', 'Japanese', 0],
    ])
    expect(summary[0].missing).toEqual([
      { content: 'menuItems', count: 12, text: '12 menu items', to: '/admin/menu', screen: 'Menu' },
      { content: 'categories', count: 1, text: '1 category', to: '/admin/categories', screen: 'Categories' },
      { content: 'venue', count: 1, text: '1 venue description', to: '/admin/venue', screen: 'Venue' },
    ])
    expect(summary[2].missing.map((m) => m.text)).toEqual(['3 gallery captions'])
    expect(everythingTranslated(summary)).toBe(false)
  })

  it('says everything is translated when no language lacks anything', () => {
    expect(everythingTranslated(missingSummary({ ko: none, 'zh-Hans': none, 'zh-Hant': none, ja: none }))).toBe(true)
  })
})
