import type { Resolver } from 'react-hook-form'
import type { ReservationInput } from '~/contracts/reservations.schemas'
import type { ReservationFormValues } from './booking-form-model'

// The shared zod schema is the form's rule book, but zod is large: it is fetched when the guest starts filling in the
// form (or at the latest on the first submit), not with the page.
const loadValidation = () => Promise.all([import('@hookform/resolvers/zod'), import('~/contracts/reservations.schemas')])

/** Starts loading the validation code early (call on the first interaction with the form). */
export function preloadReservationValidation(): void {
  void loadValidation()
}

/**
 * A react-hook-form resolver that validates with `reservationInputSchema(today)` (the server's schema and messages),
 * loading it on first use.
 */
export function reservationResolver(today: string): Resolver<ReservationFormValues, unknown, ReservationInput> {
  let resolver: Resolver<ReservationFormValues, unknown, ReservationInput> | undefined
  return async (values, context, options) => {
    if (!resolver) {
      const [{ zodResolver }, { reservationInputSchema }] = await loadValidation()
      resolver = zodResolver(reservationInputSchema(today))
    }
    return resolver(values, context, options)
  }
}
