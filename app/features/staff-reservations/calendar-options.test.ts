import { describe, expect, it } from 'vitest'
import { CALENDAR_OPTIONS } from './calendar-options'

describe('CALENDAR_OPTIONS', () => {
  it('follows spec section 9', () => {
    expect(CALENDAR_OPTIONS).toEqual({
      initialView: 'timeGridWeek',
      headerToolbar: { left: 'prev,next today', center: 'title', right: 'dayGridMonth,timeGridWeek,timeGridDay' },
      slotMinTime: '11:00:00',
      slotMaxTime: '23:00:00',
      slotDuration: '00:30:00',
      slotLabelInterval: '01:00:00',
      scrollTime: '11:00:00',
      allDaySlot: false,
      nowIndicator: true,
      height: 'auto',
      aspectRatio: 1.8,
    })
  })
})
