import { describe, expect, it } from 'vitest'
import { menuItemInputSchema } from '~/contracts/menu.schemas'
import { translatedLanguageCount, translationErrors, translationFormValues, translationLabel, translationsInput } from '~/components/translation-form'

describe('translation form', () => {
  it('fills every language and field, empty where there is no translation', () => {
    expect(translationFormValues({ ko: { name: '아도보' } }, ['name', 'description'])).toEqual({
      ko: { name: '아도보', description: '' },
      'zh-Hans': { name: '', description: '' },
      'zh-Hant': { name: '', description: '' },
      ja: { name: '', description: '' },
    })
    expect(translationFormValues(undefined, ['alt']).ja).toEqual({ alt: '' })
  })

  it('sends trimmed texts only, without empty languages', () => {
    const values = translationFormValues({ ko: { name: ' 아도보 ', description: '  ' }, ja: { name: '' } }, ['name', 'description'])
    expect(translationsInput(values)).toEqual({ ko: { name: '아도보' } })
    expect(translationsInput(undefined)).toEqual({})
    expect(translatedLanguageCount(values)).toBe(1)
  })

  it('labels an input by field and language', () => {
    expect(translationLabel('Name', 'ko')).toBe('Name (Korean)')
    expect(translationLabel('Caption', 'zh-Hant')).toBe('Caption (Traditional Chinese)')
  })

  it('puts the schema\'s messages about translations under their inputs\' paths', () => {
    const parsed = menuItemInputSchema.safeParse({
      name: 'Adobo',
      description: 'Chicken',
      price: 100,
      category: 'main-dishes',
      translations: { ko: { name: '가'.repeat(201) }, 'zh-Hans': { description: 'ok' } },
    })
    expect(parsed.success).toBe(false)
    expect(translationErrors(parsed.error!.issues)).toEqual({ 'translations.ko.name': 'Name must be 200 characters or fewer' })
  })
})
