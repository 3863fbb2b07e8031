import { describe, expect, it } from 'vitest'
import { DEFAULT_VENUE, venueMessages } from '~/contracts/venue'
import { errorsByField, parseVenueForm, venueToFormValues, venueTranslationValues } from './venue-form'

const values = venueToFormValues(DEFAULT_VENUE)

describe('venue settings form', () => {
  it('shows the stored details as text and sends them back unchanged', () => {
    expect(values).toMatchObject({ latitude: '11.9674', longitude: '121.9248', happyHour: { start: '16:00', end: '19:00' }, social: [] })
    expect(parseVenueForm(values)).toEqual({ ok: true, input: DEFAULT_VENUE })
  })

  it('sends empty coordinates as null and reads a decimal comma', () => {
    expect(parseVenueForm({ ...values, latitude: ' ', longitude: '' })).toMatchObject({ ok: true, input: { latitude: null, longitude: null } })
    expect(parseVenueForm({ ...values, latitude: '11,5', longitude: '-121.25' })).toMatchObject({ ok: true, input: { latitude: 11.5, longitude: -121.25 } })
  })

  it('gives each invalid field its message, by the field, and sends nothing', () => {
    const result = parseVenueForm({
      ...values,
      name: ' ',
      phone: 'call us',
      latitude: 'north',
      social: [{ label: '', url: 'https://instagram.com/bar' }, { label: 'Facebook', url: 'facebook.com' }],
      happyHour: { start: '17:00', end: '17:00' },
    })
    expect(result).toEqual({
      ok: false,
      errors: {
        name: venueMessages.name,
        phone: venueMessages.phone,
        latitude: venueMessages.latitude,
        'social.0.label': venueMessages.socialLabel,
        'social.1.url': venueMessages.socialUrl,
        'happyHour.end': venueMessages.happyHourSame,
      },
    })
  })

  it("fills the tagline's translations when read, sends them trimmed without the empty ones, and none while not read", () => {
    expect(venueTranslationValues(undefined)).toBeUndefined()
    const stored = venueTranslationValues({ 'zh-Hans': { description: '长滩岛的海滩酒吧' } })
    expect(stored).toEqual({
      ko: { description: '' },
      'zh-Hans': { description: '长滩岛的海滩酒吧' },
      'zh-Hant': { description: '' },
      ja: { description: '' },
    })
    const typed = { ...stored!, ko: { description: '  보라카이 해변 바 ' } }
    expect(parseVenueForm(values, typed)).toEqual({
      ok: true,
      input: { ...DEFAULT_VENUE, translations: { ko: { description: '보라카이 해변 바' }, 'zh-Hans': { description: '长滩岛的海滩酒吧' } } },
    })
    const untouched = parseVenueForm(values)
    expect(untouched.ok && untouched.input.translations).toBeUndefined()
  })

  it('gives a translation over the length its message by its input', () => {
    const result = parseVenueForm(values, { ...venueTranslationValues({})!, ja: { description: 'あ'.repeat(500) } })
    expect(result.ok).toBe(false)
    expect(Object.keys(result.ok ? {} : result.errors)).toEqual(['translations.ja.description'])
  })

  it("maps the API's field errors by path, the first message of each", () => {
    expect(
      errorsByField([
        { path: 'email', message: venueMessages.email },
        { path: 'email', message: 'second' },
        { path: '', message: 'The request body is not valid JSON.' },
      ]),
    ).toEqual({ email: venueMessages.email, form: 'The request body is not valid JSON.' })
  })
})
