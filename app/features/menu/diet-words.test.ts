import { describe, expect, it } from 'vitest'
import { DIET_FILTER_MESSAGE, DIET_FILTERS, DIET_LABEL_MESSAGE, DIET_LABEL_TEXT, DIET_LABELS } from '~/lib/diet'
import type { Language } from '~/lib/languages'
import type { PublicMessageKey } from '~/lib/message-keys'
import { menuTextIn } from './test-support'

describe('diet words on the public menu', () => {
  const say = (lang: Language, key: PublicMessageKey) => menuTextIn(lang)(key)

  it('are the English texts on the English site, as staff see them', () => {
    for (const label of DIET_LABELS) expect(say('en', DIET_LABEL_MESSAGE[label])).toBe(DIET_LABEL_TEXT[label])
    expect(DIET_FILTERS.map((filter) => say('en', DIET_FILTER_MESSAGE[filter]))).toEqual(['Vegetarian', 'Vegan', 'Gluten-free', 'Dairy-free', 'No nuts', 'Not spicy'])
  })

  it('are translated in every other language, the stored values unchanged', () => {
    expect(DIET_LABELS.map((label) => say('ko', DIET_LABEL_MESSAGE[label]))).toEqual(['채식', '비건', '글루텐 프리', '유제품 없음', '견과류 포함', '매운맛'])
    expect(say('zh-Hans', DIET_FILTER_MESSAGE['no-nuts'])).toBe('不含坚果')
    expect(say('zh-Hant', DIET_LABEL_MESSAGE['gluten-free'])).toBe('無麩質')
    expect(say('ja', DIET_FILTER_MESSAGE['not-spicy'])).toBe('辛くない')
    expect(DIET_LABELS).toEqual(['vegetarian', 'vegan', 'gluten-free', 'dairy-free', 'contains-nuts', 'spicy'])
  })
})
