// Every icon of the app: Lucide's (lucide.dev), drawn without lucide-react's runtime (eslint refuses lucide-react):
// the public pages' here, the back office's in staff-icons.tsx. icons.test.tsx checks each drawing against lucide-react's.
// Lucide is ISC-licensed: Copyright (c) 2026 Lucide Icons and Contributors. Permission to use, copy, modify, and/or
// distribute this software for any purpose with or without fee is hereby granted, provided that the above copyright
// notice and this permission notice appear in all copies. THE SOFTWARE IS PROVIDED "AS IS" AND THE AUTHOR DISCLAIMS
// ALL WARRANTIES WITH REGARD TO THIS SOFTWARE INCLUDING ALL IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS.
//
// Public code imports icons from here, back-office code from staff-icons.tsx (which re-exports these): two modules
// because a bundle takes a module whole, and guests' pages must not load the back office's drawings (decision 003's
// JavaScript budget: lucide-react's runtime and a chunk per icon cost `/` 3.6 kB gzip; this module, 2.5 kB).
import { icon } from './icon'

export type { IconComponent, IconProps } from './icon'

// Every public page: the bottom navigation, the venue status, the error state.
export const UtensilsCrossed = /*#__PURE__*/ icon([['path', { d: 'm16 2-2.3 2.3a3 3 0 0 0 0 4.2l1.8 1.8a3 3 0 0 0 4.2 0L22 8' }], ['path', { d: 'M15 15 3.3 3.3a4.2 4.2 0 0 0 0 6l7.3 7.3c.7.7 2 .7 2.8 0L15 15Zm0 0 7 7' }], ['path', { d: 'm2.1 21.8 6.4-6.3' }], ['path', { d: 'm19 5-7 7' }]])
export const Martini = /*#__PURE__*/ icon([['path', { d: 'M12 12 4.207 4.207A.707.707 0 0 1 4.707 3h14.586a.707.707 0 0 1 .5 1.207z' }], ['path', { d: 'M12 12v10' }], ['path', { d: 'M7 22h10' }]])
export const CalendarCheck = /*#__PURE__*/ icon([['path', { d: 'M8 2v3' }], ['path', { d: 'M16 2v3' }], ['rect', { x: '3', y: '3', width: '18', height: '18', rx: '2' }], ['path', { d: 'M3 9h18' }], ['path', { d: 'm9 15 2 2 4-4' }]])
export const Music = /*#__PURE__*/ icon([['path', { d: 'M21 16V3a1 1 0 0 0-1.28-.96l-10 2.917a1 1 0 0 0-.72.96V19' }], ['circle', { cx: '18', cy: '16', r: '3' }], ['circle', { cx: '6', cy: '19', r: '3' }]])
export const PartyPopper = /*#__PURE__*/ icon([['path', { d: 'M5.8 11.3 2 22l10.7-3.79' }], ['path', { d: 'M4 3h.01' }], ['path', { d: 'M22 8h.01' }], ['path', { d: 'M15 2h.01' }], ['path', { d: 'M22 20h.01' }], ['path', { d: 'm22 2-2.24.75a2.9 2.9 0 0 0-1.96 3.12c.1.86-.57 1.63-1.45 1.63h-.38c-.86 0-1.6.6-1.76 1.44L14 10' }], ['path', { d: 'm22 13-.82-.33c-.86-.34-1.82.2-1.98 1.11c-.11.7-.72 1.22-1.43 1.22H17' }], ['path', { d: 'm11 2 .33.82c.34.86-.2 1.82-1.11 1.98C9.52 4.9 9 5.52 9 6.23V7' }], ['path', { d: 'M11 13c1.93 1.93 2.83 4.17 2 5-.83.83-3.07-.07-5-2-1.93-1.93-2.83-4.17-2-5 .83-.83 3.07.07 5 2Z' }]])
export const Images = /*#__PURE__*/ icon([['path', { d: 'm22 11-1.296-1.296a2.4 2.4 0 0 0-3.408 0L11 16' }], ['path', { d: 'M4 8a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2' }], ['circle', { cx: '13', cy: '7', r: '1', fill: 'currentColor' }], ['rect', { x: '8', y: '2', width: '14', height: '14', rx: '2' }]])
export const MapPin = /*#__PURE__*/ icon([['path', { d: 'M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0' }], ['circle', { cx: '12', cy: '10', r: '3' }]])
export const RefreshCw = /*#__PURE__*/ icon([['path', { d: 'M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8' }], ['path', { d: 'M21 3v5h-5' }], ['path', { d: 'M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16' }], ['path', { d: 'M8 16H3v5' }]])
export const Clock = /*#__PURE__*/ icon([['circle', { cx: '12', cy: '12', r: '10' }], ['path', { d: 'M12 6v6l4 2' }]])
// The menu: search and filters, specials, diet and allergen labels.
export const Wine = /*#__PURE__*/ icon([['path', { d: 'M8 22h8' }], ['path', { d: 'M7 10h10' }], ['path', { d: 'M12 15v7' }], ['path', { d: 'M12 15a5 5 0 0 0 5-5c0-2-.5-4-2-8H9c-1.5 4-2 6-2 8a5 5 0 0 0 5 5Z' }]])
export const Star = /*#__PURE__*/ icon([['path', { d: 'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z' }]])
export const Search = /*#__PURE__*/ icon([['path', { d: 'm21 21-4.34-4.34' }], ['circle', { cx: '11', cy: '11', r: '8' }]])
export const Check = /*#__PURE__*/ icon([['path', { d: 'M20 6 9 17l-5-5' }]])
export const Leaf = /*#__PURE__*/ icon([['path', { d: 'M11 20a10 10 0 0010-10 25.9 25.9 0 00-1.04-7.281 1 1 0 00-1.755-.325C15.833 5.5 13 5.5 9.8 6.1A7 7 0 0011 20' }], ['path', { d: 'M2 21a5 5 0 012.911-4.544C7.613 15.212 8.351 15.24 11 13' }]])
export const Sprout = /*#__PURE__*/ icon([['path', { d: 'M14 9.536V7a4 4 0 0 1 4-4h1.5a.5.5 0 0 1 .5.5V5a4 4 0 0 1-4 4 4 4 0 0 0-4 4c0 2 1 3 1 5a5 5 0 0 1-1 3' }], ['path', { d: 'M4 9a5 5 0 0 1 8 4 5 5 0 0 1-8-4' }], ['path', { d: 'M5 21h14' }]])
export const WheatOff = /*#__PURE__*/ icon([['path', { d: 'm2 22 10-10' }], ['path', { d: 'm16 8-1.17 1.17' }], ['path', { d: 'M3.47 12.53 5 11l1.53 1.53a3.5 3.5 0 0 1 0 4.94L5 19l-1.53-1.53a3.5 3.5 0 0 1 0-4.94Z' }], ['path', { d: 'm8 8-.53.53a3.5 3.5 0 0 0 0 4.94L9 15l1.53-1.53c.55-.55.88-1.25.98-1.97' }], ['path', { d: 'M10.91 5.26c.15-.26.34-.51.56-.73L13 3l1.53 1.53a3.5 3.5 0 0 1 .28 4.62' }], ['path', { d: 'M20 2h2v2a4 4 0 0 1-4 4h-2V6a4 4 0 0 1 4-4Z' }], ['path', { d: 'M11.47 17.47 13 19l-1.53 1.53a3.5 3.5 0 0 1-4.94 0L5 19l1.53-1.53a3.5 3.5 0 0 1 4.94 0Z' }], ['path', { d: 'm16 16-.53.53a3.5 3.5 0 0 1-4.94 0L9 15l1.53-1.53a3.49 3.49 0 0 1 1.97-.98' }], ['path', { d: 'M18.74 13.09c.26-.15.51-.34.73-.56L21 11l-1.53-1.53a3.5 3.5 0 0 0-4.62-.28' }], ['line', { 'x1': '2', 'x2': '22', 'y1': '2', 'y2': '22' }]])
export const MilkOff = /*#__PURE__*/ icon([['path', { d: 'M8 2h8' }], ['path', { d: 'M9 2v1.343M15 2v2.789a4 4 0 0 0 .672 2.219l.656.984a4 4 0 0 1 .672 2.22v1.131M7.8 7.8l-.128.192A4 4 0 0 0 7 10.212V20a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2v-3' }], ['path', { d: 'M7 15a6.47 6.47 0 0 1 5 0 6.472 6.472 0 0 0 3.435.435' }], ['line', { 'x1': '2', 'x2': '22', 'y1': '2', 'y2': '22' }]])
export const Nut = /*#__PURE__*/ icon([['path', { d: 'M16.847 5.847 20 9a7.23 7.23 0 011.551 7.516C21.241 17.352 21 17.932 21 19v1a1 1 0 01-1 1h-1c-1.069 0-1.648.242-2.485.552A7.2 7.2 0 019.002 20l-3.155-3.153' }], ['path', { d: 'M18.21 5.43c-1.71.69-5.07 1.07-6.71 1.07.46 1.38.91 2.74.61 4.88a.88.88 0 01-.73.74c-1.78.28-3.54-.17-4.88-.62 0 1.64-.38 5-1.07 6.71-.21.52-.82.55-1.17.12A10 10 0 0118.33 4.26c.43.35.4.97-.12 1.17' }], ['path', { d: 'M4.93 4.93 3 3a.7.7 0 010-1' }]])
export const Flame = /*#__PURE__*/ icon([['path', { d: 'M12 3q1 4 4 6.5t3 5.5a1 1 0 0 1-14 0 5 5 0 0 1 1-3 1 1 0 0 0 5 0c0-2-1.5-3-1.5-5q0-2 2.5-4' }]])
// Dialogs and toasts, on any page.
export const X = /*#__PURE__*/ icon([['path', { d: 'M18 6 6 18' }], ['path', { d: 'm6 6 12 12' }]])
// Booking, events, gallery and contacts.
export const CalendarDays = /*#__PURE__*/ icon([['path', { d: 'M8 2v3' }], ['path', { d: 'M16 2v3' }], ['rect', { x: '3', y: '3', width: '18', height: '18', rx: '2' }], ['path', { d: 'M3 9h18' }], ['path', { d: 'M8 13h.01' }], ['path', { d: 'M12 13h.01' }], ['path', { d: 'M16 13h.01' }], ['path', { d: 'M8 17h.01' }], ['path', { d: 'M12 17h.01' }], ['path', { d: 'M16 17h.01' }]])
export const CalendarPlus = /*#__PURE__*/ icon([['path', { d: 'M16 18h6' }], ['path', { d: 'M16 2v3' }], ['path', { d: 'M19 15v6' }], ['path', { d: 'M21 11.5V5a2 2 0 00-2-2H5a2 2 0 00-2 2v14a2 2 0 002 2h8.3' }], ['path', { d: 'M3 9h18' }], ['path', { d: 'M8 2v3' }]])
export const Info = /*#__PURE__*/ icon([['circle', { cx: '12', cy: '12', r: '10' }], ['path', { d: 'M12 16v-4' }], ['path', { d: 'M12 8h.01' }]])
export const Camera = /*#__PURE__*/ icon([['path', { d: 'M13.997 4a2 2 0 0 1 1.76 1.05l.486.9A2 2 0 0 0 18.003 7H20a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2h1.997a2 2 0 0 0 1.759-1.048l.489-.904A2 2 0 0 1 10.004 4z' }], ['circle', { cx: '12', cy: '13', r: '3' }]])
export const Expand = /*#__PURE__*/ icon([['path', { d: 'm15 15 6 6' }], ['path', { d: 'm15 9 6-6' }], ['path', { d: 'M21 16v5h-5' }], ['path', { d: 'M21 8V3h-5' }], ['path', { d: 'M3 16v5h5' }], ['path', { d: 'm3 21 6-6' }], ['path', { d: 'M3 8V3h5' }], ['path', { d: 'M9 9 3 3' }]])
export const Mail = /*#__PURE__*/ icon([['path', { d: 'm22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7' }], ['rect', { x: '2', y: '4', width: '20', height: '16', rx: '2' }]])
export const Phone = /*#__PURE__*/ icon([['path', { d: 'M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384' }]])
export const CircleCheck = /*#__PURE__*/ icon([['circle', { cx: '12', cy: '12', r: '10' }], ['path', { d: 'm16 9-5.5 5.5L8 12' }]])
export const Copy = /*#__PURE__*/ icon([['rect', { width: '14', height: '14', x: '8', y: '8', rx: '2', ry: '2' }], ['path', { d: 'M4 16c-1.1 0-2-.9-2-2V4c0-1.1.9-2 2-2h10c1.1 0 2 .9 2 2' }]])
export const ArrowRight = /*#__PURE__*/ icon([['path', { d: 'M5 12h14' }], ['path', { d: 'm12 5 7 7-7 7' }]])
export const Lock = /*#__PURE__*/ icon([['rect', { width: '18', height: '11', x: '3', y: '11', rx: '2', ry: '2' }], ['path', { d: 'M7 11V7a5 5 0 0 1 10 0v4' }]])
