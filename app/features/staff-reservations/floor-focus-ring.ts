/** The floor view's keyboard focus outline, drawn just inside the focused cell or button. */
export const FOCUS_RING = 'outline-none focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring'
