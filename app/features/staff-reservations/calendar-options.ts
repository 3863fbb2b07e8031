/** The staff calendar of the bookings, as FullCalendar options (kept apart so a test can hold them to the booking times). */
export const CALENDAR_OPTIONS = {
  initialView: 'timeGridWeek',
  headerToolbar: {
    left: 'prev,next today',
    center: 'title',
    right: 'dayGridMonth,timeGridWeek,timeGridDay',
  },
  slotMinTime: '11:00:00',
  slotMaxTime: '23:00:00',
  slotDuration: '00:30:00',
  slotLabelInterval: '01:00:00',
  scrollTime: '11:00:00',
  allDaySlot: false,
  nowIndicator: true,
  height: 'auto',
  aspectRatio: 1.8,
} as const
