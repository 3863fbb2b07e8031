import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { WaitlistEntryJson } from '~/contracts/waitlist'
import { WaitlistRow } from './waitlist-row'

const NOW = new Date('2026-11-27T12:30:00Z')
const WALK_IN: WaitlistEntryJson = {
  id: 7,
  kind: 'walk-in',
  date: '2026-11-27',
  name: 'Maria Santos',
  guests: 4,
  seatingPreference: 'table',
  phone: null,
  email: null,
  note: 'Birthday',
  from: null,
  to: null,
  joinedAt: '2026-11-27T11:48:00Z',
  status: 'waiting',
  position: 2,
  quotedMinutes: 15,
  offerExpiresAt: null,
  reservationId: null,
}
const actions = { onNotify: () => {}, onSeat: () => {}, onLeft: () => {}, busyId: null }
const render = (entry: WaitlistEntryJson, busyId: number | null = null) =>
  renderToStaticMarkup(<WaitlistRow entry={entry} now={NOW} actions={{ ...actions, busyId }} />)
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

describe("a party on the host stand's waitlist", () => {
  it('shows place, party, time waited, quote, status and note, with the three taps', () => {
    const html = render(WALK_IN)
    expect(text(html)).toContain('2 Maria Santos 4 · Table Waiting waited 42 min quote ~15 min Birthday')
    for (const label of ['Notify Maria Santos', 'Seat Maria Santos', 'Maria Santos left']) expect(html).toContain(`aria-label="${label}"`)
  })

  it('disables its taps while one of them is saved', () => {
    expect(render(WALK_IN, 7).match(/disabled=""/g)).toHaveLength(3)
  })

  it('offers no taps once out of line, nor for an online guest (their offer runs by itself)', () => {
    expect(render({ ...WALK_IN, status: 'seated', position: null })).not.toContain('<button')
    const online = render({ ...WALK_IN, kind: 'online', from: '19:00', to: '20:30', status: 'offered', quotedMinutes: null })
    expect(online).not.toContain('<button')
    expect(text(online)).toContain('online 19:00–20:30')
    expect(text(online)).toContain('Offered a table')
  })
})
