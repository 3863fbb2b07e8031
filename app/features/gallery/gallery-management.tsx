import { ArrowDown, ArrowUp, Upload } from '~/components/staff-icons'
import { useEffect, useRef, useState } from 'react'
import { AdminDeleteDialog } from '~/components/admin-confirm-dialog'
import { fieldAria } from '~/components/field-aria'
import { FormField } from '~/components/form-field'
import { QueryState } from '~/components/query-state'
import { ResponsiveImage } from '~/components/responsive-image'
import { useHydrated } from '~/components/use-hydrated'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Input } from '~/components/ui/input'
import { StaffScreen } from '~/components/admin-frame'
import { RowActions } from '~/components/row-actions'
import { useStaffTranslations } from '~/components/staff-translations-query'
import { GALLERY_ALT_MAX_LENGTH, type GalleryPhotoJson } from '~/contracts/gallery'
import { moveId } from '~/lib/gallery'
import { plural } from '~/lib/plural'
import { GALLERY_UPLOAD_ACCEPT, uploadProblem } from './upload-form'
import { uploadErrorMessage, useAddGalleryPhoto, useDeleteGalleryPhoto, useGallery, useReorderGallery } from './gallery-query'
import { AltEditor } from './alt-editor'

export function GalleryManagement() {
  const gallery = useGallery()
  const count = gallery.data?.length ?? 0
  return (
    <StaffScreen title="Gallery Management">
      <UploadCard />
      <Card>
        <CardHeader>
          <CardTitle>{gallery.data ? `Gallery Photos (${plural(count, 'photo')})` : 'Gallery Photos'}</CardTitle>
          <CardDescription>Guests see the photos in this order on the public Gallery page. Every photo needs an alt text.</CardDescription>
        </CardHeader>
        <CardContent>
          <QueryState
            query={gallery}
            loading="Loading the gallery..."
            error="The gallery could not be loaded."
            empty="No photos in the gallery yet. Upload the first one above!"
          >
            {(photos) => <PhotoList photos={photos} />}
          </QueryState>
        </CardContent>
      </Card>
    </StaffScreen>
  )
}

function UploadCard() {
  const hydrated = useHydrated()
  const [progress, setProgress] = useState(0)
  const add = useAddGalleryPhoto(setProgress)
  const [alt, setAlt] = useState('')
  const [problem, setProblem] = useState<{ field: 'file' | 'alt' | 'form'; message: string } | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const altInput = useRef<HTMLInputElement>(null)

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const file = fileInput.current?.files?.[0]
    const found = uploadProblem(file, alt)
    setProblem(found)
    if (found) {
      ;(found.field === 'file' ? fileInput : altInput).current?.focus()
      return
    }
    setProgress(0)
    add.mutate(
      { file: file!, alt: alt.trim() },
      {
        onSuccess: () => {
          setAlt('')
          if (fileInput.current) fileInput.current.value = ''
        },
        onError: (error) => setProblem({ field: 'form', message: uploadErrorMessage(error) }),
      },
    )
  }

  const fileError = problem?.field === 'file' ? problem.message : undefined
  const altError = problem?.field === 'alt' ? problem.message : undefined
  return (
    <Card>
      <CardHeader>
        <CardTitle>Add a photo</CardTitle>
        <CardDescription>JPEG, PNG, WebP or HEIC (from a phone), 15 MB at most. Location and camera details are removed.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-2" aria-busy={add.isPending}>
          <FormField id="gallery-file" label="Photo" error={fileError}>
            <Input
              ref={fileInput}
              id="gallery-file"
              name="file"
              type="file"
              accept={GALLERY_UPLOAD_ACCEPT}
              disabled={add.isPending}
              className="h-auto file:mr-3 file:rounded file:border-0 file:bg-muted file:px-2 file:py-1"
              {...fieldAria('gallery-file', fileError)}
            />
          </FormField>
          <FormField id="gallery-alt" label="Alt text" hint="What the photo shows, for guests who cannot see it." error={altError}>
            <Input
              ref={altInput}
              id="gallery-alt"
              name="alt"
              value={alt}
              maxLength={GALLERY_ALT_MAX_LENGTH}
              onChange={(event) => setAlt(event.target.value)}
              disabled={add.isPending}
              required
              {...fieldAria('gallery-alt', altError, true)}
            />
          </FormField>
          <div className="flex flex-wrap items-center gap-3 md:col-span-2">
            <Button type="submit" disabled={!hydrated || add.isPending}>
              <Upload aria-hidden="true" />
              {add.isPending ? (progress < 1 ? `Uploading... ${Math.round(progress * 100)}%` : 'Processing...') : 'Upload Photo'}
            </Button>
            {add.isPending && <progress className="h-2 w-40 accent-primary" aria-label="Upload progress" max={1} value={progress} />}
            <p role="status" className="text-sm text-muted-foreground">
              {add.isPending && progress >= 1 ? 'Making the sizes guests download...' : null}
            </p>
          </div>
          {problem?.field === 'form' && (
            <p role="alert" className="text-sm text-destructive md:col-span-2">
              {problem.message}
            </p>
          )}
        </form>
      </CardContent>
    </Card>
  )
}

/** Which control gets the focus once the list is drawn again after a move. */
interface FocusAfterMove {
  id: number
  direction: 'up' | 'down'
}

function PhotoList({ photos }: { photos: GalleryPhotoJson[] }) {
  const reorder = useReorderGallery()
  const stored = useStaffTranslations()
  const remove = useDeleteGalleryPhoto()
  const [order, setOrder] = useState<number[] | null>(null)
  const [deleting, setDeleting] = useState<GalleryPhotoJson | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const focusAfterMove = useRef<FocusAfterMove | null>(null)
  const list = useRef<HTMLOListElement>(null)

  // The order on screen: the one just chosen while it is being saved, else the server's.
  const byId = new Map(photos.map((p) => [p.id, p]))
  const shown = order && order.length === photos.length && order.every((id) => byId.has(id)) ? order.map((id) => byId.get(id)!) : photos

  useEffect(() => {
    const target = focusAfterMove.current
    if (!target) return
    focusAfterMove.current = null
    const item = list.current?.querySelector(`[data-photo-id="${target.id}"]`)
    const wanted = item?.querySelector<HTMLButtonElement>(`button[data-move="${target.direction}"]`)
    // At the top (or bottom) the button that moved it is disabled: the other one keeps the focus in the item.
    const other = item?.querySelector<HTMLButtonElement>(`button[data-move="${target.direction === 'up' ? 'down' : 'up'}"]`)
    ;(wanted && !wanted.disabled ? wanted : other)?.focus()
  })

  const move = (index: number, delta: -1 | 1) => {
    const ids = moveId(
      shown.map((p) => p.id),
      index,
      delta,
    )
    const photo = shown[index]
    focusAfterMove.current = { id: photo.id, direction: delta < 0 ? 'up' : 'down' }
    setOrder(ids)
    setAnnouncement(`${photo.alt} moved to position ${ids.indexOf(photo.id) + 1} of ${ids.length}.`)
    reorder.mutate(ids, { onSettled: () => setOrder(null) })
  }

  return (
    <>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <ol ref={list} className="grid gap-3">
        {shown.map((photo, index) => (
          <li key={photo.id} data-photo-id={photo.id} className="grid gap-3 rounded-lg border p-3 sm:grid-cols-[10rem_1fr_auto] sm:items-center">
            <div className="relative aspect-video w-full overflow-hidden rounded-md bg-muted sm:w-40">
              <ResponsiveImage image={photo} alt="" sizes="(min-width: 640px) 160px, 100vw" className="absolute inset-0 size-full object-cover" />
            </div>
            <AltEditor photo={photo} position={index + 1} storedTranslations={stored && (stored.gallery[photo.id] ?? {})} />
            <RowActions name={photo.alt} onDelete={() => setDeleting(photo)} className="sm:justify-end">
              <Button
                variant="outline"
                size="sm"
                data-move="up"
                aria-label={`Move ${photo.alt} up`}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                <ArrowUp aria-hidden="true" />
                Up
              </Button>
              <Button
                variant="outline"
                size="sm"
                data-move="down"
                aria-label={`Move ${photo.alt} down`}
                disabled={index === shown.length - 1}
                onClick={() => move(index, 1)}
              >
                <ArrowDown aria-hidden="true" />
                Down
              </Button>
            </RowActions>
          </li>
        ))}
      </ol>
      <AdminDeleteDialog item={deleting} onClose={() => setDeleting(null)} thing="photo" name={(photo) => photo.alt} removedFrom="the gallery" onDelete={(photo) => remove.mutate(photo.id)} />
    </>
  )
}
