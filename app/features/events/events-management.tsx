import { HistoryLink } from '~/components/history-link'
import { Clock } from '~/components/icons'
import { useState } from 'react'
import { AdminConfirmDialog } from '~/components/admin-confirm-dialog'
import { addForm, AdminAddDialog, AdminEditDialog, saveSubmit } from '~/components/admin-form-dialogs'
import { QueryState } from '~/components/query-state'
import { ResponsiveImage } from '~/components/responsive-image'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { StaffScreen } from '~/components/admin-frame'
import { RowActions } from '~/components/row-actions'
import { useStaffTranslations } from '~/components/staff-translations-query'
import type { EventJson } from '~/contracts/events'
import { formatEventDate, formatEventTimes } from '~/lib/event-times'
import { plural } from '~/lib/plural'
import { EventEditor } from './event-editor'
import { EMPTY_EVENT_FORM, eventPhoto, eventToFormValues, NO_EVENT_PHOTO } from './event-form'
import { useAddEvent, useAllEvents, useDeleteEvent, useUpdateEvent } from './staff-events-query'

/** /admin/events: upcoming and past events, each to edit or delete, and 'Add New Event'. Times are venue time. */
export function EventsManagement({ timeZone }: { timeZone: string }) {
  const events = useAllEvents()
  const deleteEvent = useDeleteEvent()
  const [editing, setEditing] = useState<EventJson | null>(null)
  const [deleting, setDeleting] = useState<EventJson | null>(null)
  const rowActions = { timeZone, onEdit: setEditing, onDelete: setDeleting }

  return (
    <StaffScreen title="Events Management" action={<AddEventDialog timeZone={timeZone} />}>

      <Card>
        <CardHeader>
          <CardTitle>{events.data ? `Upcoming Events (${plural(events.data.upcoming.length, 'event')})` : 'Upcoming Events'}</CardTitle>
          <CardDescription>Shown on the public Events page until the day they end on is over. Times are the venue&apos;s.</CardDescription>
        </CardHeader>
        <CardContent>
          <QueryState
            query={events}
            loading="Loading events..."
            error="The events could not be loaded."
            empty="No upcoming events. Add one to show it on the Events page!"
            isEmpty={(lists) => lists.upcoming.length === 0}
          >
            {(lists) => <EventList label="Upcoming events" events={lists.upcoming} {...rowActions} />}
          </QueryState>
        </CardContent>
      </Card>

      {events.data && (
        <Card>
          <CardHeader>
            <CardTitle>{`Past Events (${plural(events.data.past.length, 'event')})`}</CardTitle>
            <CardDescription>No longer shown to guests; most recent first.</CardDescription>
          </CardHeader>
          <CardContent>
            {events.data.past.length === 0 ? (
              <p className="text-muted-foreground">No past events.</p>
            ) : (
              <EventList label="Past events" events={events.data.past} {...rowActions} />
            )}
          </CardContent>
        </Card>
      )}

      <EditEventDialog event={editing} timeZone={timeZone} onClose={() => setEditing(null)} />
      <AdminConfirmDialog
        item={deleting}
        onClose={() => setDeleting(null)}
        question="Are you sure you want to delete this event?"
        detail={(event) => `"${event.title}" will be removed from the Events page, with its photo. This cannot be undone.`}
        onConfirm={(event) => deleteEvent.mutate(event.id)}
      />
    </StaffScreen>
  )
}

function EventList({
  label,
  events,
  timeZone,
  onEdit,
  onDelete,
}: {
  label: string
  events: EventJson[]
  timeZone: string
  onEdit: (event: EventJson) => void
  onDelete: (event: EventJson) => void
}) {
  return (
    <ul aria-label={label} className="divide-y divide-border">
      {events.map((event) => (
        <li key={event.id} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between" data-testid="staff-event">
          <div className="flex min-w-0 items-start gap-3">
            <EventThumbnail event={event} />
            <div className="grid min-w-0 gap-1">
              <span className="font-medium break-words">{event.title}</span>
              <span className="text-sm text-muted-foreground">
                <time dateTime={event.date}>{formatEventDate(event.date, timeZone)}</time>
              </span>
              {event.endTime && (
                <span className="flex items-center gap-1 text-sm text-muted-foreground">
                  <Clock className="size-3.5" aria-hidden="true" />
                  {formatEventTimes(event.time, event.endTime)}
                </span>
              )}
            </div>
          </div>
          <RowActions name={event.title} onEdit={() => onEdit(event)} onDelete={() => onDelete(event)} className="shrink-0">
            <HistoryLink resource="event" id={event.id} label={event.title} className="self-center" />
          </RowActions>
        </li>
      ))}
    </ul>
  )
}

/** A small 16:9 picture of the event's photo (decorative: the title is beside it), or an empty box. */
function EventThumbnail({ event }: { event: EventJson }) {
  const box = 'aspect-video w-24 shrink-0 overflow-hidden rounded-md bg-muted'
  if (event.image) {
    return (
      <div className={box}>
        <ResponsiveImage image={event.image} alt="" sizes="96px" className="size-full object-cover" />
      </div>
    )
  }
  if (event.imageUrl) {
    return (
      <div className={box}>
        <img src={event.imageUrl} alt="" loading="lazy" width={96} height={54} className="size-full object-cover" />
      </div>
    )
  }
  return <div className={box} aria-hidden="true" />
}

function AddEventDialog({ timeZone }: { timeZone: string }) {
  const add = useAddEvent()
  return (
    <AdminAddDialog label="Add New Event" description={`Title, description, date and start time are required. Times are venue time (${timeZone}).`}>
      {(close) => (
        <EventEditor
          defaultValues={EMPTY_EVENT_FORM}
          defaultPhoto={NO_EVENT_PHOTO}
          {...addForm('Add Event', add, close)}
        />
      )}
    </AdminAddDialog>
  )
}

function EditEventDialog({ event, timeZone, onClose }: { event: EventJson | null; timeZone: string; onClose: () => void }) {
  const update = useUpdateEvent()
  const translations = useStaffTranslations()
  return (
    <AdminEditDialog item={event} title="Edit Event" description={`Change the event and save. Times are venue time (${timeZone}).`} onClose={onClose}>
      {(event) => (
        <EventEditor
          // The same form while the translations load: it fills them in when they arrive.
          key={event.id}
          translatable
          defaultValues={eventToFormValues(event, timeZone, translations ? (translations.events[event.id] ?? {}) : undefined)}
          defaultPhoto={eventPhoto(event)}
          {...saveSubmit(update.isPending)}
          onSave={(input) => update.mutate({ id: event.id, input }, { onSuccess: onClose })}
        />
      )}
    </AdminEditDialog>
  )
}
