import { isValidElement, type ReactElement, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import type { TableJson } from '~/contracts/tables'
import { FloorView, type FloorViewProps } from './floor-view'
import { testBooking } from './reservation-fixture'

const tables: TableJson[] = [
  { id: 10, tableNumber: 3, capacity: 4, isActive: true, upcomingBookings: 1 },
  { id: 11, tableNumber: 1, capacity: 2, isActive: true, upcomingBookings: 0 },
  { id: 12, tableNumber: 2, capacity: 6, isActive: false, upcomingBookings: 0 },
]

const booking = testBooking

const reservations = [
  booking({
    id: 1,
    name: 'Ben Reyes',
    guests: 4,
    tableId: 10,
    tableNumber: 3,
    time: '19:00',
  }),
  booking({
    id: 2,
    name: 'Cora Lim',
    guests: 6,
    seatingPreference: 'bar',
    time: '20:30',
    status: 'arrived',
  }),
  booking({
    id: 3,
    name: 'Dan Sy',
    tableId: 11,
    tableNumber: 1,
    time: '19:00',
    status: 'cancelled',
  }),
]

function props(fields: Partial<FloorViewProps> = {}): FloorViewProps {
  return {
    date: '2026-12-04',
    hours: { closed: false, opens: '18:00', closes: '22:00', note: null },
    tables,
    barSeats: 8,
    reservations,
    onOpenBooking: vi.fn(),
    onStartBooking: vi.fn(),
    ...fields,
  }
}

/** The host elements the view renders, its own (hook-free) components expanded: enough to press a button by label. */
function hostElements(node: ReactNode): ReactElement<Record<string, unknown>>[] {
  if (Array.isArray(node)) return node.flatMap(hostElements)
  if (!isValidElement<Record<string, unknown>>(node)) return []
  if (typeof node.type === 'function') return hostElements((node.type as (p: unknown) => ReactNode)(node.props))
  const children = hostElements(node.props.children as ReactNode)
  return typeof node.type === 'string' ? [node, ...children] : children
}

function textOf(node: ReactNode): string {
  if (Array.isArray(node)) return node.map(textOf).join('')
  if (typeof node === 'string' || typeof node === 'number') return String(node)
  return isValidElement<{ children?: ReactNode }>(node) ? textOf(node.props.children) : ''
}

/** A button's accessible name: its aria-label, else its text. */
function nameOf(button: ReactElement<Record<string, unknown>>): string {
  return (button.props['aria-label'] as string | undefined) ?? textOf(button.props.children as ReactNode)
}

/** The accessible names of the buttons in rendered markup (enough for this view's plain markup). */
function textOfButtons(html: string): string[] {
  return [...html.matchAll(/<button([^>]*)>(.*?)<\/button>/g)].map(
    ([, attributes, inner]) => /aria-label="([^"]*)"/.exec(attributes)?.[1] ?? inner.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'"),
  )
}

function press(view: ReactNode, label: string) {
  const button = hostElements(view).find((e) => e.type === 'button' && nameOf(e) === label)
  if (!button) throw new Error(`no button "${label}"`)
  ;(button.props.onClick as () => void)()
}

describe('FloorView', () => {
  it('draws time columns in 12-hour time, a row per active table and the bar, and each booking as a button', () => {
    const html = renderToStaticMarkup(<FloorView {...props()} />)
    expect(html).toContain('aria-label="Floor for Friday, December 4, 2026"')
    expect(html).toContain('>6:00 PM<')
    expect(html).toContain('>9:30 PM<')
    expect(html).toContain('>Table 1<')
    expect(html).toContain('>Table 3<')
    expect(html).not.toContain('>Table 2<')
    expect(html).toContain('>Bar<')
    expect(textOfButtons(html)).toContain('Ben Reyes, 4 guests, Confirmed, 7:00 PM to 9:00 PM: open details')
    expect(html).toContain('grid-column:4 / span 4')
    expect(textOfButtons(html)).toContain('Cora Lim, 6 guests, Arrived, past close, 8:30 PM to 10:30 PM: open details')
    expect(html).toContain('aria-label="Table 3, 6:00 PM, free: start a booking"')
    expect(html).not.toContain('aria-label="Table 3, 7:00 PM, free: start a booking"')
    expect(html).toContain('aria-label="Bar, 9:00 PM, 2 of 8 seats free: start a booking"')
    expect(html).toContain('>6/8<')
  })

  it('puts a lane’s free cells and bookings in reading order, so Tab follows the time', () => {
    const html = renderToStaticMarkup(<FloorView {...props()} />)
    const at = (label: string) => html.indexOf(label)
    expect(at('Table 3, 6:30 PM, free')).toBeLessThan(at('Ben Reyes'))
    expect(at('Ben Reyes')).toBeLessThan(at('Table 3, 9:00 PM, free'))
  })

  it('frees a cancelled booking’s table and lists the booking apart', () => {
    const html = renderToStaticMarkup(<FloorView {...props()} />)
    expect(html).toContain('aria-label="Table 1, 7:00 PM, free: start a booking"')
    expect(textOfButtons(html).filter((name) => name.includes('Dan Sy'))).toEqual(['Dan Sy, 2 guests, 7:00 PM, table 1 (Cancelled)'])
    expect(html).toContain('Cancelled and no-shows')
    expect(html).toContain('Dan Sy, 2 guests, 7:00 PM, table 1 (Cancelled)')
  })

  it('opens a booking and starts one from a free table or bar cell', () => {
    const p = props()
    const view = <FloorView {...p} />
    press(view, 'Ben Reyes, 4 guests, Confirmed, 7:00 PM to 9:00 PM: open details')
    expect(p.onOpenBooking).toHaveBeenCalledWith(1)
    press(view, 'Table 3, 9:00 PM, free: start a booking')
    expect(p.onStartBooking).toHaveBeenCalledWith({
      time: '21:00',
      seatingPreference: 'table',
      tableNumber: 3,
    })
    press(view, 'Bar, 6:30 PM, 8 of 8 seats free: start a booking')
    expect(p.onStartBooking).toHaveBeenLastCalledWith({
      time: '18:30',
      seatingPreference: 'bar',
      tableNumber: null,
    })
  })

  it('shows an empty day as free cells only', () => {
    const html = renderToStaticMarkup(<FloorView {...props({ reservations: [] })} />)
    expect(html.match(/free: start a booking/g)).toHaveLength(3 * 8)
    expect(html).not.toContain('open details')
  })

  it('runs a late night past midnight and draws joined tables on each of their rows', () => {
    const joined: TableJson[] = [
      { id: 50, tableNumber: 5, capacity: 4, isActive: true, upcomingBookings: 1 },
      { id: 60, tableNumber: 6, capacity: 6, isActive: true, upcomingBookings: 1 },
    ]
    const party = booking({ id: 9, name: 'Eva Go', guests: 10, tableNumbers: [5, 6], time: '00:30', stayMinutes: 90 })
    const html = renderToStaticMarkup(
      <FloorView {...props({ hours: { closed: false, opens: '18:00', closes: '02:00', note: null }, tables: joined, barSeats: 0, reservations: [party] })} />,
    )
    const headers = [...html.matchAll(/data-column="\d+"[^>]*>([^<]+)</g)].map((m) => m[1])
    expect(headers.slice(-5)).toEqual(['11:30 PM', '12:00 AM', '12:30 AM', '1:00 AM', '1:30 AM'])
    const label = 'Eva Go, 10 guests, Confirmed, joined 5+6, 12:30 AM to 2:00 AM: open details'
    expect(textOfButtons(html).filter((name) => name === label)).toHaveLength(2)
    // Columns 0-12 before it are free on both tables; none after it.
    expect(html).toContain('aria-label="Table 6, 12:00 AM, free: start a booking"')
    expect(html).not.toContain('aria-label="Table 6, 12:30 AM, free: start a booking"')
    expect(html).not.toContain('aria-label="Table 5, 1:30 AM, free: start a booking"')
  })

  it('says a closed day is closed', () => {
    const html = renderToStaticMarkup(
      <FloorView
        {...props({
          hours: { closed: true, note: 'Private event' },
          reservations: [],
        })}
      />,
    )
    expect(html).toContain('Closed on this day. (Private event)')
    expect(html).not.toContain('<button')
  })
})
