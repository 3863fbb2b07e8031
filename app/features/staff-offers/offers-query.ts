import { useQuery } from '@tanstack/react-query'
import { useStaffAdd, useStaffDelete, useStaffMutation, writeToasts } from '~/components/use-staff-mutation'
import { type OfferJson, offerKeys, offerPaths } from '~/contracts/offers'
import type { OfferInput } from '~/contracts/offers.schemas'
import { apiRequest, getJson } from '~/lib/api'
import { translationKeys } from '~/contracts/translations'

/** GET /api/offers (staff). */
export function useOffers() {
  return useQuery({ queryKey: offerKeys.list(), queryFn: getJson<OfferJson[]>(offerPaths.list) })
}

// Every write refetches offerKeys.all: the staff list and the guests' active list.

export const useAddOffer = () => useStaffAdd<OfferInput, OfferJson>(offerPaths.list, [offerKeys.all, translationKeys.all], 'offer item')

export function useUpdateOffer() {
  return useStaffMutation({
    mutationFn: ({ id, input }: { id: number; input: OfferInput }) => apiRequest<OfferJson>('PUT', offerPaths.item(id), { id, ...input }),
    invalidates: [offerKeys.all, translationKeys.all],
    success: () => 'Offer item updated successfully.',
    failure: () => 'Failed to update offer item. Please try again.',
  })
}

export const useDeleteOffer = () => useStaffDelete(offerPaths.item, [offerKeys.all, translationKeys.all], writeToasts('offer item', 'delete'))
