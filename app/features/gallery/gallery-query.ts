import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useStaffDelete, useStaffMutation } from '~/components/use-staff-mutation'
import { type GalleryPhotoJson, galleryKeys, galleryPaths } from '~/contracts/gallery'
import type { GalleryAltInput } from '~/contracts/gallery.schemas'
import { type ImageJson, imageMessages, imagePaths } from '~/contracts/images'
import { translationKeys } from '~/contracts/translations'
import { ApiError, apiRequest, errorMessage, getJson } from '~/lib/api'

/** GET /api/gallery: the photos in order (the public list is the staff list). */
export function useGallery() {
  return useQuery({ queryKey: galleryKeys.all, queryFn: getJson<GalleryPhotoJson[]>(galleryPaths.list) })
}

/** POST /api/images with upload progress (0..1): fetch cannot report it, XMLHttpRequest can. */
export function uploadImage(file: File, onProgress: (fraction: number) => void): Promise<ImageJson> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', imagePaths.upload)
    xhr.withCredentials = true
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total)
    xhr.onload = () => {
      let body: { message?: string } | null = null
      try {
        body = JSON.parse(xhr.responseText) as { message?: string }
      } catch {
        body = null
      }
      if (xhr.status === 201) resolve(body as unknown as ImageJson)
      else reject(new ApiError(xhr.status, `${xhr.status}: ${xhr.responseText || xhr.statusText}`, body))
    }
    xhr.onerror = () => reject(new Error('network'))
    const form = new FormData()
    form.append('file', file)
    xhr.send(form)
  })
}

/** The message staff read when an upload fails. */
export function uploadErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 413) return imageMessages.tooLarge
  return errorMessage(error, 'The photo could not be uploaded. Check the connection and try again.')
}

/** Uploads the photo, then adds it to the gallery with its alt text. */
export function useAddGalleryPhoto(onProgress: (fraction: number) => void) {
  return useStaffMutation({
    mutationFn: async ({ file, alt }: { file: File; alt: string }) => {
      const image = await uploadImage(file, onProgress)
      return apiRequest<GalleryPhotoJson>('POST', galleryPaths.list, { imageId: image.id, alt })
    },
    invalidates: [galleryKeys.all, translationKeys.all],
    success: () => 'Photo added to the gallery.',
    // The form shows the reason next to the fields.
    failure: () => null,
  })
}

/** PUT /api/gallery/:id: the caption and its translations (left out while not read: the photo keeps its own). */
export function useUpdateGalleryAlt() {
  return useStaffMutation({
    mutationFn: ({ id, input }: { id: number; input: GalleryAltInput }) => apiRequest<GalleryPhotoJson>('PUT', galleryPaths.item(id), input),
    invalidates: [galleryKeys.all, translationKeys.all],
    success: () => 'Alt text saved.',
    failure: (error) => errorMessage(error, 'Failed to save the alt text. Please try again.'),
  })
}

/** Reorders at once on screen, then on the server; a refusal puts the server's order back. */
export function useReorderGallery() {
  const queryClient = useQueryClient()
  return useStaffMutation({
    mutationFn: (ids: number[]) => apiRequest<GalleryPhotoJson[]>('PUT', galleryPaths.order, ids),
    invalidates: [galleryKeys.all],
    failure: (error) => {
      void queryClient.invalidateQueries({ queryKey: galleryKeys.all })
      return errorMessage(error, 'Failed to save the new order. Please try again.')
    },
    onSuccess: (photos) => queryClient.setQueryData(galleryKeys.all, photos),
  })
}

export const useDeleteGalleryPhoto = () =>
  useStaffDelete(galleryPaths.item, [galleryKeys.all, translationKeys.all], {
    success: 'Photo deleted from the gallery.',
    failure: 'Failed to delete the photo. Please try again.',
  })
