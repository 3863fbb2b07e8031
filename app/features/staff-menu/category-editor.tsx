import { useId, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { AdminDialogForm, type DialogSubmit } from '~/components/admin-form-dialogs'
import { fieldAria } from '~/components/field-aria'
import { FormField } from '~/components/form-field'
import { Input } from '~/components/ui/input'
import { NativeSelect, SelectOptions } from '~/components/ui/native-select'
import { CATEGORY_KINDS, CATEGORY_NAME_MAX_LENGTH, CATEGORY_SLUG_MAX_LENGTH, type CategoryJson } from '~/contracts/categories'
import type { CategoryCreateInput, CategoryUpdateInput } from '~/contracts/categories.schemas'
import type { ContentTranslations } from '~/contracts/translations'
import { errorAt } from '~/components/translation-form'
import { TranslationFields, useFillTranslations } from '~/components/translation-fields'
import {
  CATEGORY_KIND_LABEL,
  CATEGORY_TRANSLATED,
  type CategoryFieldErrors,
  type CategoryFormValues,
  categoryPagePath,
  categorySaveErrors,
  categoryToFormValues,
  emptyCategoryForm,
  parseCategoryCreateForm,
  parseCategoryUpdateForm,
  suggestedSlug,
} from './category-form'

const FIELDS = ['name', 'kind', 'slug'] as const

/** Shows the checks' (or the server's) messages on their fields, and focuses the first. */
function useFieldErrors(form: ReturnType<typeof useForm<CategoryFormValues>>) {
  const [formError, setFormError] = useState<string | undefined>()
  const show = (fieldErrors: CategoryFieldErrors, message?: string) => {
    form.clearErrors()
    for (const field of FIELDS) {
      const text = fieldErrors[field]
      if (text) form.setError(field, { message: text })
    }
    for (const [path, text] of Object.entries(fieldErrors)) {
      if (path.startsWith('translations.') && text) form.setError(path as 'translations', { message: text })
    }
    setFormError(message)
    const first = FIELDS.find((field) => fieldErrors[field])
    if (first) form.setFocus(first)
  }
  return { formError, show }
}

/** A refusal for the whole form (a 409 that names no field): read out at once. */
function FormError({ message }: { message?: string }) {
  if (!message) return null
  return (
    <p role="alert" className="rounded-md border border-destructive px-3 py-2 text-sm text-destructive">
      {message}
    </p>
  )
}

/**
 * The add dialog's fields: name, kind and the slug. The slug follows the name (as the server would make it) until
 * staff type one of their own.
 */
export function AddCategoryForm({
  categories,
  defaultKind,
  onSave,
  ...submit
}: DialogSubmit & {
  categories: readonly CategoryJson[]
  defaultKind: CategoryJson['kind']
  /** Saves valid input; rejects with the server's refusal. */
  onSave: (input: CategoryCreateInput) => Promise<unknown>
}) {
  const uid = useId()
  const id = (field: string) => `${uid}-${field}`
  const form = useForm<CategoryFormValues>({ defaultValues: emptyCategoryForm(defaultKind) })
  const { register, handleSubmit, formState, control, setValue } = form
  const errors = formState.errors
  const { formError, show } = useFieldErrors(form)
  const [slugEdited, setSlugEdited] = useState(false)
  const kind = useWatch({ control, name: 'kind' })
  const slug = useWatch({ control, name: 'slug' })

  const onSubmit = handleSubmit(async (values) => {
    const result = parseCategoryCreateForm(values, slugEdited)
    if (!result.ok) return show(result.fieldErrors)
    show({})
    try {
      await onSave(result.input)
    } catch (error) {
      const refused = categorySaveErrors(error, result.input)
      if (refused) show(refused.fieldErrors, refused.formError)
    }
  })

  const nameField = register('name', {
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      if (!slugEdited) setValue('slug', suggestedSlug(event.target.value, categories))
    },
  })
  const slugField = register('slug', { onChange: () => setSlugEdited(true) })

  return (
    <AdminDialogForm onSubmit={onSubmit} {...submit}>
      <FormField id={id('name')} label="Name" hint="As guests read it, e.g. Cocktails" error={errors.name?.message}>
        <Input id={id('name')} autoComplete="off" maxLength={CATEGORY_NAME_MAX_LENGTH} {...fieldAria(id('name'), errors.name?.message, true)} {...nameField} />
      </FormField>
      <FormField id={id('kind')} label="Kind" error={errors.kind?.message}>
        <NativeSelect id={id('kind')} {...fieldAria(id('kind'), errors.kind?.message)} {...register('kind')}>
          <SelectOptions options={CATEGORY_KINDS.map((value) => ({ value, label: CATEGORY_KIND_LABEL[value] }))} />
        </NativeSelect>
      </FormField>
      <FormField
        id={id('slug')}
        label="Slug (the page's address)"
        hint={slug.trim() ? `Guests find it at ${categoryPagePath({ kind, slug: slug.trim() })}. Made from the name; change it only if you need another address.` : 'Made from the name; lowercase letters, digits and hyphens.'}
        error={errors.slug?.message}
      >
        <SlugInput id={id('slug')} error={errors.slug?.message} {...slugField} />
      </FormField>
      <FormError message={formError} />
    </AdminDialogForm>
  )
}

/**
 * The rename dialog: the name, the slug (kept as it is unless staff change it) and the name's translations, filled
 * in when they are read (what staff typed meanwhile stays).
 */
export function RenameCategoryForm({
  category,
  translations: stored,
  onSave,
  onUnchanged,
  ...submit
}: DialogSubmit & {
  category: CategoryJson
  /** The category's stored translations ({} for none); undefined while they are not read. */
  translations: ContentTranslations | undefined
  /** Saves what changed; rejects with the server's refusal. */
  onSave: (input: CategoryUpdateInput) => Promise<unknown>
  /** Nothing was changed: the dialog just closes. */
  onUnchanged: () => void
}) {
  const uid = useId()
  const id = (field: string) => `${uid}-${field}`
  const defaultValues = categoryToFormValues(category, stored)
  const form = useForm<CategoryFormValues>({ defaultValues })
  const { register, handleSubmit, formState, control, setValue } = form
  const errors = formState.errors
  const { formError, show } = useFieldErrors(form)
  const slug = useWatch({ control, name: 'slug' }).trim()
  const translations = useWatch({ control, name: 'translations' })
  useFillTranslations((stored) => setValue('translations', stored), defaultValues.translations)

  const onSubmit = handleSubmit(async (values) => {
    const result = parseCategoryUpdateForm(values, category, stored)
    if (!result.ok) return show(result.fieldErrors)
    show({})
    if (result.input === null) return onUnchanged()
    try {
      await onSave(result.input)
    } catch (error) {
      const refused = categorySaveErrors(error, result.input)
      if (refused) show(refused.fieldErrors, refused.formError)
    }
  })

  const slugHint =
    slug !== category.slug
      ? `The page moves to ${categoryPagePath({ kind: category.kind, slug: slug || '…' })}; links to ${categoryPagePath(category)} stop working.`
      : `Guests find it at ${categoryPagePath(category)}. Renaming keeps this address.`

  return (
    <AdminDialogForm onSubmit={onSubmit} {...submit}>
      <FormField id={id('name')} label="Name" error={errors.name?.message}>
        <Input id={id('name')} autoComplete="off" maxLength={CATEGORY_NAME_MAX_LENGTH} {...fieldAria(id('name'), errors.name?.message)} {...register('name')} />
      </FormField>
      <TranslationFields
        fields={CATEGORY_TRANSLATED}
        register={(path) => register(path as 'name')}
        errorOf={(path) => errorAt(errors, path)}
        values={translations}
        loading={translations === undefined}
      />
      <FormField id={id('slug')} label="Slug (the page's address)" hint={slugHint} error={errors.slug?.message}>
        <SlugInput id={id('slug')} error={errors.slug?.message} {...register('slug')} />
      </FormField>
      <FormError message={formError} />
    </AdminDialogForm>
  )
}

/** The slug's input (it has a hint): a part of an address, so no autocorrect and no capitals. */
function SlugInput({ id, error, ...field }: { id: string; error?: string } & React.ComponentProps<typeof Input>) {
  return (
    <Input
      id={id}
      autoComplete="off"
      spellCheck={false}
      autoCapitalize="none"
      maxLength={CATEGORY_SLUG_MAX_LENGTH}
      {...fieldAria(id, error, true)}
      {...field}
    />
  )
}
