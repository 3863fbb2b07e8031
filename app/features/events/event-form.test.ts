import { describe, expect, it } from 'vitest'
import type { EventJson } from '~/contracts/events'
import { EVENT_TITLE_MAX_LENGTH } from '~/contracts/events'
import { EMPTY_EVENT_FORM, eventPhoto, eventToFormValues, NO_EVENT_PHOTO, parseEventForm, photoFileProblem } from './event-form'

const values = { title: ' Fire Dance Night ', description: 'On the beach', date: '2026-12-05', time: '22:00', endTime: '02:00' }

const saved: EventJson = {
  id: 7,
  title: 'Fire Dance Night',
  description: 'On the beach',
  // 00:30 on Dec 6 in Manila: the venue date is the 6th, not UTC's 5th.
  date: '2026-12-05T16:30:00.000Z',
  time: '00:30',
  endTime: null,
  imageUrl: null,
  image: null,
}

describe('parseEventForm', () => {
  it('gives the API input, an empty end as none', () => {
    expect(parseEventForm(values, NO_EVENT_PHOTO)).toEqual({
      ok: true,
      input: { title: 'Fire Dance Night', description: 'On the beach', date: '2026-12-05', time: '22:00', endTime: '02:00' },
    })
    expect(parseEventForm({ ...values, endTime: '' }, NO_EVENT_PHOTO)).toMatchObject({ ok: true, input: { endTime: null } })
  })

  it('sends the photo only when staff changed it', () => {
    expect(parseEventForm(values, { imageId: 3, preview: null, changed: false })).not.toHaveProperty('input.imageId')
    expect(parseEventForm(values, { imageId: 4, preview: null, changed: true })).toMatchObject({ input: { imageId: 4 } })
    expect(parseEventForm(values, { imageId: null, preview: null, changed: true })).toMatchObject({ input: { imageId: null } })
  })

  it("gives every field's message of the API", () => {
    expect(parseEventForm(EMPTY_EVENT_FORM, NO_EVENT_PHOTO)).toEqual({
      ok: false,
      errors: {
        title: 'Title is required',
        description: 'Description is required',
        date: 'Date is required',
        time: 'Start time is required',
      },
    })
    expect(parseEventForm({ ...values, endTime: '22:00' }, NO_EVENT_PHOTO)).toEqual({
      ok: false,
      errors: { endTime: 'End time must differ from the start time' },
    })
  })
})

describe('the translations of an event', () => {
  const empty = { title: '', description: '' }
  const stored = { ja: { title: 'ファイヤーダンスの夜' }, ko: { title: '불쇼의 밤', description: '해변에서' } }
  const translations = { ko: empty, 'zh-Hans': empty, 'zh-Hant': empty, ja: empty }

  it('fills every language from the stored ones (empty where there is none), and none while they are not read', () => {
    expect(eventToFormValues(saved, 'Asia/Manila', stored).translations).toEqual({
      ...translations,
      ja: { title: 'ファイヤーダンスの夜', description: '' },
      ko: { title: '불쇼의 밤', description: '해변에서' },
    })
    expect(eventToFormValues(saved, 'Asia/Manila', {}).translations).toEqual(translations)
    expect(eventToFormValues(saved, 'Asia/Manila').translations).toBeUndefined()
    expect(EMPTY_EVENT_FORM.translations).toEqual(translations)
  })

  it('sends the texts typed, trimmed, without the empty ones; none while the stored ones are not read', () => {
    const typed = { ...translations, ja: { title: ' 夕日のアコースティック ', description: '' }, ko: { title: '', description: '해변에서' } }
    expect(parseEventForm({ ...values, translations: typed }, NO_EVENT_PHOTO)).toMatchObject({
      ok: true,
      input: { translations: { ja: { title: '夕日のアコースティック' }, ko: { description: '해변에서' } } },
    })
    // Every text cleared: the event's translations are removed.
    expect(parseEventForm({ ...values, translations }, NO_EVENT_PHOTO)).toMatchObject({ ok: true, input: { translations: {} } })
    expect(parseEventForm({ ...values, translations: undefined }, NO_EVENT_PHOTO)).not.toHaveProperty('input.translations')
  })

  it("puts the API's message about a translation on its input", () => {
    const tooLong = { ...translations, 'zh-Hant': { title: '夜'.repeat(EVENT_TITLE_MAX_LENGTH + 1), description: '' } }
    expect(parseEventForm({ ...values, translations: tooLong }, NO_EVENT_PHOTO)).toEqual({
      ok: false,
      errors: { 'translations.zh-Hant.title': `Title must be ${EVENT_TITLE_MAX_LENGTH} characters or fewer` },
    })
    // With the English fields' own messages.
    expect(parseEventForm({ ...EMPTY_EVENT_FORM, translations: tooLong }, NO_EVENT_PHOTO)).toMatchObject({
      ok: false,
      errors: { title: 'Title is required', 'translations.zh-Hant.title': `Title must be ${EVENT_TITLE_MAX_LENGTH} characters or fewer` },
    })
  })
})

describe('a saved event in the dialog', () => {
  it('shows the venue date and times', () => {
    expect(eventToFormValues(saved, 'Asia/Manila')).toEqual({ title: 'Fire Dance Night', description: 'On the beach', date: '2026-12-06', time: '00:30', endTime: '' })
    expect(eventToFormValues({ ...saved, endTime: '02:00' }, 'Asia/Manila').endTime).toBe('02:00')
  })

  it('shows its photo: the upload, or a URL from before uploads', () => {
    const image = { id: 3, width: 1600, height: 900, url: '/images/3/960-abc.jpg', variants: [] }
    expect(eventPhoto({ ...saved, image, imageUrl: image.url })).toEqual({ imageId: 3, preview: image, changed: false })
    expect(eventPhoto({ ...saved, imageUrl: 'https://example.com/a.jpg' })).toEqual({
      imageId: null,
      preview: { url: 'https://example.com/a.jpg', width: 640, height: 360 },
      changed: false,
    })
    expect(eventPhoto(saved)).toEqual(NO_EVENT_PHOTO)
  })
})

describe('photoFileProblem', () => {
  it('refuses an empty file, one over 15 MB, and one that is clearly not a photo', () => {
    expect(photoFileProblem({ size: 0, type: 'image/jpeg', name: 'a.jpg' })).toBe('The file is empty. Choose a photo to upload.')
    expect(photoFileProblem({ size: 15 * 1024 * 1024 + 1, type: 'image/jpeg', name: 'a.jpg' })).toBe('The photo is too large: 15 MB at most.')
    expect(photoFileProblem({ size: 10, type: 'application/pdf', name: 'menu.pdf' })).toMatch(/^That file is not a photo/)
  })

  it('takes JPEG, PNG, WebP and HEIC, also a HEIC without a type', () => {
    expect(photoFileProblem({ size: 10, type: 'image/png', name: 'x' })).toBeNull()
    expect(photoFileProblem({ size: 10, type: '', name: 'IMG_0001.HEIC' })).toBeNull()
    expect(photoFileProblem({ size: 15 * 1024 * 1024, type: 'image/webp', name: 'a.webp' })).toBeNull()
  })
})
