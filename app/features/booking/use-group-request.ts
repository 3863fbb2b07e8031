import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react'
import { type FieldPath, type Resolver, useForm, useWatch } from 'react-hook-form'
import { type CreatedGroupRequestJson, groupRequestPaths } from '~/contracts/group-requests'
import type { GroupRequestInput } from '~/contracts/group-requests.schemas'
import { openingHoursKeys } from '~/contracts/opening-hours'
import type { ReservationInput } from '~/contracts/reservations.schemas'
import { ApiError, apiRequest, errorMessage } from '~/lib/api'
import { toast } from '~/lib/use-toast'
import { emptyBookingForm, isBookingFormField, type ReservationForm, type ReservationFormValues } from './booking-form-model'
import { type GroupRequestConfirmation, toGroupRequestConfirmation } from './group-request-form'
import type { TimeChoice } from './use-time-choice'
import { useBookingWords } from './use-booking-words'
import { withLanguage } from './booking-words'

// Like the booking's, the request's rules are the server's zod schema, fetched when the guest first sends.
const loadValidation = () => Promise.all([import('@hookform/resolvers/zod'), import('~/contracts/group-requests.schemas')])

/**
 * A resolver that checks the form with `groupRequestInputSchema(today)` (the server's rules and messages). The form
 * holds a booking's fields; a valid request is handed over as a booking at a table, which is what a group asks for.
 */
function groupRequestResolver(today: string): Resolver<ReservationFormValues, unknown, ReservationInput> {
  let check: Resolver<ReservationFormValues, unknown, GroupRequestInput> | undefined
  return async (values, context, options) => {
    if (!check) {
      const [{ zodResolver }, { groupRequestInputSchema }] = await loadValidation()
      // The schema reads the same fields as the form's values (its input type is wider: any JSON).
      check = zodResolver(groupRequestInputSchema(today)) as unknown as Resolver<ReservationFormValues, unknown, GroupRequestInput>
    }
    const result = await check(values, context, options)
    if (Object.keys(result.errors).length > 0) return { values: {}, errors: result.errors }
    return { values: { ...(result.values as GroupRequestInput), seatingPreference: 'table' }, errors: {} }
  }
}

/** The fields a booking and a request share: what the guest typed stays when the party crosses the online limit. */
const SHARED_FIELDS = ['name', 'email', 'phone', 'date', 'time', 'notes'] as const

/**
 * The booking form's group request (a party larger than the venue seats online): its own fields' state, checked with
 * the request's rules, sent to POST /api/group-requests. The party stays in the booking form's guests field. Made:
 * the toast, a fresh form and the confirmation for `onSent`; refused: the toast and the field messages of a 400.
 */
export function useGroupRequest({
  form,
  today,
  choice,
  onSent,
  revealField,
}: {
  form: ReservationForm
  today: string
  choice: TimeChoice
  onSent?: (request: GroupRequestConfirmation) => void
  revealField: (name: string) => void
}) {
  const words = useBookingWords()
  const resolver = useMemo(() => groupRequestResolver(today), [today])
  const request = useForm({ resolver, defaultValues: emptyBookingForm(today) })
  const queryClient = useQueryClient()
  const send = useMutation({
    mutationFn: (input: GroupRequestInput) => apiRequest<CreatedGroupRequestJson>('POST', groupRequestPaths.create, withLanguage(input, words.lang)),
  })

  // Crossing the online limit carries what was typed over, either way (before the browser paints the other fields).
  const wasGroup = useRef(false)
  useLayoutEffect(() => {
    if (choice.groupParty === wasGroup.current) return
    wasGroup.current = choice.groupParty
    if (choice.groupParty) request.reset({ ...emptyBookingForm(today), ...pick(form.getValues()) })
    else for (const name of SHARED_FIELDS) form.setValue(name, request.getValues(name))
  }, [choice.groupParty, form, request, today])

  // The party's message follows the party as it is typed again, once the request was sent (like the other fields).
  const guests = useWatch({ control: form.control, name: 'guests' })
  const checked = request.formState.isSubmitted
  useEffect(() => {
    if (!checked || !choice.groupParty) return
    request.setValue('guests', guests)
    void request.trigger('guests')
  }, [request, checked, guests, choice.groupParty])

  const submitValid = request.handleSubmit(
    (values) => {
      const input: GroupRequestInput = {
        name: values.name,
        email: values.email,
        phone: values.phone,
        date: values.date,
        time: values.time,
        guests: values.guests,
        notes: values.notes,
      }
      send.mutate(input, {
        onSuccess: (created) => {
          toast({ title: words.t('groupSuccessTitle'), description: words.t('groupSuccessDescription') })
          const confirmation = toGroupRequestConfirmation({ ...created, name: input.name, date: input.date, time: input.time, guests: input.guests })
          request.reset(emptyBookingForm(today))
          form.reset(emptyBookingForm(today))
          if (confirmation) onSent?.(confirmation)
        },
        onError: (error) => {
          toast({ variant: 'destructive', title: words.t('errorTitle'), description: words.error(errorMessage(error, words.t('groupErrorFallback'))) })
          if (!(error instanceof ApiError)) return
          const named = (error.body?.details ?? []).filter((detail) => isBookingFormField(detail.path))
          // Refused by the opening hours (a day closed since the page was loaded): the date picker learns of it.
          if (named.some((d) => d.path === 'date' || d.path === 'time')) void queryClient.invalidateQueries({ queryKey: openingHoursKeys.all })
          for (const detail of named) request.setError(detail.path as FieldPath<ReservationFormValues>, { type: 'server', message: detail.message })
          if (named[0]) requestAnimationFrame(() => revealField(named[0].path))
        },
      })
    },
    // The party is the booking form's own field: its message is shown there, and the focus goes there.
    (errors) => {
      if (errors.guests) form.setFocus('guests')
    },
  )

  return {
    /** The request's fields, as the booking form's field components take them. */
    form: request,
    /** The party's message under the request's rules (the guests field shows it in group mode). */
    guestsError: request.formState.errors.guests?.message,
    onSubmit: (event: React.FormEvent<HTMLFormElement>) => {
      request.setValue('guests', form.getValues('guests'))
      return submitValid(event)
    },
    pending: send.isPending,
  }
}

function pick(values: ReservationFormValues): Pick<ReservationFormValues, (typeof SHARED_FIELDS)[number]> {
  return { name: values.name, email: values.email, phone: values.phone, date: values.date, time: values.time, notes: values.notes }
}

export type GroupRequest = ReturnType<typeof useGroupRequest>
