/**
 * Group requests' contract: a party larger than the venue seats online asks for a table (POST /api/group-requests);
 * staff read the open ones (GET /api/group-requests) and answer them through the reservation changes (tables, then
 * confirmed or declined). A request is a reservation with status `requested`, holding nothing until confirmed.
 */
import { viewKeys } from './common'
import { MAX_GROUP_GUESTS } from '~/lib/constants'

export const groupRequestMessages = {
  phone: 'Please enter your phone number',
  guestsMax: `Maximum ${MAX_GROUP_GUESTS} guests per group request`,
} as const

/** The 201 answer to a guest's group request: what to quote, and the guest's private page. */
export interface CreatedGroupRequestJson {
  /** 'BB-7K3QM', as for a booking. */
  reference: string
  /** '/booking/<token>': the guest's private page (the token is in this answer only). */
  managePath: string
  status: 'requested'
}

/** Answering a request changes reservations: staff screens invalidate `reservationKeys.all` too. */
export const groupRequestKeys = viewKeys('group-requests', 'open')

export const groupRequestPaths = {
  create: '/api/group-requests',
  open: '/api/group-requests',
}

/** Where the host stand lists the open requests (the dashboard and the staff notice link there). */
export const REQUESTS_SECTION_ID = 'requests'
export const requestsSectionPath = `/admin/reservations#${REQUESTS_SECTION_ID}`
