import { useMutation, useQuery } from '@tanstack/react-query'
import { useStaffDelete, useStaffMutation } from '~/components/use-staff-mutation'
import { type EventJson, type EventListsJson, eventKeys, eventPaths } from '~/contracts/events'
import type { EventInput } from '~/contracts/events.schemas'
import { type ImageJson, imagePaths } from '~/contracts/images'
import { translationKeys } from '~/contracts/translations'
import { ApiError, apiRequest, getJson } from '~/lib/api'

/** GET /api/events/all (staff): upcoming and past events. */
export function useAllEvents() {
  return useQuery({ queryKey: eventKeys.staff(), queryFn: getJson<EventListsJson>(eventPaths.all) })
}

/** A 400's own message (the field's), else the screen's. */
function saveFailure(fallback: string) {
  return (error: unknown) => (error instanceof ApiError && error.status === 400 ? (error.body?.message ?? fallback) : fallback)
}

// Every write refetches eventKeys.all (the staff lists and the guests' upcoming list) and the translations.

export function useAddEvent() {
  return useStaffMutation({
    mutationFn: (input: EventInput) => apiRequest<EventJson>('POST', eventPaths.list, input),
    invalidates: [eventKeys.all, translationKeys.all],
    success: () => 'Event added successfully.',
    failure: saveFailure('Failed to add event. Please try again.'),
  })
}

export function useUpdateEvent() {
  return useStaffMutation({
    mutationFn: ({ id, input }: { id: number; input: EventInput }) => apiRequest<EventJson>('PUT', eventPaths.item(id), input),
    invalidates: [eventKeys.all, translationKeys.all],
    success: () => 'Event updated successfully.',
    failure: saveFailure('Failed to update event. Please try again.'),
  })
}

export const useDeleteEvent = () =>
  useStaffDelete(eventPaths.item, [eventKeys.all, translationKeys.all], {
    success: 'Event deleted successfully.',
    failure: 'Failed to delete event. Please try again.',
  })

/** POST /api/images (multipart, field `file`): the photo as the server stored it. Throws ApiError when refused. */
async function uploadPhoto(file: File): Promise<ImageJson> {
  const form = new FormData()
  form.append('file', file)
  const res = await fetch(imagePaths.upload, { method: 'POST', body: form, credentials: 'include' })
  const text = await res.text()
  let body: unknown = null
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    body = null
  }
  if (!res.ok) throw new ApiError(res.status, `${res.status}: ${text || res.statusText}`, body as ApiError['body'])
  return body as ImageJson
}

/** Uploads a photo for the event dialog; the dialog shows the outcome beside the photo (no toast). */
export function useUploadPhoto() {
  return useMutation({ mutationFn: uploadPhoto })
}
