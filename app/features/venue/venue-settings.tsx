import { Plus, Trash2 } from '~/components/staff-icons'
import { useId, useRef, useState } from 'react'
import { type FieldPath, useFieldArray, useForm, useWatch } from 'react-hook-form'
import { useRevalidator } from 'react-router'
import { fieldAria } from '~/components/field-aria'
import { FormField } from '~/components/form-field'
import { useStaffTranslations } from '~/components/staff-translations-query'
import { TranslationFields, useFillTranslations } from '~/components/translation-fields'
import type { TranslationFormValues } from '~/components/translation-form'
import { UnsavedChangesDialog } from '~/components/unsaved-changes-dialog'
import { useHydrated } from '~/components/use-hydrated'
import { useUnsavedChanges } from '~/components/use-unsaved-changes'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { StaffScreen } from '~/components/admin-frame'
import { Input } from '~/components/ui/input'
import { ApiError } from '~/lib/api'
import { VENUE_SOCIAL_MAX, type VenueJson, venueScreenText } from '~/contracts/venue'
import {
  VENUE_ADDRESS_MAX_LENGTH,
  VENUE_EMAIL_MAX_LENGTH,
  VENUE_NAME_MAX_LENGTH,
  VENUE_SOCIAL_LABEL_MAX_LENGTH,
  VENUE_TAGLINE_MAX_LENGTH,
  VENUE_URL_MAX_LENGTH,
} from '~/contracts/venue.schemas'
import {
  errorsByField,
  parseVenueForm,
  VENUE_TRANSLATED,
  type VenueFormErrors,
  type VenueFormValues,
  venueToFormValues,
  venueTranslationValues,
} from './venue-form'
import { useSaveVenue } from './venue-query'

/**
 * The venue's details in one form: name and tagline, phone and e-mail, address and map, social links and the happy
 * hour. Checked with the API's own rules before sending; the API's field messages show by their fields too. What staff
 * typed stays in the form whatever the answer. The fields wait, disabled, until the page's script runs.
 */
export function VenueSettings({ venue }: { venue: VenueJson }) {
  const uid = useId()
  const id = (field: string) => `${uid}-${field.replace(/\./g, '-')}`
  const hydrated = useHydrated()
  const revalidator = useRevalidator()
  const [errors, setErrors] = useState<VenueFormErrors>({})
  const addButton = useRef<HTMLButtonElement>(null)
  const { register, control, handleSubmit, reset, setFocus, formState } = useForm<VenueFormValues>({ defaultValues: venueToFormValues(venue) })
  // The tagline's translations, a form of their own: filled in when they are read, the details untouched.
  const storedTranslations = venueTranslationValues(useStaffTranslations()?.venue)
  const translationForm = useForm<{ translations?: TranslationFormValues }>({ defaultValues: { translations: storedTranslations } })
  const translations = useWatch({ control: translationForm.control, name: 'translations' })
  useFillTranslations((translations) => translationForm.reset({ translations }), storedTranslations)
  const blocker = useUnsavedChanges(formState.isDirty || translationForm.formState.isDirty)
  const social = useFieldArray({ control, name: 'social' })
  const save = useSaveVenue((saved, input) => {
    reset(venueToFormValues(saved))
    // What was sent is the new baseline; anything typed while saving stays unsaved.
    if (input.translations) translationForm.reset({ translations: venueTranslationValues(input.translations) }, { keepValues: true })
    // The footer and every page's details come from the root loader: read them again.
    void revalidator.revalidate()
  })

  const showErrors = (found: VenueFormErrors) => {
    setErrors(found)
    const first = Object.keys(found).find((path) => path !== 'form' && path !== 'social')
    if (first) setFocus(first as FieldPath<VenueFormValues>)
  }

  const onSubmit = handleSubmit((values) => {
    const result = parseVenueForm(values, translationForm.getValues('translations'))
    if (!result.ok) return showErrors(result.errors)
    setErrors({})
    save.mutate(result.input, {
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) showErrors(errorsByField(error.body?.details ?? []))
      },
    })
  })

  /** The props that tie a text field to its label, hint and error. */
  const field = (path: FieldPath<VenueFormValues>, hint = false) => ({ id: id(path), ...fieldAria(id(path), errors[path], hint), ...register(path) })
  const error = (path: string) => errors[path]

  const removeLink = (index: number) => {
    social.remove(index)
    setErrors({})
    // The row and its button are gone: keep the keyboard in the list.
    addButton.current?.focus()
  }

  return (
    <StaffScreen
      title={venueScreenText.title}
      description="What guests see on the contact page, in the footer, in search results and on the Happy Hour page."
    >
      <form onSubmit={onSubmit} noValidate aria-labelledby="venue-settings-title">
        <fieldset disabled={!hydrated} className="grid gap-6">
          {errors.form && (
            <p role="alert" className="text-sm text-destructive">
              {errors.form}
            </p>
          )}
          <Card>
            <CardHeader>
              <CardTitle>The venue</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4 md:grid-cols-2">
              <FormField id={id('name')} label="Name" error={error('name')}>
                <Input autoComplete="organization" maxLength={VENUE_NAME_MAX_LENGTH} {...field('name')} />
              </FormField>
              <FormField id={id('tagline')} label="Tagline" hint="One line under the name in search results." error={error('tagline')}>
                <Input autoComplete="off" maxLength={VENUE_TAGLINE_MAX_LENGTH} {...field('tagline', true)} />
              </FormField>
              <div className="md:col-span-2">
                <TranslationFields
                  fields={VENUE_TRANSLATED}
                  register={(path) => translationForm.register(path as 'translations')}
                  errorOf={error}
                  values={translations}
                  loading={translations === undefined}
                />
              </div>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>Contact</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4 md:grid-cols-2">
              <FormField id={id('phone')} label="Phone" hint="As guests should read it, e.g. +63 36 288 0000." error={error('phone')}>
                <Input type="tel" autoComplete="tel" maxLength={20} {...field('phone', true)} />
              </FormField>
              <FormField id={id('email')} label="E-mail" error={error('email')}>
                <Input type="email" autoComplete="email" maxLength={VENUE_EMAIL_MAX_LENGTH} {...field('email')} />
              </FormField>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>Address and map</CardTitle>
              <CardDescription>The map link opens the venue in a maps app; without one, the coordinates (or the address) are searched.</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4 md:grid-cols-2">
              <FormField id={id('address')} label="Address" hint="One line, as on the contact page." error={error('address')} className="md:col-span-2">
                <Input autoComplete="street-address" maxLength={VENUE_ADDRESS_MAX_LENGTH} {...field('address', true)} />
              </FormField>
              <FormField id={id('mapUrl')} label="Map link" hint="An https:// address, or empty." error={error('mapUrl')} className="md:col-span-2">
                <Input type="url" autoComplete="url" maxLength={VENUE_URL_MAX_LENGTH} {...field('mapUrl', true)} />
              </FormField>
              <FormField id={id('latitude')} label="Latitude" hint="e.g. 11.9674, or empty." error={error('latitude')}>
                <Input inputMode="decimal" autoComplete="off" {...field('latitude', true)} />
              </FormField>
              <FormField id={id('longitude')} label="Longitude" hint="e.g. 121.9248, or empty." error={error('longitude')}>
                <Input inputMode="decimal" autoComplete="off" {...field('longitude', true)} />
              </FormField>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle id={id('social-title')}>Social links</CardTitle>
              <CardDescription id={id('social-hint')}>Shown on the contact page, at most {VENUE_SOCIAL_MAX}.</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4">
              {social.fields.length === 0 && <p className="text-sm text-muted-foreground">No social links yet.</p>}
              {social.fields.length > 0 && (
                <ul className="grid gap-4" aria-labelledby={id('social-title')}>
                  {social.fields.map((row, index) => (
                    <li key={row.id} className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-[1fr_2fr_auto] sm:items-start">
                      <FormField id={id(`social.${index}.label`)} label={`Label of link ${index + 1}`} error={error(`social.${index}.label`)}>
                        <Input autoComplete="off" maxLength={VENUE_SOCIAL_LABEL_MAX_LENGTH} placeholder="Instagram" {...field(`social.${index}.label`)} />
                      </FormField>
                      <FormField id={id(`social.${index}.url`)} label={`Address of link ${index + 1}`} error={error(`social.${index}.url`)}>
                        <Input type="url" autoComplete="off" maxLength={VENUE_URL_MAX_LENGTH} placeholder="https://" {...field(`social.${index}.url`)} />
                      </FormField>
                      <Button type="button" variant="outline" className="text-destructive sm:mt-7" onClick={() => removeLink(index)}>
                        <Trash2 aria-hidden="true" />
                        Remove<span className="sr-only"> link {index + 1}</span>
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
              {error('social') && (
                <p id={id('social-error')} className="text-sm text-destructive">
                  {error('social')}
                </p>
              )}
              <div>
                <Button
                  ref={addButton}
                  type="button"
                  variant="outline"
                  disabled={social.fields.length >= VENUE_SOCIAL_MAX}
                  aria-describedby={id('social-hint')}
                  onClick={() => social.append({ label: '', url: '' })}
                >
                  <Plus aria-hidden="true" />
                  Add social link
                </Button>
              </div>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>Happy hour</CardTitle>
              <CardDescription>Every day, venue time. Shown on the Happy Hour page and in the footer.</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4 sm:grid-cols-2">
              <FormField id={id('happyHour.start')} label="Starts" error={error('happyHour.start') ?? error('happyHour')}>
                <Input type="time" step={60} {...field('happyHour.start')} />
              </FormField>
              <FormField id={id('happyHour.end')} label="Ends" error={error('happyHour.end')}>
                <Input type="time" step={60} {...field('happyHour.end')} />
              </FormField>
            </CardContent>
          </Card>

          <div className="flex justify-end">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </div>
        </fieldset>
      </form>
      <UnsavedChangesDialog blocker={blocker} />
    </StaffScreen>
  )
}
