import { describe, expect, it } from 'vitest'
import { ApiError } from '~/lib/api'
import { CATEGORY_NAME_MAX_LENGTH, type CategoryJson, categoryMessages } from '~/contracts/categories'
import {
  categoryPagePath,
  categorySaveErrors,
  categoryToFormValues,
  countItemsByCategory,
  emptyCategoryForm,
  inUseItemCount,
  movedAnnouncement,
  moveTargets,
  neighbourOf,
  parseCategoryCreateForm,
  parseCategoryUpdateForm,
  suggestedSlug,
} from './category-form'
import { isDish } from './menu-grouping'

const list: CategoryJson[] = [
  { slug: 'breakfast', name: 'Breakfast', kind: 'food', position: 1 },
  { slug: 'soups', name: 'Soups', kind: 'food', position: 2 },
  { slug: 'coffee', name: 'Coffee', kind: 'drink', position: 3 },
  { slug: 'desserts', name: 'Desserts', kind: 'food', position: 4 },
  { slug: 'wines', name: 'Wines', kind: 'drink', position: 5 },
]

const apiError = (status: number, body: object) => new ApiError(status, `${status}: ${JSON.stringify(body)}`, body)

describe('suggestedSlug', () => {
  it('makes the slug the server would make: slugify, then a number where it is taken', () => {
    expect(suggestedSlug('Piña Coladas & Co', list)).toBe('pina-coladas-and-co')
    expect(suggestedSlug('Non-Alcoholics', list)).toBe('non-alcoholics')
    expect(suggestedSlug('Coffee', list)).toBe('coffee-2')
    expect(suggestedSlug('  ', list)).toBe('')
  })
})

describe('parseCategoryCreateForm', () => {
  it('sends name and kind, and the slug only when staff typed one', () => {
    const values = { ...emptyCategoryForm('drink'), name: ' Frozen Drinks ', slug: 'frozen-drinks' }
    expect(parseCategoryCreateForm(values, false)).toEqual({ ok: true, input: { name: 'Frozen Drinks', kind: 'drink' } })
    expect(parseCategoryCreateForm({ ...values, slug: 'frozen' }, true)).toEqual({
      ok: true,
      input: { name: 'Frozen Drinks', kind: 'drink', slug: 'frozen' },
    })
    // A slug cleared by staff: the server makes one from the name.
    expect(parseCategoryCreateForm({ ...values, slug: ' ' }, true)).toEqual({ ok: true, input: { name: 'Frozen Drinks', kind: 'drink' } })
  })

  it('uses the API’s messages', () => {
    expect(parseCategoryCreateForm(emptyCategoryForm(), false)).toEqual({ ok: false, fieldErrors: { name: categoryMessages.name } })
    expect(parseCategoryCreateForm({ ...emptyCategoryForm(), name: 'Rice', slug: 'Rice Bowls' }, true)).toEqual({
      ok: false,
      fieldErrors: { slug: categoryMessages.slug },
    })
  })
})

describe('parseCategoryUpdateForm', () => {
  const coffee = list[2]
  it('sends only what changed: a rename keeps the slug', () => {
    expect(parseCategoryUpdateForm({ name: 'Coffee & Tea', slug: 'coffee' }, coffee)).toEqual({ ok: true, input: { name: 'Coffee & Tea' } })
    expect(parseCategoryUpdateForm({ name: 'Coffee', slug: 'kape' }, coffee)).toEqual({ ok: true, input: { slug: 'kape' } })
    expect(parseCategoryUpdateForm({ name: ' Coffee ', slug: 'coffee ' }, coffee)).toEqual({ ok: true, input: null })
  })

  it('refuses a blank name and a slug that is not one', () => {
    expect(parseCategoryUpdateForm({ name: '', slug: 'coffee' }, coffee)).toEqual({ ok: false, fieldErrors: { name: categoryMessages.name } })
    expect(parseCategoryUpdateForm({ name: 'Coffee', slug: '-kape' }, coffee)).toEqual({ ok: false, fieldErrors: { slug: categoryMessages.slug } })
  })
})

describe('the translations of a category', () => {
  const coffee = list[2]
  const none = { ko: { name: '' }, 'zh-Hans': { name: '' }, 'zh-Hant': { name: '' }, ja: { name: '' } }
  const stored = { ko: { name: '커피' } }

  it('fills every language from the stored ones (empty where there is none), and none while they are not read', () => {
    expect(categoryToFormValues(coffee, stored)).toEqual({ name: 'Coffee', kind: 'drink', slug: 'coffee', translations: { ...none, ko: { name: '커피' } } })
    expect(categoryToFormValues(coffee, {}).translations).toEqual(none)
    expect(categoryToFormValues(coffee).translations).toBeUndefined()
  })

  it('sends them all, trimmed and without the empty ones, when one changed; nothing when none did', () => {
    const form = categoryToFormValues(coffee, stored)
    const typed = { ...form.translations!, ja: { name: ' コーヒー ' } }
    expect(parseCategoryUpdateForm({ ...form, translations: typed }, coffee, stored)).toEqual({
      ok: true,
      input: { translations: { ko: { name: '커피' }, ja: { name: 'コーヒー' } } },
    })
    expect(parseCategoryUpdateForm({ ...form, name: 'Kape', translations: typed }, coffee, stored)).toEqual({
      ok: true,
      input: { name: 'Kape', translations: { ko: { name: '커피' }, ja: { name: 'コーヒー' } } },
    })
    // Cleared: the category's translations are removed.
    expect(parseCategoryUpdateForm({ ...form, translations: none }, coffee, stored)).toEqual({ ok: true, input: { translations: {} } })
    expect(parseCategoryUpdateForm({ ...form, translations: { ...form.translations!, ko: { name: ' 커피' } } }, coffee, stored)).toEqual({ ok: true, input: null })
    // Not read yet: none sent, the category keeps its own.
    expect(parseCategoryUpdateForm({ ...form, name: 'Kape', translations: undefined }, coffee)).toEqual({ ok: true, input: { name: 'Kape' } })
  })

  it("puts the schema's and the server's messages about a translation on its input", () => {
    const tooLong = { ...none, ko: { name: '커'.repeat(CATEGORY_NAME_MAX_LENGTH + 1) } }
    const message = `Name must be ${CATEGORY_NAME_MAX_LENGTH} characters or fewer`
    expect(parseCategoryUpdateForm({ name: 'Coffee', slug: 'coffee', translations: tooLong }, coffee)).toEqual({
      ok: false,
      fieldErrors: { 'translations.ko.name': message },
    })
    const refused = apiError(400, { message: 'Invalid input', details: [{ path: 'translations.ja.name', message }] })
    expect(categorySaveErrors(refused, {})).toEqual({ fieldErrors: { 'translations.ja.name': message } })
  })
})

describe('categorySaveErrors', () => {
  it('puts a duplicate name or slug on its field', () => {
    const name = categoryMessages.nameTaken('Coffee')
    expect(categorySaveErrors(apiError(409, { message: name }), { name: 'Coffee' })).toEqual({ fieldErrors: { name } })
    // The server names the category as stored ('Coffee' for 'coffee').
    expect(categorySaveErrors(apiError(409, { message: name }), { name: 'coffee' })).toEqual({ fieldErrors: { name } })
    const anyCase = categoryMessages.nameTakenAnyCase
    expect(categorySaveErrors(apiError(409, { message: anyCase }), { name: 'COFFEE' })).toEqual({ fieldErrors: { name: anyCase } })
    const slug = categoryMessages.slugTaken('wines')
    expect(categorySaveErrors(apiError(409, { message: slug }), { name: 'Vino', slug: 'wines' })).toEqual({ fieldErrors: { slug } })
  })

  it('shows any other refusal on the form, and leaves other failures to the toast', () => {
    expect(categorySaveErrors(apiError(409, { message: 'Something else' }), { name: 'X' })).toEqual({ fieldErrors: {}, formError: 'Something else' })
    expect(categorySaveErrors(apiError(400, { message: 'Invalid input', details: [{ path: 'slug', message: categoryMessages.slug }] }), {})).toEqual({
      fieldErrors: { slug: categoryMessages.slug },
    })
    expect(categorySaveErrors(apiError(500, { message: 'Internal error' }), {})).toBeNull()
    expect(categorySaveErrors(new Error('offline'), {})).toBeNull()
  })
})

describe('reordering and deleting', () => {
  it('finds the neighbour of the same kind, none at the ends', () => {
    expect(neighbourOf(list, 'desserts', 'up')?.slug).toBe('soups')
    expect(neighbourOf(list, 'soups', 'down')?.slug).toBe('desserts')
    expect(neighbourOf(list, 'coffee', 'down')?.slug).toBe('wines')
    expect(neighbourOf(list, 'breakfast', 'up')).toBeNull()
    expect(neighbourOf(list, 'wines', 'down')).toBeNull()
    expect(neighbourOf(list, 'gone', 'up')).toBeNull()
  })

  it('announces the new place within the kind', () => {
    expect(movedAnnouncement(list, 'desserts', 'up')).toBe('Desserts moved up: 3 of 3 food categories.')
    expect(movedAnnouncement(list, 'coffee', 'down')).toBe('Coffee moved down: 1 of 2 drink categories.')
  })

  it('moves items only to another category of the same kind', () => {
    expect(moveTargets(list, list[1]).map((c) => c.slug)).toEqual(['breakfast', 'desserts'])
    expect(moveTargets(list, list[4]).map((c) => c.slug)).toEqual(['coffee'])
  })

  it('counts rows (markers too: they move) and dishes per category', () => {
    const counts = countItemsByCategory(
      [
        { name: 'Tapsilog', category: 'breakfast' },
        { name: 'EXTRAS_SECTION', category: 'breakfast' },
        { name: 'Egg', category: 'breakfast' },
        { name: 'Latte', category: 'coffee' },
      ],
      isDish,
    )
    expect(counts.get('breakfast')).toEqual({ rows: 3, dishes: 2 })
    expect(counts.get('coffee')).toEqual({ rows: 1, dishes: 1 })
    expect(counts.get('soups')).toBeUndefined()
  })

  it('reads the item count of a 409 in-use answer', () => {
    expect(inUseItemCount(apiError(409, { message: categoryMessages.inUse('Soups', 3), itemCount: 3 }))).toBe(3)
    expect(inUseItemCount(apiError(409, { message: categoryMessages.nameTaken('Soups') }))).toBeNull()
    expect(inUseItemCount(apiError(400, { message: 'x', itemCount: 3 }))).toBeNull()
  })

  it('gives each kind its public address', () => {
    expect(categoryPagePath(list[0])).toBe('/menu/breakfast')
    expect(categoryPagePath(list[2])).toBe('/drinks/coffee')
  })
})
