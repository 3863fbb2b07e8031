import { HistoryLink } from '~/components/history-link'
import { useState } from 'react'
import { AdminDeleteDialog } from '~/components/admin-confirm-dialog'
import { type AddForm, AdminAddFormDialog, AdminEditDialog, saveSubmit } from '~/components/admin-form-dialogs'

import { QueryList } from '~/components/query-state'
import { useVenue } from '~/components/venue'
import { Badge } from '~/components/ui/badge'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { StaffScreen } from '~/components/admin-frame'
import { RowActions } from '~/components/row-actions'
import { formatPeso } from '~/lib/money'
import { plural } from '~/lib/plural'
import { formatTimeRange } from '~/lib/time-wording'
import { useStaffTranslations } from '~/components/staff-translations-query'
import { OfferEditor } from './offer-editor'
import { EMPTY_OFFER_FORM, offerToFormValues } from './offer-form'
import { useAddOffer, useDeleteOffer, useOffers, useUpdateOffer } from './offers-query'
import type { OfferJson } from '~/contracts/offers'

export function OffersManagement() {
  const { happyHour } = useVenue()
  const offers = useOffers()
  const deleteOffer = useDeleteOffer()
  const [editing, setEditing] = useState<OfferJson | null>(null)
  const [deleting, setDeleting] = useState<OfferJson | null>(null)
  const count = offers.data?.length ?? 0

  return (
    <StaffScreen title="Happy Hour Offers Management" action={<AddOfferDialog />}>

      <Card>
        <CardHeader>
          <CardTitle>{offers.data ? `Happy Hour Items (${plural(count, 'item')})` : 'Happy Hour Items'}</CardTitle>
          <CardDescription>
            Happy hour runs every day, {formatTimeRange(happyHour.start, happyHour.end)}. Active offers show on the public Offers page.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <QueryList
            query={offers}
            noun="offer items"
            empty="No offer items found. Add your first happy hour item!"
          >
            {(offer) => (
              <li key={offer.id} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="flex min-w-0 flex-wrap items-center gap-2">
                  <span className="font-medium break-words">{offer.name}</span>
                  {!offer.isActive && <Badge variant="secondary">Inactive</Badge>}
                </div>
                <div className="flex items-center justify-between gap-3 sm:justify-end">
                  <span className="font-semibold tabular-nums">{formatPeso(offer.price)}</span>
                  <RowActions name={offer.name} onEdit={() => setEditing(offer)} onDelete={() => setDeleting(offer)}>
                    <HistoryLink resource="offer" id={offer.id} label={offer.name} className="self-center" />
                  </RowActions>
                </div>
              </li>
            )}
          </QueryList>
        </CardContent>
      </Card>

      <EditOfferDialog offer={editing} onClose={() => setEditing(null)} />
      <AdminDeleteDialog item={deleting} onClose={() => setDeleting(null)} thing="offer item" name={(offer) => offer.name} removedFrom="happy hour" onDelete={(offer) => deleteOffer.mutate(offer.id)} />
    </StaffScreen>
  )
}

function AddOfferDialog() {
  const add = useAddOffer()
  const form: AddForm<typeof add> = (props) => <OfferEditor defaultValues={EMPTY_OFFER_FORM} {...props} />
  return (
    <AdminAddFormDialog
      label="Add New Offer"
      description="Name and price are required."
      submitLabel="Add Offer"
      add={add}
      form={form}
    />
  )
}

function EditOfferDialog({ offer, onClose }: { offer: OfferJson | null; onClose: () => void }) {
  const update = useUpdateOffer()
  const translations = useStaffTranslations()
  return (
    <AdminEditDialog
      item={offer}
      title="Edit Offer"
      description="Change the offer and save. Untick 'Active offer' to take it off the Offers page."
      onClose={onClose}
    >
      {(offer) => (
        <OfferEditor
          // The same form while the translations load: it fills them in when they arrive.
          key={offer.id}
          defaultValues={offerToFormValues(offer, translations ? (translations.offers[offer.id] ?? {}) : undefined)}
          {...saveSubmit(update.isPending)}
          onSave={(input) => update.mutate({ id: offer.id, input }, { onSuccess: onClose })}
        />
      )}
    </AdminEditDialog>
  )
}
