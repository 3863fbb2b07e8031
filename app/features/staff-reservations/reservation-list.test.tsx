import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ReservationList, UPCOMING_LIST_MORE } from './reservation-list'

const loaded = { data: [], isPending: false, isError: false, refetch: () => undefined }

describe('ReservationList', () => {
  it('says when later bookings follow the ones shown', () => {
    expect(renderToStaticMarkup(<ReservationList reservations={loaded} tables={[]} more />)).toContain(UPCOMING_LIST_MORE)
  })

  it('says nothing of later bookings when every one is shown', () => {
    expect(renderToStaticMarkup(<ReservationList reservations={loaded} tables={[]} />)).not.toContain(UPCOMING_LIST_MORE)
  })
})
