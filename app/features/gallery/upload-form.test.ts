import { describe, expect, it } from 'vitest'
import { galleryMessages } from '~/contracts/gallery'
import { IMAGE_MAX_BYTES, imageMessages } from '~/contracts/images'
import { translationFormValues } from '~/components/translation-form'
import { altTranslationValues, parseAltEdit, uploadProblem } from './upload-form'

describe('uploadProblem', () => {
  it('asks for a file, a non-empty one, not over 15 MB, and an alt text', () => {
    expect(uploadProblem(null, 'Pool')).toEqual({ field: 'file', message: 'Choose a photo to upload.' })
    expect(uploadProblem({ size: 0 }, 'Pool')).toEqual({ field: 'file', message: imageMessages.empty })
    expect(uploadProblem({ size: IMAGE_MAX_BYTES + 1 }, 'Pool')).toEqual({ field: 'file', message: imageMessages.tooLarge })
    expect(uploadProblem({ size: IMAGE_MAX_BYTES }, '  ')).toEqual({ field: 'alt', message: galleryMessages.alt })
    expect(uploadProblem({ size: 1000 }, 'Pool')).toBeNull()
  })
})

describe('the caption edit', () => {
  const empty = translationFormValues(undefined, ['alt'])

  it('fills the inputs from the stored caption translations, and waits while they are not read', () => {
    expect(altTranslationValues(undefined)).toBeUndefined()
    expect(altTranslationValues({ ko: { alt: '해변의 일몰' } })).toEqual({ ...empty, ko: { alt: '해변의 일몰' } })
  })

  it('sends the trimmed caption with the translations typed, without the empty ones', () => {
    const translations = { ...empty, ko: { alt: ' 해변의 일몰 ' }, ja: { alt: '  ' } }
    expect(parseAltEdit(' Sunset ', translations)).toEqual({ ok: true, input: { alt: 'Sunset', translations: { ko: { alt: '해변의 일몰' } } } })
    expect(parseAltEdit('Sunset', empty)).toEqual({ ok: true, input: { alt: 'Sunset', translations: {} } })
  })

  it('leaves the translations out while they are not read (the photo keeps its own)', () => {
    expect(parseAltEdit('Sunset', undefined)).toEqual({ ok: true, input: { alt: 'Sunset' } })
  })

  it('refuses an empty caption and a translation over the length, by its input', () => {
    expect(parseAltEdit('  ', empty)).toEqual({ ok: false, errors: { alt: galleryMessages.alt } })
    const result = parseAltEdit('Sunset', { ...empty, 'zh-Hans': { alt: '日'.repeat(201) } })
    expect(result.ok).toBe(false)
    expect(Object.keys(!result.ok ? result.errors : {})).toEqual(['translations.zh-Hans.alt'])
  })
})
