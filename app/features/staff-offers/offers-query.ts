import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { isSessionExpired } from '~/components/admin-session'
import { apiRequest } from '~/lib/api'
import { toast } from '~/lib/use-toast'
import type { OfferInput } from '~/schemas/offer'
import type { OfferJson } from '~/lib/api-types'

/** GET /api/offers (staff): the key every offer mutation invalidates. */
export const offersQueryKey = ['/api/offers'] as const

export function useOffers() {
  return useQuery<OfferJson[]>({ queryKey: offersQueryKey })
}

/** The staff list and the public /api/offers/active list. */
function refetchOffers(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => String(query.queryKey[0]).startsWith(offersQueryKey[0]),
  })
}

function showFailure(error: unknown, description: string) {
  if (isSessionExpired(error)) return
  toast({ title: 'Error', description, variant: 'destructive' })
}

export function useAddOffer() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: OfferInput) => apiRequest<OfferJson>('POST', '/api/offers', input),
    onSuccess: async () => {
      toast({ title: 'Success', description: 'Offer item added successfully.' })
      await refetchOffers(queryClient)
    },
    onError: (error) => showFailure(error, 'Failed to add offer item. Please try again.'),
  })
}

export function useUpdateOffer() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: OfferInput }) =>
      apiRequest<OfferJson>('PUT', `/api/offers/${id}`, { id, ...input }),
    onSuccess: async () => {
      toast({ title: 'Success', description: 'Offer item updated successfully.' })
      await refetchOffers(queryClient)
    },
    onError: (error) => showFailure(error, 'Failed to update offer item. Please try again.'),
  })
}

export function useDeleteOffer() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/offers/${id}`),
    onSuccess: async () => {
      toast({ title: 'Success', description: 'Offer item deleted successfully.' })
      await refetchOffers(queryClient)
    },
    onError: (error) => showFailure(error, 'Failed to delete offer item. Please try again.'),
  })
}

